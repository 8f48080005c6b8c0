import type { Db } from '../db/types';

/** Columns and rows (as arrays, so two columns of one name both survive) of one statement. */
export type RawResult = { columns: string[]; rows: unknown[][]; rowCount: number };

type PgClient = {
  query(config: {
    text: string;
    values: unknown[];
    rowMode: 'array';
    queryMode: 'extended';
  }): Promise<{ fields: { name: string }[]; rows: unknown[][]; rowCount: number | null }>;
};
type PgliteClient = {
  exec: unknown;
  query(
    text: string,
    params: unknown[],
    options: { rowMode: 'array' },
  ): Promise<{ fields: { name: string }[]; rows: unknown[][]; affectedRows?: number }>;
};

/** The driver's own client under a Drizzle database or transaction (same connection). */
function clientOf(db: Db): PgClient | PgliteClient {
  const session = (db as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function')
    throw new Error('No database client under this connection');
  return client as PgClient | PgliteClient;
}

const isPglite = (c: PgClient | PgliteClient): c is PgliteClient =>
  typeof (c as { exec?: unknown }).exec === 'function';

/** The server process behind a connection, as a cancel request names it. */
export type Backend = { host: string; port: number; processId: number; secretKey: number };

/** The backend of the connection of `db` (a transaction's), or null (PGlite has none). */
export function backendOf(db: Db): Backend | null {
  const client = clientOf(db) as {
    processID?: unknown;
    secretKey?: unknown;
    connectionParameters?: { host?: unknown; port?: unknown };
  };
  const { processID, secretKey, connectionParameters: params } = client;
  if (typeof processID !== 'number' || typeof secretKey !== 'number' || !params) return null;
  const host = typeof params.host === 'string' ? params.host : 'localhost';
  return { host, port: Number(params.port) || 5432, processId: processID, secretKey };
}

/**
 * Run ONE statement with the extended query protocol (parse, bind, execute) on the connection
 * of `db`: the server itself refuses a text holding several commands ("cannot insert multiple
 * commands into a prepared statement"), so `COMMIT; ...` cannot end the surrounding transaction.
 * Must be called inside a transaction of `db` (the pool's client is the transaction's).
 */
export async function runSingleStatement(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
): Promise<RawResult> {
  const client = clientOf(db);
  if (isPglite(client)) {
    const r = await client.query(text, [...params], { rowMode: 'array' });
    return {
      columns: r.fields.map((f) => f.name),
      rows: r.rows,
      rowCount: r.affectedRows ?? r.rows.length,
    };
  }
  const r = await client.query({
    text,
    values: [...params],
    rowMode: 'array',
    queryMode: 'extended',
  });
  return {
    columns: (r.fields ?? []).map((f) => f.name),
    rows: r.rows ?? [],
    rowCount: r.rowCount ?? 0,
  };
}
