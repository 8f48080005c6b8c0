import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { DbHandle } from './types';

export type StartedDatabase = {
  handle: DbHandle;
  where: string;
  /** `postgres://…` of the database, for connections of their own (locks, LISTEN). */
  url: string;
};

/**
 * The product's database: the PostgreSQL at `databaseUrl` when set, else the embedded
 * PostgreSQL with its data in `dataDir`, started here and stopped when the handle closes.
 */
export async function startDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A read replica of the database (DATABASE_REPLICA_URL): see DbHandle.replica. */
  databaseReplicaUrl?: string | undefined;
}): Promise<StartedDatabase> {
  const replicaUrl = options.databaseReplicaUrl;
  if (options.databaseUrl) {
    return {
      handle: await openDatabase({
        databaseUrl: options.databaseUrl,
        kind: 'postgres',
        replicaUrl,
      }),
      where: 'PostgreSQL (DATABASE_URL)',
      url: options.databaseUrl,
    };
  }
  // Before PostgreSQL 17 the embedded database was PGlite, kept in DATA_DIR itself.
  if (existsSync(join(options.dataDir, 'PG_VERSION')))
    console.warn(
      `${options.dataDir} holds an earlier embedded database (PGlite), which is no longer used: the embedded database is now PostgreSQL 17 in ${join(options.dataDir, 'postgres')}. Nothing of it is read or changed; remove it once you no longer need it.`,
    );
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, database: 'wms' });
  try {
    const handle = await openDatabase({
      databaseUrl: server.url,
      kind: 'embedded',
      replicaUrl,
      afterClose: server.stop,
    });
    return {
      handle,
      where: `embedded PostgreSQL 17 in ${options.dataDir}/postgres (127.0.0.1:${server.port})`,
      url: server.url,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
