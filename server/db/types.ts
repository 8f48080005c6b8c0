import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database or transaction (node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The embedded PostgreSQL the server started itself, or another one (DATABASE_URL). */
export type DbKind = 'embedded' | 'postgres';

export type DbHandle = {
  db: Db;
  kind: DbKind;
  /**
   * The read replica (DATABASE_REPLICA_URL) when there is one: report runs, exports and SQL
   * tool selects read there (server/db/read-replica.ts); everything else uses `db`.
   */
  replica?: Db | undefined;
  /** Apply the committed migrations with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};
