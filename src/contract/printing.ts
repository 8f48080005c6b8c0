import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { rules } from './form-rules';
import { MESSAGES } from './messages';

/**
 * Printing set-up (document 3 sections 2-9, service `printing`): printer sets with their
 * printers and label-to-printer map, the ERP and freight interfaces, and each interface's
 * customer and inventory links. The rules here are the only copy: the screens check them
 * before saving and the server checks every record again.
 */

export const PRINTING_MESSAGES = {
  // Document 1 / document 3 section 8: the client's messages for a failed call.
  printerSetsFailed:
    'Hmmm ... cannot get the printer sets, if the problem persists please call support',
  printerSetFailed: 'PRINTER SET - Something went wrong!...',
  printerSetUpdate: (message: string) =>
    `PRINTER SET UPDATE - This failed for some reason (${message})`,
  interfacesFailed: 'Failed to get the interfaces...',
  customerLinkDelete: 'Failed to delete the customer link',
  inventoryLinkDelete: 'Failed to delete the inventory link',
  customerLinkUpdate: 'Failed to update the customer link',
  interfaceUpdate: 'Failed to update the interface',
  inventoryLinkUpdate: 'Failed to update the inventory link',
  // Rules the server checks.
  printerSetNotFound: (set: string) => `Printer set '${set}' was not found`,
  printerSetInUse: (set: string, count: number) =>
    `Printer set '${set}' is the current printer set of ${count} user context${count === 1 ? '' : 's'} and cannot be deleted`,
  printerSetTwice: (set: string) => `Printer set '${set}' is sent more than once`,
  printerTwice: (printer: string) => `Printer '${printer}' is listed more than once`,
  mapTwice: (label: string, format: string) =>
    `Label '${label}' (${format}) is mapped more than once`,
  mapPrinterUnknown: (label: string, printer: string) =>
    `Label '${label}' is mapped to printer '${printer}', which is not a printer of this set`,
  /** Every printer of a set gets its labels as raw bytes over TCP, and a PDF label is HTML. */
  mapPdfToPrinter: (label: string, printer: string) =>
    `Label '${label}' is a PDF label and printer '${printer}' takes raw bytes over TCP, so it would print the label's HTML: print PDF labels to email instead`,
  printerAddress: 'Enter a host name or an IPv4 or IPv6 address',
  printerPort: 'Enter a port from 1 to 65535',
  printerType: 'Choose a printer type',
  labelFormat: 'Choose a label format',
  interfaceNotFound: (itf: string) => `Interface '${itf}' was not found`,
  interfaceInUse: (itf: string, count: number) =>
    `Interface '${itf}' has ${count} link${count === 1 ? '' : 's'} and cannot be deleted`,
  customerNotFound: (code: string) => `Customer '${code}' does not exist at this site`,
  inventoryNotFound: (code: string) => `Inventory item '${code}' does not exist at this site`,
  customerLinkNotFound: (itf: string, link: string) =>
    `Customer link '${link}' of interface '${itf}' was not found`,
  inventoryLinkNotFound: (itf: string, link: string) =>
    `Inventory link '${link}' of interface '${itf}' was not found`,
  linkFactor: 'The link factor must be greater than 0',
  /** One record of a batch: "Printer set DC1-DESP: ...". */
  printerSetRow: (set: string, detail: string) => `Printer set ${set}: ${detail}`,
} as const;

/** The kinds of printer a set can hold: a networked Zebra (ZPL over a raw port) or a PDF printer. */
export const PRINTER_TYPES = ['ZEBRA', 'PDF'] as const;
export type TPrinterType = (typeof PRINTER_TYPES)[number];
/** The formats a label is rendered in (ZPL for a Zebra, PDF otherwise). */
export const LABEL_FORMATS = ['ZEBRA', 'PDF'] as const;
export type TLabelFormat = (typeof LABEL_FORMATS)[number];
/** The raw printing port of a networked label printer. */
export const DEFAULT_PRINTER_PORT = 9100;
export const DEFAULT_LINK_TYPE = 'INVENTORY';
/** At most this many records per printing check or delete. */
export const PRINTING_BATCH = 200;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const IPV6 = /^[0-9A-Fa-f:.]+$/;

