import { call } from '../../api';
import type {
  TMovementInput,
  TMovementList,
  TMovementRow,
  TTransactionList,
  TTransactionRow,
} from '../../contract';

/**
 * The movement service (/api/movement/). Failures are not raised as alerts (document 2
 * section 8: movement failures are swallowed): each screen shows them where they happened.
 */
export async function fetchMovementHistory(search: TMovementList): Promise<TMovementRow[]> {
  const answer = await call<TMovementRow>(
    'movement',
    { entity: 'movement', action: 'list', data: search },
    { quietErrors: true },
  );
  return answer.results;
}

export async function fetchMovement(movement_id: number): Promise<TMovementRow | null> {
  const answer = await call<TMovementRow>(
    'movement',
    { entity: 'movement', action: 'get', data: { movement_id } },
    { quietErrors: true },
  );
  return answer.results[0] ?? null;
}

/** Post one write off / write on / transfer; the request_id makes a retried tap apply once. */
export async function addMovement(movement: TMovementInput): Promise<TMovementRow> {
  const answer = await call<TMovementRow>(
    'movement',
    {
      entity: 'movement',
      action: 'add',
      data: { movement },
      request_id: crypto.randomUUID(),
    },
    { quietErrors: true, blocking: true },
  );
  const [row] = answer.results;
  if (!row) throw new Error('The movement was not saved');
  return row;
}

export async function fetchTransactions(filter: TTransactionList): Promise<TTransactionRow[]> {
  const answer = await call<TTransactionRow>(
    'movement',
    { entity: 'transaction', action: 'list', data: filter },
    { quietErrors: true },
  );
  return answer.results;
}
