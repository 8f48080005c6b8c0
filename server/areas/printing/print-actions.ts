import {
  PRINT_CALLS as C,
  PRINT_MAX_LABELS_PER_CALL,
  PRINT_MESSAGES as M,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { manyOf } from '../../heavy-when';
import { jobResult, listJobs } from '../../print/jobs';
import {
  askedDestination,
  destinationOf,
  earlierJobs,
  givenLabels,
  jobRows,
  jobToRetry,
  makeLabels,
  printKey,
  recordAndSend,
  type LabelSpec,
  type MadeLabel,
} from '../../print/print-service';

/** A print of more labels (keys x copies) than PRINT_MAX_LABELS_PER_CALL is refused (400). */
function refuseOverCap(keys: number, copies: number): void {
  const asked = keys * copies;
  if (asked > PRINT_MAX_LABELS_PER_CALL)
    throw badRequest(M.tooManyLabels(asked, PRINT_MAX_LABELS_PER_CALL));
}

/** Printing is warehouse floor work: the warehouse module's flags. */
const print = { module: 'wh', flag: 'update' } as const;
const view = { module: 'wh', flag: 'view' } as const;

/** Service `printing`: printing labels, the print history and its retry. */
export const printActions: AnyAction[] = [
  defineAction({
    contract: C.print,
    heavy: manyOf('keys'),
    permission: print,
    description:
      'Print labels (warehouse module, update). Either label (+ label_format, default ZEBRA), ' +
      'label_type (the entity) and keys (its records: location codes, SSCCs, order numbers, ' +
      'run codes...) with copies (1 to 999, a number or numeric string read as a whole number: ' +
      '"2.5" prints 2; keys x copies at most PRINT_MAX_LABELS_PER_CALL (1,000), a larger ' +
      'print is refused (400) naming the cap and the number asked, before anything is made; ' +
      'default 1), rendered with ' +
      'the site’s label; or a print_string (a label already made) with label and optional ' +
      'label_type, reference, wms_reference (the product record it is for; default the ' +
      'reference), copies. Sent to the printer the printer set (data.printer_set, ' +
      'else the user’s current set) maps the label + format to, over raw TCP, then asked ~HS; ' +
      'or mailed (email_address, or print_to_email: the user’s address) as .zpl and .png. ' +
      'When data names no destination, a printer_set or email_address on the envelope ' +
      'itself is used (document 3). Needs a request_id: a call sent again with it prints ' +
      'nothing more and answers the same jobs. results: one job per label (status printed | ' +
      'failed | emailed, failure_reason); a label that did not print is also a warning with ' +
      'the printer’s reason, and stays in the print history to retry.',
    async handler(ctx, data) {
      refuseOverCap(data.print_string ? 1 : (data.keys?.length ?? 0), data.copies);
      const key = printKey(ctx);
      const earlier = await earlierJobs(ctx, key);
      if (earlier.length > 0) return earlier;
      const destination = await destinationOf(ctx, askedDestination(ctx, data));
      const made: { spec: LabelSpec; labels: MadeLabel[] } = data.print_string
        ? {
            spec: {
              entity: data.label_type ?? '',
              label: data.label,
              label_format: data.label_format,
              copies: data.copies,
              width_mm: 100,
              depth_mm: 150,
            },
            labels: givenLabels(data.print_string, data.copies, {
              reference: data.reference ?? '',
              wms_reference: data.wms_reference || (data.reference ?? ''),
              description: data.description ?? '',
            }),
          }
        : await makeLabels(ctx, {
            label: data.label,
            label_format: data.label_format,
            keys: data.keys ?? [],
            copies: data.copies,
            warehouse: data.warehouse,
          });
      const first = made.labels[0];
      if (first) ctx.logRecord(first.reference || data.label, data.label_type ?? 'label');
      const jobs = await jobRows(ctx, key, made.spec, made.labels, destination);
      return recordAndSend(ctx, jobs);
    },
  }),
  defineAction({
    contract: C.jobList,
    permission: view,
    description:
      'The print history of the site (warehouse module, view), newest first: label_type, ' +
      'label, printer_set, reference, wms_reference (the key of the product record printed ' +
      'for: a run for its carton labels, else the record labelled), description, end_time ' +
      '(printed time), status and ' +
      'failure_reason, printed_by; filters entity, reference (the label’s or its record’s), status, ' +
      'from_date..to_date (the days asked for, in the site’s zone); at most limit (200) rows.',
    async handler(ctx, data) {
      return (await listJobs(ctx.db, ctx.siteId, data)).map(jobResult);
    },
  }),
  defineAction({
    contract: C.jobRetry,
    permission: print,
    description:
      'Send one print job again (warehouse module, update): the same label bytes to the ' +
      'printer its set maps the label to now, or to another printer_set, or mailed ' +
      '(email_address / print_to_email). Needs a request_id (sent again, prints nothing ' +
      'more). The printer is asked ~HS first. A job that printed, or is still being sent ' +
      '(queued), is refused. results[0]: the new job, retry_of naming the one retried.',
    async handler(ctx, data) {
      const key = printKey(ctx);
      const earlier = await earlierJobs(ctx, key);
      if (earlier.length > 0) return earlier;
      const { job, spec, label } = await jobToRetry(ctx, data.id);
      ctx.logRecord(job.id, 'print_job', job.reference);
      const asked =
        data.printer_set || data.email_address || data.print_to_email
          ? data
          : job.email_address
            ? { email_address: job.email_address }
            : { printer_set: job.printer_set };
      const destination = await destinationOf(ctx, asked);
      const jobs = await jobRows(ctx, key, spec, [label], destination, job.id);
      return recordAndSend(ctx, jobs);
    },
  }),
];
