import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { settleLateCommits } from './call-transaction';
import type { Db, DbHandle, DbKind } from './types';
import { POOL_MAX } from './pool-size';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = {
  /** `postgres://…` of the database. */
  databaseUrl: string;
  /** The embedded server of this process, or another PostgreSQL (DATABASE_URL). */
  kind?: DbKind;
  /**
   * `postgres://…` of a read replica of the database (a hot standby, or a logical replica
   * with the same roles and row-level security): a second pool is opened on it only then.
   */
  replicaUrl?: string | undefined;
  /** Run after the pool has ended (the embedded server's stop). */
  afterClose?: () => Promise<void>;
};

function openPool(url: string, what: string): pg.Pool {
  // pipeline: a statement is sent without waiting for the answers of those before it, so a
  // call's BEGIN goes with its first statement and its last statements with its COMMIT
  // (call-transaction.ts); statements awaited one by one behave as without it.
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, pipeline: true });
  // An idle client dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => console.error(`${what} idle client error:`, error.message));
  return pool;
}

/** Open a node-postgres pool on the database (and one on its replica) and their Drizzle handles. */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  const pool = openPool(options.databaseUrl, 'PostgreSQL');
  const replicaPool = options.replicaUrl
    ? openPool(options.replicaUrl, 'PostgreSQL replica')
    : undefined;
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: options.kind ?? 'postgres',
    replica: replicaPool ? (drizzle({ client: replicaPool, schema }) as unknown as Db) : undefined,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // Reads answered before their COMMIT commit first.
    close: async () => {
      await settleLateCommits();
      await Promise.all([pool.end(), replicaPool?.end()]);
      await options.afterClose?.();
    },
  };
}
