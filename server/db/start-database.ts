import { openDatabase } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { DbHandle } from './types';

export type StartedDatabase = { handle: DbHandle; where: string };

/**
 * The product's database: the PostgreSQL at `databaseUrl` when set, else the embedded
 * PostgreSQL with its data in `dataDir`, started here and stopped when the handle closes.
 */
export async function startDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<StartedDatabase> {
  if (options.databaseUrl) {
    return {
      handle: await openDatabase({ databaseUrl: options.databaseUrl, kind: 'postgres' }),
      where: 'PostgreSQL (DATABASE_URL)',
    };
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, database: 'wms' });
  try {
    const handle = await openDatabase({
      databaseUrl: server.url,
      kind: 'embedded',
      afterClose: server.stop,
    });
    return {
      handle,
      where: `embedded PostgreSQL 17 in ${options.dataDir}/postgres (127.0.0.1:${server.port})`,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
