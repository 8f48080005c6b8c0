import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import {
  REPORT_MESSAGES as M,
  REPORT_TASK_PAYLOAD,
  SCHEDULE_MESSAGES,
  defaultParameterValue,
  exportFileName,
  isMailDay,
  todayIn,
} from '../../../src/contract';
import { readsFrom } from '../../db/read-replica';
import { inSite } from '../../db/rls';
import { sites } from '../../db/schema';
import type { Db } from '../../db/types';
import { csvWriter, xlsxWriter } from './export-writers';
import { getReport } from './queries';
import { prepareRun, streamReport, type PreparedRun } from './run';

export const REPORT_MAIL_FROM = 'WMS Reports <reports@wms.local>';

/** A writable that keeps what it is given (an attachment is sent whole). */
function collector(): { out: Writable; content: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      done();
    },
  });
  return { out, content: () => Buffer.concat(chunks) };
}

/**
 * The task master's report_export lambda: run the report at the task's site (under its
 * row-level security, SQL through the read-only runner) with the payload's parameters,
 * relative dates resolved on the site's today, and mail the export as an attachment over
 * SMTP (SMTP_URL, MAIL_FROM). With a read replica the report is prepared on the primary and
 * its rows read from the replica (the mail says how far behind it was, when it lags). Answers
 * the run's one-line summary.
 */
export async function runScheduledReport(options: {
  db: Db;
  /** The read replica (DATABASE_REPLICA_URL), when the server has one. */
  replica?: Db | undefined;
  siteId: string;
  payload: Record<string, unknown>;
  now: Date;
  smtpUrl: string | undefined;
  from?: string | undefined;
}): Promise<string> {
  const payload = REPORT_TASK_PAYLOAD.parse(options.payload);
  if (!options.smtpUrl) throw new Error(M.noMailer);
  const [site] = await options.db
    .select({ local_zone: sites.local_zone })
    .from(sites)
    .where(eq(sites.site_id, options.siteId));
  const zone = site?.local_zone ?? 'Australia/Sydney';
  if (payload.day_of_month !== undefined) {
    const day = todayIn(zone, options.now);
    if (!isMailDay(day, payload.day_of_month))
      return SCHEDULE_MESSAGES.notToday(payload.report, payload.day_of_month);
  }
  const file = collector();
  const prepare = async (tx: Db) => {
    // A parameter the payload does not give takes the report's default, as on the run screen
    // (a built report's filters are its parameters' defaults: re-saving it changes its mail).
    const { parameters } = await getReport(tx, options.siteId, payload.report);
    const defaults = Object.fromEntries(
      parameters.flatMap((p) => {
        const value = defaultParameterValue(p);
        return value === undefined ? [] : [[p.database_field, value]];
      }),
    );
    return prepareRun(
      tx,
      // The task master runs a site's tasks as the site: its tasks are set up with task rights.
      { siteId: options.siteId, zone, can: () => true },
      { report: payload.report, parameters: { ...defaults, ...payload.parameters } },
      options.now,
    );
  };
  const write = async (run: PreparedRun) => {
    const writer =
      payload.format === 'xlsx' ? xlsxWriter(file.out, run.definition.label) : csvWriter(file.out);
    const count = await streamReport(run, writer);
    await writer.finish();
    return { label: run.definition.label, rows: count };
  };
  const reads = await readsFrom(options.db, options.replica);
  const { label, rows } = options.replica
    ? await inSite(options.db, options.siteId, prepare).then((run) =>
        write({ ...run, db: reads.db }),
      )
    : await inSite(options.db, options.siteId, async (tx) => write(await prepare(tx)));
  const day = todayIn(zone, options.now);
  const filename = exportFileName(payload.report, payload.format, day);
  const transport = nodemailer.createTransport(options.smtpUrl);
  try {
    await transport.sendMail({
      from: options.from || REPORT_MAIL_FROM,
      to: payload.email_address,
      subject: payload.subject || M.mailSubject(label, options.siteId, day),
      text: [M.mailText(label, rows, filename), reads.notice].filter(Boolean).join('\n\n'),
      attachments: [{ filename, content: file.content() }],
    });
  } finally {
    transport.close();
  }
  return M.mailed(payload.report, rows, payload.email_address);
}
