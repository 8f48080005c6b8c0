import pg from 'pg';

/**
 * The advisory lock key of start-up work (migrations, row-level security, roles, grants, the
 * first data): a fixed 64-bit number, the same in every process of every version.
 */
export const STARTUP_LOCK_KEY = 7_244_271_655_001n;

/**
 * Run `work` while holding the database's start-up lock: one process at a time, on one
 * dedicated connection opened for it (a pooled one could be handed to other work while the
 * session lock is held). Another process starting at the same moment waits here, then runs
 * `work` itself and finds it done (migrations applied, users present). The lock is released
 * when `work` ends, or with the connection if the process dies meanwhile.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}
