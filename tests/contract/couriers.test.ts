import { describe, expect, it } from 'vitest';
import {
  AU_STATES,
  BLANK_DELIVERY_KEY,
  deliveryKeyChanges,
  leadDayFromForm,
  LEAD_DAY_MESSAGES,
  ZDeliveryKeyItem,
  ZLeadDayItem,
} from '../../src/contract';

describe('delivery key form', () => {
  it('an update sends only the non-empty fields, trimmed', () => {
    expect(
      deliveryKeyChanges({
        ...BLANK_DELIVERY_KEY,
        key_id: 4,
        key_name: '  ',
        customer_code: ' CAMBIS ',
        alarm_code: '5562',
        entry_notes: ' Kitchen door from the car park ',
      }),
    ).toEqual({
      key_id: 4,
      customer_code: 'CAMBIS',
      alarm_code: '5562',
      entry_notes: 'Kitchen door from the car park',
    });
  });

  it('a new key needs a key name and a customer', () => {
    const result = ZDeliveryKeyItem.safeParse(deliveryKeyChanges({ ...BLANK_DELIVERY_KEY }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'key_name',
      'customer_code',
    ]);
    expect(ZDeliveryKeyItem.safeParse({ key_id: 3 }).success).toBe(true);
  });
});

describe('lead day form', () => {
  it('reads lead days as a whole number; anything else is refused with the message', () => {
    const form = { lead_day_id: null, from_state: 'VIC', to_state: 'WA', lead_days: ' 5 ' };
    expect(ZLeadDayItem.parse(leadDayFromForm(form))).toEqual({
      from_state: 'VIC',
      to_state: 'WA',
      lead_days: 5,
    });
    for (const lead_days of ['', '-1', '1.5', 'two', '366']) {
      const result = ZLeadDayItem.safeParse(leadDayFromForm({ ...form, lead_days }));
      expect(result.success, lead_days).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LEAD_DAY_MESSAGES.leadDays);
    }
  });

  it('knows the eight Australian states and territories and refuses others', () => {
    expect(AU_STATES).toEqual(['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
    const result = ZLeadDayItem.safeParse({ from_state: 'NZ', to_state: 'VIC', lead_days: 1 });
    expect(result.error?.issues[0]?.message).toBe(LEAD_DAY_MESSAGES.state);
  });
});
