import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A real server process (server/main.ts or the cluster) on a port of its own. */
export type ServerProcess = {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** SIGTERM, then the exit. */
  stop(): Promise<{ code: number | null; signal: string | null }>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Start `entry` with node and tsx on DATABASE_URL `databaseUrl`; resolves once `runningTimes`
 * banners ("WMS is running") were printed, rejects if it exits first.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  entry = 'server/main.ts',
  runningTimes = 1,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOCATION_IMPORT_POLL_MS: '0',
      SYNC_PRUNE_INTERVAL_MS: '0',
      TASK_SCHEDULER: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('WMS is running').length - 1 >= runningTimes) resolve();
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
