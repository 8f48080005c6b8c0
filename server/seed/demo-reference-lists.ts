/**
 * Demo reference lists of each stock site (document 3 "List", "Order type", "Form"): a VALUE
 * list of pallet types, an SQL list of the site's storage kinds, the order types a
 * distribution centre uses, and the checklists drivers and the dock fill in. Reason codes and
 * shifts are seeded with picking (demo-fulfilment-setup.ts).
 */
import type { Db } from '../db/types';
import { forms, lists, orderTypes, type FormFieldJson } from '../db/schema';

const field = (
  sequence: number,
  label: string,
  type: string,
  required: boolean,
  description = '',
  options: string[] = [],
): FormFieldJson => ({ label, description, type, required, sequence, options });

export const DEMO_FORMS: readonly { form_name: string; fields: FormFieldJson[] }[] = [
  {
    form_name: 'Vehicle prestart checklist',
    fields: [
      field(1, 'Odometer reading', 'number', true, 'Kilometres shown before leaving the yard'),
      field(2, 'Tyres and wheel nuts checked', 'checkbox', true),
      field(3, 'Lights and indicators working', 'checkbox', true),
      field(4, 'Load restraints on board', 'checkbox', true, 'Straps, chains and load bars'),
      field(5, 'Fuel level', 'select', true, '', ['Full', '3/4', '1/2', '1/4']),
      field(6, 'Defects found', 'text', false, 'Describe anything reported to the workshop'),
      field(7, 'Driver signature', 'signature', true),
    ],
  },
  {
    form_name: 'Delivery check',
    fields: [
      field(1, 'Received by', 'text', true, 'Name of the person signing for the goods'),
      field(2, 'Cartons delivered', 'number', true),
      field(3, 'Packaging undamaged', 'checkbox', true),
      field(4, 'Photo of the delivered goods', 'photo', false),
      field(5, 'Customer signature', 'signature', true),
    ],
  },
];

export const DEMO_ORDER_TYPES: readonly (readonly [string, string, boolean, boolean])[] = [
  ['STD', 'Standard order', false, true],
  ['EXPRESS', 'Express - same day despatch', false, true],
  ['PICKUP', 'Customer pickup at the counter', true, false],
  ['TRANSFER', 'Warehouse transfer', true, false],
];

export async function seedReferenceLists(db: Db, siteIds: readonly string[]): Promise<void> {
  for (const site_id of siteIds) {
    await db.insert(lists).values([
      {
        site_id,
        list_name: 'Pallet types',
        list_type: 'VALUE',
        list_values: 'CHEP,Loscam,Plain,Half pallet,Export',
      },
      {
        site_id,
        list_name: 'Storage kinds',
        list_type: 'SQL',
        database: 'production',
        database_table: 'storage',
        value_field: 'storage',
        text_field: 'storage_name',
      },
    ]);
    await db.insert(orderTypes).values(
      DEMO_ORDER_TYPES.map(([order_type, order_type_name, allow_addnl_invs, warn]) => ({
        site_id,
        order_type,
        order_type_name,
        allow_addnl_invs,
        warn,
      })),
    );
    await db.insert(forms).values(DEMO_FORMS.map((f) => ({ site_id, ...f })));
  }
}