/** A host name, an IPv4 address or an IPv6 address (brackets optional). */
export function isPrinterAddress(value: string): boolean {
  const v = value.trim();
  if (v.length === 0 || v.length > 253) return false;
  if (v.includes(':')) {
    const bare = v.replace(/^\[(.*)\]$/, '$1');
    if (!IPV6.test(bare)) return false;
    try {
      return new URL(`http://[${bare}]/`).hostname.length > 2;
    } catch {
      return false;
    }
  }
  const labels = v.split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return IPV4.test(v);
  return labels.every((l) => HOST_LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

const code = () =>
  rules
    .required()
    .max(20, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const linkCode = () => rules.required().max(40, MESSAGES.max);
const name = () => rules.required().max(80, MESSAGES.max);
const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const term = () => fields.text().trim().max(80).nullish();

// ---- Printer sets -----------------------------------------------------------------------

export const ZPrinter = z.object({
  printer: code(),
  printer_name: name(),
  printer_type: fields.oneOf(PRINTER_TYPES, PRINTING_MESSAGES.printerType).default('ZEBRA'),
  printer_address: fields
    .text(253)
    .trim()
    .refine(isPrinterAddress, fields.answered(PRINTING_MESSAGES.printerAddress)),
  printer_port: fields
    .int(1, 65535)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v === '' || v == null ? DEFAULT_PRINTER_PORT : v))
    .pipe(fields.int(1, 65535)),
});
export type TPrinter = z.output<typeof ZPrinter>;
export const BLANK_PRINTER: TPrinter = {
  printer: '',
  printer_name: '',
  printer_type: 'ZEBRA',
  printer_address: '',
  printer_port: DEFAULT_PRINTER_PORT,
};

export const ZPrinterMap = z.object({
  label: code(),
  label_format: fields.oneOf(LABEL_FORMATS, PRINTING_MESSAGES.labelFormat).default('ZEBRA'),
  printer: code(),
});
export type TPrinterMap = z.output<typeof ZPrinterMap>;
export const BLANK_PRINTER_MAP: TPrinterMap = { label: '', label_format: 'ZEBRA', printer: '' };

/** A printer set as the editor sends it: its printers and map replace the stored ones. */
export const ZPrinterSet = z
  .object({
    printer_set: code(),
    printer_set_name: name(),
    warehouse: text(20),
    printers: z.array(ZPrinter).max(100).default([]),
    map: z.array(ZPrinterMap).max(200).default([]),
  })
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.printers.forEach((p, i) => {
      if (seen.has(p.printer))
        ctx.addIssue({
          code: 'custom',
          path: ['printers', i, 'printer'],
          message: fields.answered(PRINTING_MESSAGES.printerTwice(p.printer)),
        });
      seen.add(p.printer);
    });
    const mapped = new Set<string>();
    set.map.forEach((m, i) => {
      const key = `${m.label}\u0000${m.label_format}`;
      if (mapped.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['map', i, 'label'],
          message: fields.answered(PRINTING_MESSAGES.mapTwice(m.label, m.label_format)),
        });
      mapped.add(key);
      if (!seen.has(m.printer))
        ctx.addIssue({
          code: 'custom',
          path: ['map', i, 'printer'],
          message: fields.answered(PRINTING_MESSAGES.mapPrinterUnknown(m.label, m.printer)),
        });
      else if (m.label_format === 'PDF')
        ctx.addIssue({
          code: 'custom',
          path: ['map', i, 'label_format'],
          message: fields.answered(PRINTING_MESSAGES.mapPdfToPrinter(m.label, m.printer)),
        });
    });
  });
export type TPrinterSet = z.output<typeof ZPrinterSet>;
export const BLANK_PRINTER_SET: TPrinterSet = {
  printer_set: '',
  printer_set_name: '',
  warehouse: '',
  printers: [],
  map: [],
};

export const ZPrinterSetList = z.object({ search_term: term() });
export const ZPrinterSetKey = z.object({
  printer_set: fields.text().trim().min(1).max(20),
  site_id: fields.text(40).nullish(),
});
export const ZPrinterSetCheck = z.object({
  printer_sets: z.array(ZPrinterSet).min(1).max(PRINTING_BATCH),
});
export const ZPrinterSetDelete = z.object({
  printer_sets: z
    .array(z.object({ printer_set: fields.text().trim().min(1).max(20) }))
    .min(1)
    .max(PRINTING_BATCH),
});

/** A printer set as a list answers it (no printers or map). */
export const ZPrinterSetSummary = z.object({
  printer_set: z.string(),
  printer_set_name: z.string(),
  warehouse: z.string(),
});
export type TPrinterSetSummary = z.output<typeof ZPrinterSetSummary>;
export const ZPrinterSetRow = z.object({
  printer_set: z.string(),
  printer_set_name: z.string(),
  warehouse: z.string(),
  printers: z.array(
    z.object({
      printer: z.string(),
      printer_name: z.string(),
      printer_type: z.enum(PRINTER_TYPES),
      printer_address: z.string(),
      printer_port: z.number(),
    }),
  ),
  map: z.array(
    z.object({ label: z.string(), label_format: z.enum(LABEL_FORMATS), printer: z.string() }),
  ),
});
export type TPrinterSetRow = z.output<typeof ZPrinterSetRow>;

// ---- Interfaces -------------------------------------------------------------------------

export const ZInterface = z.object({ interface: code(), interface_name: name() });
export type TInterface = z.output<typeof ZInterface>;
export const BLANK_INTERFACE: TInterface = { interface: '', interface_name: '' };
export const ZInterfaceList = z.object({ search_term: term() });
export const ZInterfaceKey = z.object({ interface: fields.text().trim().min(1).max(20) });
export const ZInterfaceCheck = z.object({ interface: ZInterface });
export const ZInterfaceRow = z.object({ interface: z.string(), interface_name: z.string() });

