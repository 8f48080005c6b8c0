import { callAction, callResults } from '../../api';
import {
  RUN_CALLS,
  RUN_MESSAGES as M,
  RUN_SET_CALLS,
  type TRunRow,
  type TRunSet,
  type TRunSetRow,
} from '../../contract';
import { refusedOr } from '../../ui';
import type { TRunForm } from './run-form-model';

async function failing<T>(call: () => Promise<T>, message: (detail: string) => string) {
  try {
    return await call();
  } catch (e) {
    throw refusedOr(e, message);
  }
}

/** The runs of a warehouse; a term (2+ characters, else none) searches on the server. */
export function fetchRuns(warehouse: string, searchTerm: string): Promise<TRunRow[]> {
  return failing(
    () =>
      callResults(
        RUN_CALLS.list,
        searchTerm ? { warehouse, search_term: searchTerm } : { warehouse },
        { quietErrors: true },
      ),
    M.runGet,
  );
}

/** Save one run: a new one with the template it started from. */
export async function saveRun(item: TRunForm): Promise<void> {
  const { template, run_id, ...run } = item;
  await failing(
    () =>
      callAction(
        RUN_CALLS.check,
        { runs: [{ ...run, ...(run_id ? { run_id } : { template }) }] },
        { quietErrors: true, blocking: true },
      ),
    M.runSave,
  );
}

/** Turn a run on or off, nothing else changed. */
export async function setRunActive(row: TRunRow, active: boolean): Promise<void> {
  await failing(
    () =>
      callAction(
        RUN_CALLS.check,
        {
          runs: [
            {
              run_id: row.run_id,
              run: row.run,
              run_name: row.run_name,
              warehouse: row.warehouse,
              active,
            },
          ],
        },
        { quietErrors: true },
      ),
    M.runSave,
  );
}

export async function deleteRun(row: TRunRow): Promise<void> {
  await failing(
    () => callAction(RUN_CALLS.delete, { runs: [{ run_id: row.run_id }] }, { quietErrors: true }),
    M.runDelete,
  );
}

/** The run sets of a warehouse; ALL or none: every warehouse's. */
export function fetchRunSets(warehouse: string, searchTerm: string): Promise<TRunSetRow[]> {
  return failing(
    () =>
      callResults(
        RUN_SET_CALLS.list,
        { warehouse, ...(searchTerm ? { search_term: searchTerm } : {}) },
        { quietErrors: true },
      ),
    M.runSetGet,
  );
}

export async function saveRunSet(item: TRunSet): Promise<void> {
  await failing(
    () =>
      callAction(RUN_SET_CALLS.check, { run_sets: [item] }, { quietErrors: true, blocking: true }),
    M.runSetSave,
  );
}

export async function deleteRunSet(row: TRunSetRow): Promise<void> {
  await failing(
    () =>
      callAction(
        RUN_SET_CALLS.delete,
        { run_sets: [{ runset_id: row.runset_id }] },
        { quietErrors: true },
      ),
    M.runSetDelete,
  );
}
