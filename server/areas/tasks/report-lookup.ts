import { and, eq, inArray } from 'drizzle-orm';
import { GLOBAL_SITE, REPORT_MESSAGES, type TModule } from '../../../src/contract';
import { reports } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/** What a schedule needs of its report: its label and the modules it reads. */
export type ScheduledReport = {
  report: string;
  label: string;
  modules: TModule[];
};

/** The site's own report of that code, else GLOBAL's (as the report list offers them); 404. */
export async function scheduledReport(
  db: Db,
  siteId: string,
  report: string,
): Promise<ScheduledReport> {
  const found = await db
    .select({
      site_id: reports.site_id,
      report: reports.report,
      label: reports.label,
      modules: reports.modules,
    })
    .from(reports)
    .where(and(inArray(reports.site_id, [siteId, GLOBAL_SITE]), eq(reports.report, report)));
  const pick = found.find((r) => r.site_id === siteId) ?? found[0];
  if (!pick) throw notFound(REPORT_MESSAGES.notFound(report));
  return pick;
}
