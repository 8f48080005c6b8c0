import { callResults } from '../../api';
import {
  LOG_CALLS,
  LOG_MESSAGES as M,
  type TLogDetail,
  type TLogSearch,
  type TLogSummary,
} from '../../contract';
import { refusedOr } from '../../ui';

export async function fetchLog(search: TLogSearch): Promise<TLogSummary[]> {
  try {
    return await callResults(LOG_CALLS.list, search, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => `${M.listProblem} - ${detail}`);
  }
}

/** How many records the search finds over all its pages (log count). */
export async function fetchLogCount(search: TLogSearch): Promise<number> {
  try {
    const [count] = await callResults(LOG_CALLS.count, search, { quietErrors: true });
    return count?.total ?? 0;
  } catch (e) {
    throw refusedOr(e, (detail) => `${M.listProblem} - ${detail}`);
  }
}

export async function fetchLogRecord(key: {
  log_id?: number;
  session_id?: string;
}): Promise<TLogDetail | null> {
  try {
    const [row] = await callResults(LOG_CALLS.get, key, { quietErrors: true });
    return row ?? null;
  } catch (e) {
    throw refusedOr(e, M.detailProblem);
  }
}
