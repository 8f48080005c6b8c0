import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ZLoadObjectType,
  ZLoadObjectTypeCheck,
  ZLocationType,
  ZStorageGroup,
  ZWorkCentre,
  nominatedWeight,
} from '../../src/contract';

describe('stock setup contract (document 3 sections 5 and 7)', () => {
  it('converts a nominated weight to a whole number, 0 when blank or not a number', () => {
    expect(nominatedWeight('812.7')).toBe(812);
    expect(nominatedWeight(99.99)).toBe(99);
    expect(nominatedWeight('12kg')).toBe(12);
    expect(nominatedWeight('')).toBe(0);
    expect(nominatedWeight(undefined)).toBe(0);
    expect(nominatedWeight(null)).toBe(0);
    expect(nominatedWeight('abc')).toBe(0);
    expect(nominatedWeight(-3.5)).toBe(-3);
  });

  it('a load object type fills its defaults; measures must not be negative', () => {
    const parsed = ZLoadObjectType.parse({ load_object_type: 'CTN', nominated_weight: '7.9' });
    expect(parsed).toMatchObject({
      load_object_type: 'CTN',
      nominated_weight: 7,
      width: 0,
      tare_weight: 0,
      track_pallet: false,
      barcode: '',
    });
    expect(ZLoadObjectType.safeParse({ load_object_type: 'CTN', width: -1 }).success).toBe(false);
    expect(
      ZLoadObjectType.safeParse({ load_object_type: 'CTN', nominated_weight: '-2.5' }).error
        ?.issues[0]?.message,
    ).toBe(MESSAGES.minValue);
    expect(ZLoadObjectType.safeParse({ load_object_type: '' }).error?.issues[0]?.message).toBe(
      MESSAGES.required,
    );
  });

  it('a check takes the record itself or wrapped as data.load_object_type', () => {
    const wrapped = ZLoadObjectTypeCheck.parse({
      load_object_type: { load_object_type: 'CHEP', nominated_weight: 600.4 },
    });
    expect(wrapped).toMatchObject({ load_object_type: 'CHEP', nominated_weight: 600 });
    expect(ZLoadObjectTypeCheck.parse({ load_object_type: 'CHEP' }).load_object_type).toBe('CHEP');
  });

  it('location types, storage groups and work centres use the form rules messages', () => {
    expect(ZLocationType.parse({ location_type: '5', description: 'Bulk' })).toEqual({
      location_type: 5,
      description: 'Bulk',
      model: '',
      process_on_hand: true,
    });
    expect(
      ZStorageGroup.safeParse({ storage_group: 'A B', storage_group_name: 'x' }).error?.issues[0]
        ?.message,
    ).toBe(MESSAGES.alphaDash);
    expect(
      ZWorkCentre.safeParse({ warehouse: 'DC1', work_centre: 'P1', work_centre_name: ' ' }).error
        ?.issues[0]?.message,
    ).toBe(MESSAGES.required);
  });
});
