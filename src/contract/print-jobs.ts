import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { ZStoredDocument } from './help';
import { DEFAULT_LABEL_COPIES, LABEL_ENTITIES } from './labels';
import { formatInZone } from './movements';
import { LABEL_FORMATS } from './printing';

/**
 * The print path (document 1 "Printing popup" / "Print state", document 3 section 9 "Print
 * history"): `printing printing print` renders labels and sends them to the printer a printer
 * set maps each label to, or mails them; every label sent is a print job, listed as the print
 * history and sent again with `printing print_job retry`.
 */

export const PRINT_MESSAGES = {
  /** Document 3: the client's message when a print call fails. */
  printFailed:
    "Hmmm ... Something didn't work with that print, if the problem persists please call support",
  historyFailed:
    'Hmmm ... cannot get the print history, if the problem persists please call support',
  /** A label that did not print, with the printer's reason. */
  labelFailed: (counter: string, printer: string, reason: string) =>
    `Label ${counter} did not print on ${printer}: ${reason}`,
  /** Labels the printer took and then reported a problem: it prints them once fixed. */
  labelHeld: (counter: string, printer: string, reason: string) =>
    `Label ${counter} reached ${printer}, which then reported ${reason}: the printer holds it and prints it once that is fixed (do not print it again)`,
  /** Document 3's Retry is for a label that did not print. */
  retryPrinted:
    'This label has printed: it is not sent again (print the record again to reprint it)',
  retryQueued: 'This label is still being sent: wait for its outcome',
  /** A job a server stopped sending (a crash): it may or may not have printed. */
  interrupted: 'The server stopped while sending this label: check the printer before you retry',
  printed: (count: number, where: string) =>
    `${count} label${count === 1 ? '' : 's'} sent to ${where}`,
  noDestination: 'Choose a printer set, or print to your email',
  noRequestId: 'A print needs a request_id (its idempotency key)',
  printerSetNotFound: (set: string) => `Printer set '${set}' was not found`,
  noMap: (label: string, format: string, set: string) =>
    `Printer set '${set}' maps no printer to label '${label}' (${format})`,
  labelNotFound: (label: string) => `Label '${label}' was not found`,
  labelRender: (message: string) => `The label could not be made: ${message}`,
  noRecords: 'There is nothing to print for what was chosen',
  keysOrString: 'Send the records to print (label_type and keys) or a print_string',
  jobNotFound: 'That print job was not found',
  noMailer: 'Print to email is not set up on this server',
  noEmail: 'Your user has no email address to print to',
  copies: 'Enter a number of copies from 1 to 999',
  tooManyLabels: (asked: number, cap: number) =>
    `A print may make at most ${cap} labels (keys x copies): this one asks for ${asked}`,
  /** The document store's PRINT documents are the print log: written only by printing. */
  historyReadOnly:
    'The print history is written by printing: a print record cannot be added, changed or deleted',
  queued: (count: number, label: string) =>
    `${count} ${label} label${count === 1 ? '' : 's'} queued for the printer`,
} as const;

/** Document 3: the printed time on screen. */
export const PRINT_TIME_FORMAT = 'DD-MM-YY @ h:mm:ss A';

/** A printed time as document 3 shows it, in the site's zone (an IANA zone). */
export function formatPrintTime(iso: string | Date, zone: string): string {
  const at = typeof iso === 'string' ? iso : iso.toISOString();
  try {
    return formatInZone(at, zone || 'UTC', PRINT_TIME_FORMAT);
  } catch {
    return formatInZone(at, 'UTC', PRINT_TIME_FORMAT);
  }
}

/**
 * queued: being sent; printed / emailed: done (never sent again by a retry); failed: the
 * printer got no bytes (retry); held: the printer took the labels and then reported a problem,
 * so it prints them once that is fixed (a retry asks the printer first).
 */
export const PRINT_JOB_STATUSES = ['queued', 'printed', 'failed', 'emailed', 'held'] as const;
export type TPrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
/** At most this many records or labels in one print call. */
export const PRINT_MAX_LABELS = 2000;
export const PRINT_MAX_COPIES = 999;
/** At most this many labels (keys x copies) in one print call: a larger print is refused. */
export const PRINT_MAX_LABELS_PER_CALL = 1000;
/** The label printed for a pack when the floor saves it (its SSCC carton label). */
export const DEFAULT_PACK_LABEL = 'SSCC_LABEL';
/** The label a screen prints for records of an entity when it names none. */
export const DEFAULT_LABELS: Partial<Record<(typeof LABEL_ENTITIES)[number], string>> = {
  location: 'LOCATION',
  run: 'CARTON_LABEL',
  sales_order: 'SALES_ORDER',
  container: DEFAULT_PACK_LABEL,
};

const code = (max = 40) => fields.text(max).trim().min(1);

/**
 * The number of labels, read as a whole number (document 3 "read as an integer"): a number or
 * a numeric string, its fraction dropped ("2.5" prints 2), then from 1 to PRINT_MAX_COPIES.
 */
export const ZCopies = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v === '') return DEFAULT_LABEL_COPIES;
    const n = Math.trunc(typeof v === 'number' ? v : Number(v));
    if (!Number.isFinite(n) || n < 1 || n > PRINT_MAX_COPIES) {
      ctx.addIssue({ code: 'custom', message: fields.answered(PRINT_MESSAGES.copies) });
      return z.NEVER;
    }
    return n;
  });

