import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HEAVY_WORK_LIMITS, HEAVY_WORK_MESSAGES as M } from '../../src/contract/heavy-work';
import { SQL_TOOL_MESSAGES, type TSqlToolAnswer } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { AppError } from '../../server/errors';
import { HeavyWorkQueue, heavyWork } from '../../server/heavy-queue';
import { startServer } from './harness';
import { sqlToolEnvelope } from './helpers';

/** A promise with its resolve and reject at hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Work that runs until `done` settles, noting when it started. */
function held(queue: HeavyWorkQueue, site: string, started: string[], name: string) {
  const done = deferred<string>();
  const result = queue.run(site, () => {
    started.push(name);
    return done.promise;
  });
  return { done, result };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('the heavy work queue', () => {
  const limits = { runningPerSite: 2, waitingPerSite: 2, runningTotal: 3, maxWaitMs: 10_000 };

  it('runs a bounded number per site, queues a bounded number, refuses the next at once', async () => {
    const queue = new HeavyWorkQueue(limits);
    const started: string[] = [];
    const calls = ['a1', 'a2', 'a3', 'a4'].map((n) => held(queue, 'A', started, n));
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.load('A')).toEqual({ running: 2, waiting: 2 });
    const t0 = performance.now();
    const over = await refusal(queue.run('A', async () => 'never'));
    expect(performance.now() - t0).toBeLessThan(50);
    expect(over).toBeInstanceOf(AppError);
    expect((over as AppError).status).toBe(429);
    expect((over as AppError).message).toBe(M.siteBusy(2, 2));
    // Another site is not refused: it runs in the room left in total.
    const b = held(queue, 'B', started, 'b1');
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    for (const c of [...calls, b]) c.done.resolve('ok');
    expect(await Promise.all([...calls, b].map((c) => c.result))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(queue.load('A')).toEqual({ running: 0, waiting: 0 });
  });

  it('starts waiting calls first come first served, a failure releasing its slot', async () => {
    const queue = new HeavyWorkQueue(limits);
    const started: string[] = [];
    const [a1, a2, a3, a4] = ['a1', 'a2', 'a3', 'a4'].map((n) => held(queue, 'A', started, n));
    await tick();
    a2!.done.reject(new Error('the report failed'));
    await expect(a2!.result).rejects.toThrow('the report failed');
    await tick();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    a1!.done.resolve('one');
    await a1!.result;
    await tick();
    expect(started).toEqual(['a1', 'a2', 'a3', 'a4']);
    // Work that throws at once releases its slot too.
    a3!.done.resolve('');
    a4!.done.resolve('');
    await Promise.all([a3!.result, a4!.result]);
    await expect(
      queue.run('A', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(queue.load('A')).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps every site within the total; a freed slot goes to the oldest call that may start', async () => {
    const queue = new HeavyWorkQueue(limits);
    const started: string[] = [];
    const a = ['a1', 'a2', 'a3'].map((n) => held(queue, 'A', started, n));
    const b = ['b1', 'b2'].map((n) => held(queue, 'B', started, n));
    const c = held(queue, 'C', started, 'c1');
    await tick();
    // Total 3: A's two and B's first run; a3 (A at its own limit), b2 and c1 wait.
    expect(started).toEqual(['a1', 'a2', 'b1']);
    a[0]!.done.resolve('');
    await a[0]!.result;
    await tick();
    // a3 is older but A may start again (one of two running); it goes first.
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    a[1]!.done.resolve('');
    await a[1]!.result;
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'b2']);
    for (const x of [...a, ...b, c]) x.done.resolve('');
    await Promise.all([...a, ...b, c].map((x) => x.result));
    expect(started.at(-1)).toBe('c1');
  });

  it("bounds one user's calls at a site, running and waiting together; others still queue", async () => {
    const queue = new HeavyWorkQueue({ ...limits, runningPerSite: 1, perUser: 2 });
    const ann = { user: 'Ann' };
    const first = queue.acquire('A', ann);
    const second = queue.acquire('A', { user: 'ann' }); // the same user, however spelled
    const third = await refusal(queue.acquire('A', ann));
    expect((third as AppError).status).toBe(429);
    expect((third as AppError).message).toBe(M.userBusy(2));
    const bob = queue.acquire('A', { user: 'bob' });
    expect(queue.load('A')).toEqual({ running: 1, waiting: 2 });
    // At another site the same user starts afresh.
    (await queue.acquire('B', ann)).release();
    (await first).release();
    (await second).release();
    (await bob).release();
    (await queue.acquire('A', ann)).release();
    expect(queue.load('A')).toEqual({ running: 0, waiting: 0 });
  });

  it('a waiting call gives up after its bound, and leaves the queue', async () => {
    const queue = new HeavyWorkQueue({ ...limits, runningPerSite: 1, maxWaitMs: 150 });
    const started: string[] = [];
    const first = held(queue, 'A', started, 'a1');
    const t0 = performance.now();
    const waited = await refusal(queue.run('A', async () => 'never'));
    const ms = performance.now() - t0;
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(1000);
    expect((waited as AppError).status).toBe(429);
    expect((waited as AppError).message).toBe(M.waitedTooLong(1));
    expect(queue.load('A')).toEqual({ running: 1, waiting: 0 });
    first.done.resolve('');
    await first.result;
    expect(await queue.run('A', async () => 'next')).toBe('next');
  });
});

describe('heavy work through the envelope', () => {
  const server = startServer();

  const sqlTool = (token: string, text: string, site = 'SXD') =>
    server.call<TSqlToolAnswer>(token, 'query', sqlToolEnvelope(text, 'select', site));

  it("a site's heavy slots held by slow SQL: the floor answers fast, another site's heavy call runs, one too many is refused", async () => {
    const users = ['admin', 'viewer', 'helpdesk', 'provider'];
    const tokens = await Promise.all(users.map((u) => server.login(u)));
    const admin = tokens[0]!;
    const floor = await server.login('floor');
    const [item] = await rows<{ code: string }>(
      server.db,
      sql`SELECT inventory_code AS code FROM wms.inventory WHERE site_id = 'SXD' ORDER BY 1 LIMIT 1`,
    );
    const { runningPerSite, waitingPerSite, perUser } = HEAVY_WORK_LIMITS;
    expect(users.length * perUser).toBeLessThanOrEqual(runningPerSite + waitingPerSite);

    const outcome = await server.db.transaction(async (tx) => {
      // The queries wait on this lock (up to their lock time-out) while it is held.
      await tx.execute(sql`LOCK TABLE wms.shifts IN ACCESS EXCLUSIVE MODE`);
      const slow = tokens.flatMap((token) =>
        Array.from({ length: perUser }, () =>
          sqlTool(token, 'SELECT count(*)::int AS n FROM wms.shifts'),
        ),
      );
      const full = runningPerSite + waitingPerSite;
      while (heavyWork.load('SXD').waiting < slow.length - runningPerSite)
        await new Promise((resolve) => setTimeout(resolve, 10));
      // The rest of the site's places: work of nobody in particular, waiting its turn.
      const extra = Array.from({ length: full - slow.length }, () => heavyWork.acquire('SXD'));
      expect(heavyWork.load('SXD')).toEqual({ running: runningPerSite, waiting: waitingPerSite });

      const t0 = performance.now();
      const refused = await sqlTool(floor, 'SELECT 1 AS one');
      const refusedMs = performance.now() - t0;
      const mine = await sqlTool(admin, 'SELECT 1 AS one');
      const unsigned = await sqlTool('not-a-token', 'SELECT 1 AS one');
      const loadAfterRefusals = heavyWork.load('SXD');
      const t1 = performance.now();
      const lookup = await server.call(floor, 'inventory', {
        site_id: 'SXD',
        entity: 'inventory',
        action: 'get',
        data: { inventory_code: item!.code },
      });
      const lookupMs = performance.now() - t1;
      const t2 = performance.now();
      const otherSite = await sqlTool(admin, 'SELECT 1 AS one', 'TAS');
      const otherMs = performance.now() - t2;
      return {
        slow,
        extra,
        refused,
        refusedMs,
        mine,
        unsigned,
        loadAfterRefusals,
        lookup,
        lookupMs,
        otherSite,
        otherMs,
      };
    });

    expect(outcome.refused.status).toBe(429);
    expect(outcome.refused.body.errors.map((e) => e.message)).toEqual([
      M.siteBusy(runningPerSite, waitingPerSite),
    ]);
    expect(outcome.refusedMs).toBeLessThan(200);
    // A user's own calls have their bound, before the site's.
    expect(outcome.mine.status).toBe(429);
    expect(outcome.mine.body.errors.map((e) => e.message)).toEqual([M.userBusy(perUser)]);
    // Nobody signed out may wait in a site's queue.
    expect(outcome.unsigned.status).toBe(401);
    expect(outcome.loadAfterRefusals).toEqual({
      running: runningPerSite,
      waiting: waitingPerSite,
    });
    expect(outcome.lookup.status).toBe(200);
    expect(outcome.lookupMs).toBeLessThan(500);
    expect(outcome.otherSite.status).toBe(200);
    expect(outcome.otherSite.body.results[0]!.results).toEqual([{ one: 1 }]);
    expect(outcome.otherMs).toBeLessThan(500);
    // The lock gone, every queued call ran: none was refused.
    for (const slot of outcome.extra) (await slot).release();
    for (const r of await Promise.all(outcome.slow)) {
      if (r.status === 200) expect(typeof r.body.results[0]!.results[0]!.n).toBe('number');
      else
        expect(r.body.errors.map((e) => e.message)).toEqual([SQL_TOOL_MESSAGES.lockTimedOut(2000)]);
    }
  }, 30_000);
});
