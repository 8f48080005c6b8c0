import { foreignKey, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TLabelEntity, TLabelFormat, TPrinterType } from '../../../src/contract';
import { quantity, siteRef, updatedAt } from './columns';
import { printerSets } from './warehouses';
import { wms } from './wms';

/** A printer of a printer set (document 3 "Printer set": printers). */
export const printers = wms.table(
  'printers',
  {
    site_id: siteRef(),
    printer_set: text('printer_set').notNull(),
    printer: text('printer').notNull(),
    printer_name: text('printer_name').notNull(),
    printer_type: text('printer_type').$type<TPrinterType>().notNull().default('ZEBRA'),
    printer_address: text('printer_address').notNull(),
    printer_port: integer('printer_port').notNull().default(9100),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.printer_set, t.printer] }),
    foreignKey({
      columns: [t.site_id, t.printer_set],
      foreignColumns: [printerSets.site_id, printerSets.printer_set],
    }).onDelete('cascade'),
  ],
);

/** A label of a printer set mapped to one of the set's printers (document 3 "Printer set": map). */
export const printerSetMaps = wms.table(
  'printer_set_maps',
  {
    site_id: siteRef(),
    printer_set: text('printer_set').notNull(),
    label: text('label').notNull(),
    label_format: text('label_format').$type<TLabelFormat>().notNull().default('ZEBRA'),
    printer: text('printer').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.printer_set, t.label, t.label_format] }),
    foreignKey({
      columns: [t.site_id, t.printer_set, t.printer],
      foreignColumns: [printers.site_id, printers.printer_set, printers.printer],
    }).onDelete('cascade'),
  ],
);

/** An ERP or freight interface of a site (document 3 "Interface"). */
export const interfaces = wms.table(
  'interfaces',
  {
    site_id: siteRef(),
    interface: text('interface').notNull(),
    interface_name: text('interface_name').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.interface] })],
);

/** A customer code of an interface linked to a customer of the site (document 3 "Customer link"). */
export const customerLinks = wms.table(
  'customer_links',
  {
    site_id: siteRef(),
    interface: text('interface').notNull(),
    customer_link: text('customer_link').notNull(),
    link_reference: text('link_reference').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.interface, t.customer_link] }),
    foreignKey({
      columns: [t.site_id, t.interface],
      foreignColumns: [interfaces.site_id, interfaces.interface],
    }).onDelete('cascade'),
  ],
);

/** An inventory code of an interface linked to an item of the site (document 3 "Inventory link"). */
export const inventoryLinks = wms.table(
  'inventory_links',
  {
    site_id: siteRef(),
    interface: text('interface').notNull(),
    inventory_link: text('inventory_link').notNull(),
    inventory_description: text('inventory_description').notNull().default(''),
    link_reference: text('link_reference').notNull(),
    inventory_unit: text('inventory_unit').notNull().default(''),
    link_type: text('link_type').notNull().default('INVENTORY'),
    link_unit: text('link_unit').notNull().default(''),
    link_factor: quantity('link_factor').notNull().default(1),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.site_id, t.interface, t.inventory_link] }),
    foreignKey({
      columns: [t.site_id, t.interface],
      foreignColumns: [interfaces.site_id, interfaces.interface],
    }).onDelete('cascade'),
  ],
);

/**
 * A label layout (document 3 "Label"): a Jinja template whose output is the ZPL (or PDF
 * markup) sent to the printer, rendered with the data of one record of its entity.
 * Content lines (a pack's contents, say) are placed from first_line_at to last_line_at,
 * line_increment dots apart.
 */
export const labels = wms.table(
  'labels',
  {
    site_id: siteRef(),
    label: text('label').notNull(),
    label_format: text('label_format').$type<TLabelFormat>().notNull().default('ZEBRA'),
    label_description: text('label_description').notNull().default(''),
    entity: text('entity').$type<TLabelEntity>().notNull(),
    label_size: text('label_size').notNull().default('100x150'),
    /** Width and depth in millimetres (from the size, or typed for a Custom size). */
    width: integer('width').notNull().default(100),
    depth: integer('depth').notNull().default(150),
    label_string: text('label_string').notNull().default(''),
    first_line_at: integer('first_line_at').notNull().default(0),
    last_line_at: integer('last_line_at').notNull().default(0),
    line_increment: integer('line_increment').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.label, t.label_format] })],
);