/** Where a print goes: a printer set (else the user's current one) or an email address. */
const destination = {
  printer_set: fields.text(20).trim().nullish(),
  /** Document 1 "Print to your email": mail to the signed-in user's address. */
  print_to_email: z.boolean().nullish(),
  email_address: z.email().max(200).nullish(),
};

/**
 * Document 3 "Printing": the envelope of a print call may carry its printer_set or
 * email_address instead of its data (where the data names a destination, the data's is used).
 */
export const ZPrintEnvelopeDestination = z.object({
  printer_set: destination.printer_set,
  email_address: destination.email_address,
});

export const ZPrint = z
  .object({
    label: code(),
    label_format: z.enum(LABEL_FORMATS).default('ZEBRA'),
    /** The entity whose records are printed (document 3 "Label Type"). */
    label_type: z.enum(LABEL_ENTITIES).nullish(),
    keys: z.array(code(120)).max(PRINT_MAX_LABELS).nullish(),
    warehouse: fields.text(20).trim().nullish(),
    copies: ZCopies,
    /** A label already made (e.g. by `template create`): printed as it is. */
    print_string: fields.text(200_000).min(1).nullish(),
    reference: fields.text(120).trim().nullish(),
    /**
     * With a print_string: the key of the product's record the label is for (its print
     * history's entity_key); the reference when not given.
     */
    wms_reference: fields.text(120).trim().nullish(),
    description: fields.text(200).trim().nullish(),
    ...destination,
  })
  .refine((d) => (d.print_string ? true : Boolean(d.label_type && d.keys?.length)), {
    message: fields.answered(PRINT_MESSAGES.keysOrString),
  });
export type TPrintInput = z.input<typeof ZPrint>;

export const ZPrintJob = z.object({
  id: z.string(),
  label_type: z.string(),
  label: z.string(),
  label_format: z.string(),
  printer_set: z.string().nullable(),
  printer: z.string().nullable(),
  email_address: z.string().nullable(),
  /** What the label itself is of: the pack of a run's carton label, the location... */
  reference: z.string(),
  /**
   * Document 3 "Print log item" {product}_reference: the key of the product's record the
   * label was printed for (the location code, pack container number, sales or purchase
   * order number, run code, inventory or customer code). For a run's carton labels it is the
   * run while reference is each carton. The record's print history is listed by it.
   */
  wms_reference: z.string(),
  description: z.string(),
  counter: z.string(),
  copies: z.number(),
  status: z.enum(PRINT_JOB_STATUSES),
  failure_reason: z.string().nullable(),
  attempts: z.number(),
  printed_by: z.string(),
  created_at: z.string(),
  /** When it printed or was mailed (document 3 "Printed Time"); null until then. */
  end_time: z.string().nullable(),
  retry_of: z.string().nullable(),
});
export type TPrintJob = z.output<typeof ZPrintJob>;

/**
 * Document 3 section 7: "Print history listed via index on lookup_key_1 equal to
 * PRINT-{entity}-{entity_key}". The document store (service `document`, entity `dynamodb`)
 * answers document_type PRINT from the print jobs: a job's lookup_key_1 names the label's
 * entity and its wms_reference (the record it was printed for).
 */
export const PRINT_DOCUMENT_TYPE = 'PRINT';
export const PRINT_KEY_PREFIX = 'PRINT-';
/** The lookup_key_1 of a record's print history, e.g. PRINT-sales_order-SO-10042. */
export const printLookupKey = (entity: string, entityKey: string) =>
  `${PRINT_KEY_PREFIX}${entity}-${entityKey}`;
/** The site_document the store answers a site's print jobs under. */
export const printSiteDocument = (siteId: string) => `${siteId}-${PRINT_DOCUMENT_TYPE}`;
/** The document store list call of a record's print history (newest first). */
export const printHistoryListInput = (entity: string, entityKey: string) => ({
  index: 'lookup_key_1',
  expression: 'document_type = :t AND lookup_key_1 = :k',
  values: { ':t': PRINT_DOCUMENT_TYPE, ':k': printLookupKey(entity, entityKey) },
});
/** A print job as the document store answers it. */
export const ZPrintDocument = ZStoredDocument.extend(ZPrintJob.shape);
export type TPrintDocument = z.output<typeof ZPrintDocument>;

export const ZPrintJobList = z.object({
  entity: z.enum(LABEL_ENTITIES).or(z.literal('')).nullish(),
  /** The label's reference or its record's (wms_reference). */
  reference: fields.text(120).trim().nullish(),
  status: z.enum(PRINT_JOB_STATUSES).or(z.literal('')).nullish(),
  /** Days the labels were asked for (YYYY-MM-DD, in the site's zone), either end optional. */
  from_date: fields.optionalDate(),
  to_date: fields.optionalDate(),
  limit: fields.int(1, 500).default(200),
});
export const ZPrintJobRetry = z.object({ id: z.uuid(), ...destination });

const call = <E extends string, A extends string, I extends z.ZodType, O extends z.ZodType>(
  entity: E,
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'printing', entity, action, input, output });

export const PRINT_CALLS = {
  print: call('printing', 'print', ZPrint, ZPrintJob),
  jobList: call('print_job', 'list', ZPrintJobList, ZPrintJob),
  jobRetry: call('print_job', 'retry', ZPrintJobRetry, ZPrintJob),
};
