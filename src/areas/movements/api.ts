import { callAction, callResults } from '../../api';
import {
  MOVEMENT_CALLS,
  TRANSACTION_CALLS,
  type TMovementInput,
  type TMovementList,
  type TMovementRow,
  type TTransactionList,
  type TTransactionRow,
} from '../../contract';

/**
 * The movement service (/api/movement/). Failures are not raised as alerts (document 2
 * section 8: movement failures are swallowed): each screen shows them where they happened.
 */
export async function fetchMovementHistory(search: TMovementList): Promise<TMovementRow[]> {
  return callResults(MOVEMENT_CALLS.list, search, { quietErrors: true });
}

export async function fetchMovement(movement_id: number): Promise<TMovementRow | null> {
  const [row] = await callResults(MOVEMENT_CALLS.get, { movement_id }, { quietErrors: true });
  return row ?? null;
}

/** Post one write off / write on / transfer; the request_id makes a retried tap apply once. */
export async function addMovement(movement: TMovementInput): Promise<TMovementRow> {
  const answer = await callAction(
    MOVEMENT_CALLS.add,
    { movement },
    { request_id: crypto.randomUUID(), quietErrors: true, blocking: true },
  );
  const [row] = answer.results;
  if (!row) throw new Error('The movement was not saved');
  return row;
}

export async function fetchTransactions(filter: TTransactionList): Promise<TTransactionRow[]> {
  return callResults(TRANSACTION_CALLS.list, filter, { quietErrors: true });
}