// ---- Customer links ---------------------------------------------------------------------

export const ZCustomerLink = z.object({
  interface: code(),
  customer_link: linkCode(),
  link_reference: rules.required().max(40, MESSAGES.max),
});
export type TCustomerLink = z.output<typeof ZCustomerLink>;
export const BLANK_CUSTOMER_LINK: TCustomerLink = {
  interface: '',
  customer_link: '',
  link_reference: '',
};
export const ZLinkList = z.object({
  interface: fields.text().trim().min(1).max(20),
  site_id: fields.text(40).nullish(),
  search_term: term(),
});
export const ZCustomerLinkCheck = z.object({ customer_link: ZCustomerLink });
export const ZCustomerLinkKey = z.object({
  interface: fields.text().trim().min(1).max(20),
  customer_link: fields.text().trim().min(1).max(40),
});
export type TCustomerLinkKey = z.output<typeof ZCustomerLinkKey>;
export const ZCustomerLinkDelete = z.object({
  customer_links: z.array(ZCustomerLinkKey).min(1).max(PRINTING_BATCH),
});
export const ZCustomerLinkRow = z.object({
  interface: z.string(),
  customer_link: z.string(),
  link_reference: z.string(),
  customer_name: z.string(),
});
export type TCustomerLinkRow = z.output<typeof ZCustomerLinkRow>;

// ---- Inventory links --------------------------------------------------------------------

export const ZInventoryLink = z.object({
  interface: code(),
  inventory_link: linkCode(),
  inventory_description: text(200),
  link_reference: rules.required().max(40, MESSAGES.max),
  inventory_unit: text(20),
  link_type: text(20).transform((v) => v || DEFAULT_LINK_TYPE),
  link_unit: text(20),
  link_factor: fields
    .quantity(0)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v === '' || v == null ? 1 : v))
    .pipe(fields.quantity(0).gt(0, fields.answered(PRINTING_MESSAGES.linkFactor))),
});
export type TInventoryLink = z.output<typeof ZInventoryLink>;
export const BLANK_INVENTORY_LINK: TInventoryLink = {
  interface: '',
  inventory_link: '',
  inventory_description: '',
  link_reference: '',
  inventory_unit: '',
  link_type: DEFAULT_LINK_TYPE,
  link_unit: '',
  link_factor: 1,
};
export const ZInventoryLinkCheck = z.object({ inventory_link: ZInventoryLink });
export const ZInventoryLinkKey = z.object({
  interface: fields.text().trim().min(1).max(20),
  inventory_link: fields.text().trim().min(1).max(40),
});
export type TInventoryLinkKey = z.output<typeof ZInventoryLinkKey>;
export const ZInventoryLinkDelete = z.object({
  inventory_links: z.array(ZInventoryLinkKey).min(1).max(PRINTING_BATCH),
});
export const ZInventoryLinkRow = z.object({
  interface: z.string(),
  inventory_link: z.string(),
  inventory_description: z.string(),
  link_reference: z.string(),
  inventory_unit: z.string(),
  link_type: z.string(),
  link_unit: z.string(),
  link_factor: z.number(),
});
export type TInventoryLinkRow = z.output<typeof ZInventoryLinkRow>;

const call = <E extends string, A extends string, I extends z.ZodType, O extends z.ZodType>(
  entity: E,
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'printing', entity, action, input, output });

export const PRINTING_CALLS = {
  printerSetList: call('printer_set', 'list', ZPrinterSetList, ZPrinterSetSummary),
  printerSetGet: call('printer_set', 'get', ZPrinterSetKey, ZPrinterSetRow),
  printerSetCheck: call('printer_set', 'check', ZPrinterSetCheck, ZPrinterSetRow),
  printerSetDelete: call('printer_set', 'delete', ZPrinterSetDelete, ZPrinterSetSummary),
  interfaceList: call('interface', 'list', ZInterfaceList, ZInterfaceRow),
  interfaceGet: call('interface', 'get', ZInterfaceKey, ZInterfaceRow),
  interfaceCheck: call('interface', 'check', ZInterfaceCheck, ZInterfaceRow),
  customerLinkList: call('customer_link', 'list', ZLinkList, ZCustomerLinkRow),
  customerLinkCheck: call('customer_link', 'check', ZCustomerLinkCheck, ZCustomerLinkRow),
  customerLinkDelete: call('customer_link', 'delete', ZCustomerLinkDelete, ZCustomerLinkRow),
  inventoryLinkList: call('inventory_link', 'list', ZLinkList, ZInventoryLinkRow),
  inventoryLinkCheck: call('inventory_link', 'check', ZInventoryLinkCheck, ZInventoryLinkRow),
  inventoryLinkDelete: call('inventory_link', 'delete', ZInventoryLinkDelete, ZInventoryLinkRow),
};
