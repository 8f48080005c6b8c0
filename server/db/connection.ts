import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { settleLateCommits } from './call-transaction';
import * as schema from './schema';
import type { Db, DbHandle } from './types';
import { POOL_MAX } from './pool-size';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (created when missing). */
  dataDir: string;
};

/** Open the database: PGlite in `dataDir`, or a node-postgres pool when `databaseUrl` is set. */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // pipeline: a statement is sent without waiting for the answers of those before it, so a
    // call's BEGIN goes with its first statement and its last statements with its COMMIT
    // (call-transaction.ts); statements awaited one by one behave as without it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      pipeline: true,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next checkout.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      // Reads answered before their COMMIT commit first.
      close: async () => {
        await settleLateCommits();
        await pool.end();
      },
    };
  }
  // PGlite does not create its data folder's parents itself.
  mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the order term searches (migration 0007).
  const client = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
