import { ApiError, callAction, callResults, getSession, getToken, getWorkContext } from '../../api';
import {
  REPORT_CALLS,
  REPORT_EXPORT_PATH,
  REPORT_MESSAGES as M,
  SHELL_MESSAGES,
  TOKEN_TYPE,
  ZMessage,
  type TExportFormat,
  type TReportDefinition,
  type TReportDetail,
  type TReportResult,
  type TReportRow,
  type TReportRunInput,
  type TReportSearchType,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchReports(query: {
  search_type: TReportSearchType;
  search_term: string;
}): Promise<TReportRow[]> {
  try {
    return await callResults(
      REPORT_CALLS.list,
      { search_type: query.search_type, search_term: query.search_term || undefined },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.listing);
  }
}

export async function fetchReport(report: string): Promise<TReportDetail> {
  const [found] = await callResults(REPORT_CALLS.get, { report }, { quietErrors: true });
  if (!found) throw new ApiError(M.notFound(report), { status: 404 });
  return found;
}

export async function runReport(input: TReportRunInput): Promise<TReportResult> {
  const [result] = await callResults(REPORT_CALLS.report, input, { quietErrors: true });
  if (!result) throw new ApiError(M.notFound(input.report), { status: 404 });
  return result;
}

export async function saveReport(definition: TReportDefinition): Promise<void> {
  await callAction(REPORT_CALLS.check, { definition }, { quietErrors: true, blocking: true });
}

export async function deleteReport(report: string): Promise<void> {
  await callAction(REPORT_CALLS.delete, { report }, { quietErrors: true });
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Download a report's export (CSV or XLSX): the server streams the file; it is saved through
 * a temporary link. A refusal answers the server's message.
 */
export async function downloadExport(
  input: TReportRunInput,
  format: TExportFormat,
): Promise<string> {
  const siteId = getWorkContext()?.site_id;
  if (!siteId) throw new ApiError(SHELL_MESSAGES.siteRequired, { status: 0, code: 'NO_SITE' });
  const token = getToken();
  const response = await fetch(REPORT_EXPORT_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `${TOKEN_TYPE} ${token}` } : {}),
    },
    body: JSON.stringify({
      site_id: siteId,
      user_id: getSession()?.user.user_id,
      data: { ...input, format },
    }),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const raw = (body as { errors?: unknown[] } | null)?.errors ?? [];
    const errors = raw.flatMap((e) => {
      const parsed = ZMessage.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
    throw new ApiError(errors[0]?.message ?? M.exportFailed, { status: response.status, errors });
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), `${input.report}.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
