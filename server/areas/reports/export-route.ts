import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  can,
  ERROR_CODES,
  MESSAGES,
  REPLICA_LAG_HEADER,
  REPORT_EXPORT_PATH,
  ZReportExportRequest,
  exportFileName,
  todayIn,
} from '../../../src/contract';
import { readsFrom } from '../../db/read-replica';
import { inSite } from '../../db/rls';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { heavyWork } from '../../heavy-queue';
import { identifyCaller } from '../auth/caller';
import { bearerTokenHash } from '../auth/sessions';
import { csvWriter, xlsxWriter, type ExportWriter } from './export-writers';
import { prepareRun, streamReport, type PreparedRun } from './run';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * `POST /api/reporting/export`: a report's rows as a CSV or XLSX download. The body is the
 * envelope of entity report action report (site_id, user_id, data with the report, its
 * parameters and the format); it is checked as the envelope is (token, user_id, membership of
 * the site), runs in one transaction under the site's row-level security, and streams: the
 * answer starts once the report's first rows are in, so a refusal (a parameter, the SQL, its
 * time-out) is still answered as JSON. With a read replica the report is prepared in a short
 * transaction of the primary and its rows stream from the replica (REPLICA_LAG_HEADER says how
 * far behind it is, when it lags).
 */
export function registerReportExportRoute(
  app: FastifyInstance,
  db: Db,
  replica?: Db | undefined,
): void {
  app.post(REPORT_EXPORT_PATH, async (request, reply) => {
    const parsed = ZReportExportRequest.safeParse(request.body);
    // The sign-in check of the envelope, in a short transaction of its own (the caller query
    // scopes the transaction it runs in; the export runs in another, below).
    const tokenHash = bearerTokenHash(request.headers.authorization);
    const caller = await db.transaction((tx) =>
      identifyCaller(tx, tokenHash, parsed.success ? parsed.data.site_id : ''),
    );
    if (!parsed.success)
      throw new AppError(
        ERROR_CODES.VALIDATION,
        MESSAGES.invalidData,
        400,
        z.prettifyError(parsed.error),
      );
    const { user_id, data } = parsed.data;
    if (
      user_id !== undefined &&
      user_id.toLowerCase() !== caller.principal.user.user_id.toLowerCase()
    )
      throw new AppError(ERROR_CODES.FORBIDDEN_USER, MESSAGES.userMismatch, 403);
    const site = caller.siteAccess();

    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    let resolveStarted!: () => void;
    let rejectStarted!: (error: unknown) => void;
    const started = new Promise<void>((resolve, reject) => {
      resolveStarted = resolve;
      rejectStarted = reject;
    });
    let begun = false;
    const begin = () => {
      begun = true;
      resolveStarted();
    };
    const reads = await readsFrom(db, replica);
    // Heavy work: it waits for a slot of its site (held until the last row is written).
    const slot = await heavyWork.acquire(site.site_id.toUpperCase(), {
      user: caller.principal.user.user_id,
    });
    const prepare = (tx: Db) =>
      prepareRun(
        tx,
        {
          siteId: site.site_id,
          zone: site.local_zone,
          can: (module, flag) => can(site.permissions, module, flag),
        },
        data,
      );
    const write = async (run: PreparedRun) => {
      const inner: ExportWriter =
        data.format === 'xlsx' ? xlsxWriter(out, run.definition.label) : csvWriter(out);
      await streamReport(run, {
        async columns(columns) {
          await inner.columns(columns);
          begin();
        },
        row: (cells) => inner.row(cells),
      });
      begin();
      await inner.finish();
    };
    const job = replica
      ? inSite(db, site.site_id, prepare).then((run) => write({ ...run, db: reads.db }))
      : inSite(db, site.site_id, async (tx) => write(await prepare(tx)));
    job.then(slot.release, slot.release);
    job.catch((error: unknown) => {
      if (begun) out.destroy(error instanceof Error ? error : new Error(String(error)));
      else rejectStarted(error);
    });
    await started;
    const file = exportFileName(data.report, data.format, todayIn(site.local_zone));
    if (reads.behindSeconds !== null)
      void reply.header(REPLICA_LAG_HEADER, String(reads.behindSeconds));
    return reply
      .header('content-type', CONTENT_TYPES[data.format])
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(out);
  });
}
