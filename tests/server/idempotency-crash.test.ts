import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TEnvelopeAnswer } from '../../src/contract';
import { openDatabase } from '../../server/db/connection';
import { rows } from '../../server/db/sql';
import type { DbHandle } from '../../server/db/types';
import { copyTemplate } from './db-template';

/*
 * The kill -9 proof: the real server (server/main.ts) as a child process on its own port
 * and its own copy of the seeded database. A write whose request_id starts with the fault
 * prefix kills the server (SIGKILL) right after its transaction committed, before the
 * answer: the client sees the connection die. The server is started again on the same
 * data, the client replays the same envelope and gets the stored answer — and the stock
 * moved exactly once.
 */
const template = inject('dbTemplate');
const SITE = 'SXD';
const WH = 'DC1';
const PREFIX = 'crash-';

let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;
let base = '';
let token = '';
let item = '';
let location = '';
let onHandBefore = 0;

async function freePort(): Promise<number> {
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

/** The owner's view of the test database. */
async function withDb<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

type Started = {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: string | null }>;
};

/** Start server/main.ts; resolves once it listens. */
async function startChild(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOCATION_IMPORT_POLL_MS: '0',
    SYNC_PRUNE_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.WMS_FAULT_KILL_AFTER_COMMIT;
  if (env.WMS_FAULT_KILL_AFTER_COMMIT)
    childEnv.WMS_FAULT_KILL_AFTER_COMMIT = env.WMS_FAULT_KILL_AFTER_COMMIT;
  childEnv.DATABASE_URL = databaseUrl;
  const c = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    c.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('WMS is running')) resolve();
    };
    c.stdout!.on('data', onData);
    c.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  child = c;
  base = `http://127.0.0.1:${port}`;
  return { child: c, exited };
}

async function stopChild(started: Started): Promise<void> {
  if (started.child.exitCode === null && started.child.signalCode === null) {
    started.child.kill('SIGTERM');
  }
  await started.exited;
  child = undefined;
}

async function login(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'floor', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const writeOn = (requestId: string, quantity: number, action = 'add') => ({
  site_id: SITE,
  entity: 'movement',
  action,
  request_id: requestId,
  data: {
    movement: {
      action: 'WRITE_ON',
      warehouse: WH,
      inventory: item,
      location,
      to_location: '',
      quantity,
      reference: 'crash test',
    },
  },
});

async function send(envelope: unknown) {
  const response = await fetch(`${base}/api/movement/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(envelope),
  });
  return {
    status: response.status,
    replay: response.headers.get('idempotent-replay'),
    body: (await response.json()) as TEnvelopeAnswer<{ movement_id: number }>,
  };
}

type Facts = { movements: number; onHand: number };

async function facts(requestId: string): Promise<Facts> {
  return withDb(async ({ db }) => {
    const [m] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM wms.movements
          WHERE site_id = ${SITE} AND request_id = ${requestId}`,
    );
    const [o] = await rows<{ q: number }>(
      db,
      sql`SELECT coalesce(sum(quantity), 0)::float8 AS q FROM wms.on_hands
          WHERE site_id = ${SITE} AND warehouse = ${WH} AND inventory_code = ${item}
            AND location = ${location}`,
    );
    return { movements: m!.n, onHand: o!.q };
  });
}

beforeAll(async () => {
  const copy = await copyTemplate(template, 'wms_crash');
  databaseUrl = copy.url;
  dropDatabase = copy.drop;
  await withDb(async ({ db }) => {
    const [found] = await rows<{ inventory_code: string }>(
      db,
      sql`SELECT inventory_code FROM wms.inventory
          WHERE site_id = ${SITE} AND upper(tracking_type) IN ('', 'NONE')
          ORDER BY inventory_code LIMIT 1`,
    );
    const [loc] = await rows<{ location: string }>(
      db,
      sql`SELECT location FROM wms.locations
          WHERE site_id = ${SITE} AND warehouse = ${WH} AND active AND NOT quarantine
          ORDER BY location LIMIT 1`,
    );
    item = found!.inventory_code;
    location = loc!.location;
  });
  onHandBefore = (await facts('none')).onHand;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dropDatabase?.();
});

describe('kill -9 after commit, before the answer', () => {
  it('replays to the stored answer after a restart: one movement, on hand moved once', async () => {
    const requestId = `${PREFIX}${randomUUID()}`;
    const first = await startChild({ WMS_FAULT_KILL_AFTER_COMMIT: PREFIX });
    token = await login();

    // The connection dies: no answer reaches the client.
    await expect(send(writeOn(requestId, 5))).rejects.toThrow();
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    child = undefined;

    // The write committed before the kill.
    if (databaseUrl) {
      expect(await facts(requestId)).toEqual({ movements: 1, onHand: onHandBefore + 5 });
    }

    const second = await startChild({});
    try {
      token = await login();
      const replay = await send(writeOn(requestId, 5));
      expect(replay.status).toBe(200);
      expect(replay.replay).toBe('true');
      expect(replay.body.success).toBe(true);
      expect(replay.body.results).toHaveLength(1);
      expect(replay.body.results[0]!.movement_id).toBeGreaterThan(0);
      // Replayed again: the same stored answer.
      const again = await send(writeOn(requestId, 5));
      expect(again.replay).toBe('true');
      expect(again.body).toEqual(replay.body);

      // A plain replay on the running server: the first answer, written once.
      const plainId = `plain-${randomUUID()}`;
      const a = await send(writeOn(plainId, 2));
      expect(a.status).toBe(200);
      expect(a.replay).toBeNull();
      const b = await send(writeOn(plainId, 2));
      expect(b.status).toBe(200);
      expect(b.replay).toBe('true');
      expect(b.body).toEqual(a.body);
      // The same request_id for another call is refused.
      const other = await send(writeOn(plainId, 2, 'check'));
      expect(other.status).toBe(422);
      if (databaseUrl) expect((await facts(plainId)).movements).toBe(1);
    } finally {
      await stopChild(second);
    }
    expect(await facts(requestId)).toEqual({ movements: 1, onHand: onHandBefore + 5 + 2 });
  }, 240_000);
});
