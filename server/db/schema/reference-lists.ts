import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { wms } from './wms';

/*
 * Reference lists of a site (document 3 "List", "Order type", "Form"). Reason codes and shifts
 * are in fulfilment.ts (picking and the dashboard read them).
 */

/**
 * A list (document 3 "List"): a VALUE list keeps its values as a comma-separated string; an
 * SQL list names a table of the site and its value and text fields, read under the confined
 * role `wms_list_reader` (see the migration's hand-written part).
 */
export const lists = wms.table(
  'lists',
  {
    site_id: text('site_id').notNull(),
    list_id: integer('list_id').generatedAlwaysAsIdentity(),
    list_name: text('list_name').notNull(),
    list_type: text('list_type').notNull().default('VALUE'),
    database: text('database').notNull().default('staging'),
    database_table: text('database_table').notNull().default(''),
    value_field: text('value_field').notNull().default(''),
    text_field: text('text_field').notNull().default(''),
    condition: text('condition').notNull().default(''),
    list_values: text('list_values').notNull().default(''),
    list_value_type: text('list_value_type').notNull().default('string'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.list_id] }),
    uniqueIndex('lists_name_uq').on(t.site_id, t.list_name),
    check('lists_type_known', sql`${t.list_type} in ('SQL', 'VALUE')`),
  ],
);

/** An order type (document 3 "Order type"). */
export const orderTypes = wms.table(
  'order_types',
  {
    site_id: text('site_id').notNull(),
    order_type_id: integer('order_type_id').generatedAlwaysAsIdentity(),
    order_type: text('order_type').notNull(),
    order_type_name: text('order_type_name').notNull(),
    allow_addnl_invs: boolean('allow_addnl_invs').notNull().default(false),
    warn: boolean('warn').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.order_type_id] }),
    uniqueIndex('order_types_code_uq').on(t.site_id, t.order_type),
  ],
);

/** One field of a form as stored in `forms.fields`. */
export type FormFieldJson = {
  label: string;
  description: string;
  type: string;
  required: boolean;
  sequence: number;
  options: string[];
};

/** A form (document 3 "Form"): its fields in order, numbered 1, 2, ... on save. */
export const forms = wms.table(
  'forms',
  {
    site_id: text('site_id').notNull(),
    form_id: integer('form_id').generatedAlwaysAsIdentity(),
    form_name: text('form_name').notNull(),
    fields: jsonb('fields').$type<FormFieldJson[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.form_id] }),
    uniqueIndex('forms_name_uq').on(t.site_id, t.form_name),
  ],
);
