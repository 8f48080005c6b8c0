import { ERROR_CODES, MESSAGES, type TModule, type TPermissionFlag } from '../../../src/contract';
import { forbidden } from '../../errors';

/** The caller's flags at the report's site. */
export type ReportReader = (module: TModule, flag: TPermissionFlag) => boolean;

/** The first module of the report the reader may not view, if any. */
export function unviewableModule(
  can: ReportReader,
  report: { modules: readonly string[] },
): TModule | undefined {
  return report.modules.find((m) => !can(m as TModule, 'view')) as TModule | undefined;
}

/** May the reader list, read, run and export the report: view on every module it reads? */
export const mayRunReport = (can: ReportReader, report: { modules: readonly string[] }) =>
  unviewableModule(can, report) === undefined;

/** Refuse (403, naming the module) a report the reader may not run. */
export function requireReportModules(can: ReportReader, report: { modules: readonly string[] }) {
  const missing = unviewableModule(can, report);
  if (missing)
    throw forbidden(ERROR_CODES.FORBIDDEN_PERMISSION, MESSAGES.noPermission(missing, 'view'));
}
