import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { FIELD_MESSAGES, MESSAGES, type TEnvelopeAnswer } from '../../src/contract';
import { ACTIONS, REST_ROUTES, findAction } from '../../server/areas/registry';
import type { RestRoute } from '../../server/areas/rest-route';
import { rows } from '../../server/db/sql';
import { settleLateCommits } from '../../server/db/call-transaction';
import type { AnyAction } from '../../server/areas/action-types';
import { arbitraryFor, fillLeaves } from './schema-arbitrary';
import { impossibleDateData } from './date-fields';
import { startServer } from './harness';

/**
 * Every registered action, called over HTTP as the admin at SXD with data generated from its
 * input schema (mostly valid, hostile leaves mixed in) and with fixed hostile data: no call
 * answers 5xx, every refusal is success false with a message, a refusal writes nothing but
 * its activity log record. Each date field also gets an impossible date (2026-13-45,
 * 2026-02-30) in otherwise valid data. The REST routes are sent the same, in their query
 * string or body. Generation is seeded, so a failure reproduces; the failing
 * action, data and answer are printed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SITE = 'SXD';

// No background job may write while a refusal is checked for writes.
process.env.LOCATION_IMPORT_POLL_MS = '0';
process.env.SYNC_PRUNE_INTERVAL_MS = '0';

const server = startServer();
let token = '';

beforeAll(async () => {
  token = await server.login('admin');
  // A write counter for this test's copy of the database: a statement-level trigger on every
  // table but the activity log and the sessions (whose sliding expiry any signed-in call may
  // move, at most once a minute) bumps one row. The bump is part of the writing transaction, so
  // a write rolled back leaves the counter as it was, and reading it costs one row on both
  // PostgreSQL (unlike statistics, which are collected after the fact).
  const tables = await rows<{ s: string; t: string }>(
    server.db,
    sql`
      select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
        and table_name not in ('activity_log', 'sessions')
      order by 1, 2`,
  );
  expect(tables.length).toBeGreaterThan(10);
  await server.db.execute(sql`create schema fuzz_probe`);
  await server.db.execute(sql`create table fuzz_probe.writes (n bigint not null)`);
  await server.db.execute(sql`insert into fuzz_probe.writes values (0)`);
  await server.db.execute(
    sql.raw(`create function fuzz_probe.count_write() returns trigger language plpgsql
      security definer set search_path = pg_catalog as $$
      begin update fuzz_probe.writes set n = n + 1; return null; end $$`),
  );
  for (const { s, t } of tables) {
    await server.db.execute(
      sql.raw(`create trigger fuzz_probe_count after insert or update or delete on "${s}"."${t}"
        for each statement execute function fuzz_probe.count_write()`),
    );
  }
});

type Probe = { writes: string; lastLog: string; logged: number; loggedSuccess: boolean };

/** The write counter, the newest activity log record and what was logged after `since`. */
async function fingerprint(since: string): Promise<Probe> {
  const [row] = await rows<{
    writes: string;
    last_log: string;
    logged: number;
    logged_success: boolean | null;
  }>(
    server.db,
    sql`select (select n from fuzz_probe.writes)::text as writes,
      (select coalesce(max(log_id), 0) from wms.activity_log)::text as last_log,
      (select count(*) from wms.activity_log where log_id > ${since}::bigint)::int as logged,
      (select bool_or(success) from wms.activity_log where log_id > ${since}::bigint)
        as logged_success`,
  );
  return {
    writes: row!.writes,
    lastLog: row!.last_log,
    logged: Number(row!.logged),
    loggedSuccess: row!.logged_success === true,
  };
}

const show = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length} chars)` : v,
  );
  return text && text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

/** The state before the next call (each probe's "after" is the next one's "before"). */
let last: Probe | undefined;

/** An answer as the probe reads it. */
type Answered = { status: number; body: TEnvelopeAnswer<unknown> };

/** Call `def` with `data`; the problems seen, if any. */
async function probe(def: AnyAction, data: unknown): Promise<string[]> {
  const send = () =>
    server.call(token, def.service, {
      site_id: SITE,
      entity: def.entity,
      action: def.action,
      data,
    });
  return probeAnswer(send, data, true);
}

/**
 * Send one request and check its answer; `logged`: a refusal is always past the envelope's
 * site check, so it leaves exactly one failed-call record (a REST request may be refused
 * before: then none).
 */
async function probeAnswer(
  send: () => Promise<Answered>,
  data: unknown,
  logged: boolean,
): Promise<string[]> {
  const before = last ?? (await fingerprint('0'));
  const { status, body } = await send();
  // A read is answered before its log record commits: the record is counted once it has.
  await settleLateCommits();
  const after = await fingerprint(before.lastLog);
  last = after;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}: ${show(body.errors)}`);
  if (status >= 200 && status < 300) return problems;
  if (body.success !== false) problems.push(`answered ${status} with success ${body.success}`);
  if (!body.errors?.some((e) => typeof e.message === 'string' && e.message.trim() !== ''))
    problems.push(`answered ${status} with no error message`);
  if (after.writes !== before.writes) problems.push(`answered ${status} but wrote to the database`);
  // A body over the size limit is refused before it is read: there is no envelope to log.
  const records = logged && status !== 413 ? [1] : [0, 1];
  if (!records.includes(after.logged) || after.loggedSuccess)
    problems.push(`answered ${status} but left ${after.logged} failed-call activity log records`);
  return problems.map((p) => `${p}\n    data: ${show(data)}`);
}

/** Hostile values put in every leaf at once (the others come mixed into generated data). */
const FILL_LEAVES: readonly unknown[] = [
  2 ** 31,
  1e20,
  '12',
  '2026-13-45',
  'a\u0000b',
  'a\uD800b',
  'x'.repeat(100_000),
];

/** The fixed hostile data of `def`: wrong shapes, extra keys, every leaf one hostile value. */
function hostileData(def: AnyAction): unknown[] {
  return [
    'junk',
    [{}],
    { extra_key: 'x', nested: { deeper: [null, 1e20, 'a\u0000'] } },
    ...FILL_LEAVES.map((leaf) => fillLeaves(def.input, leaf)),
  ];
}

describe('every action refuses bad input with a 4xx and writes nothing', () => {
  it('covers every registered action', () => {
    // Building the generator for every schema fails loudly on a zod kind it cannot handle.
    for (const def of ACTIONS) {
      expect(
        () => arbitraryFor(def.input),
        `${def.service}/${def.entity}/${def.action}`,
      ).not.toThrow();
    }
    expect(ACTIONS.length).toBeGreaterThan(100);
  });

  it.each(ACTIONS.map((def) => [`${def.service}/${def.entity}/${def.action}`, def] as const))(
    '%s',
    async (_name, def) => {
      const generated = fc.sample(arbitraryFor(def.input), { seed: SEED, numRuns: RUNS });
      const problems: string[] = [];
      const dates = impossibleDateData(def.input, SEED);
      for (const data of [...generated, ...hostileData(def), ...dates]) {
        problems.push(...(await probe(def, data)));
      }
      expect(problems, `seed ${SEED}\n  ${problems.join('\n  ')}`).toEqual([]);
    },
  );
});

const isFields = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A REST request with `data`: in the query string (GET) or the body, with the site. */
function restRequest(route: RestRoute, path: string, data: unknown): InjectOptions {
  const url = path.replace('*', 'fuzz/endpoint');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (route.method === 'GET') {
    const query = new URLSearchParams({ site_id: SITE });
    for (const [k, v] of Object.entries(isFields(data) ? data : { junk: data })) {
      if (v !== undefined) query.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return {
      method: 'GET',
      url: `${url}?${query}`,
      headers: { authorization: headers.authorization },
    };
  }
  const body = isFields(data) ? { site_id: SITE, ...data } : data;
  return { method: route.method, url, headers, payload: JSON.stringify(body) };
}

/** The action a REST route's envelope names (its data then generated from the action's input). */
function restAction(route: RestRoute): AnyAction | undefined {
  const sample = { site_id: SITE };
  const envelope = route.envelope({
    query: sample,
    body: sample,
    params: { '*': 'fuzz/endpoint' },
  });
  if (!isFields(envelope)) return undefined;
  const { entity, action } = envelope;
  return typeof entity === 'string' && typeof action === 'string'
    ? findAction(route.service, entity, action)
    : undefined;
}

describe('every REST route refuses bad input with a 4xx and writes nothing', () => {
  const cases = REST_ROUTES.flatMap((route) =>
    route.paths.map((path) => [`${route.method} ${path}`, route, path] as const),
  );

  it('covers every REST route', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s', async (_name, route, path) => {
    const def = restAction(route);
    const fixed: unknown[] = ['junk', [{}], { extra_key: 'x', nested: { deeper: [null, 1e20] } }];
    const generated = def
      ? [
          ...fc.sample(arbitraryFor(def.input), { seed: SEED, numRuns: RUNS }),
          // A query string of 100,000 characters is not a REST request's: left to the envelope.
          ...FILL_LEAVES.filter(
            (leaf) => route.method !== 'GET' || typeof leaf !== 'string' || leaf.length < 1000,
          ).map((leaf) => fillLeaves(def.input, leaf)),
          ...impossibleDateData(def.input, SEED),
        ]
      : [];
    const problems: string[] = [];
    for (const data of [...fixed, ...generated]) {
      const request = restRequest(route, path, data);
      const send = async () => {
        const response = await server.app.inject(request);
        return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<unknown> };
      };
      problems.push(...(await probeAnswer(send, data, false)));
    }
    expect(problems, `seed ${SEED}\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});

describe('a value the database cannot hold is refused with a 400 naming the field', () => {
  const refuse = async (service: string, entity: string, action: string, data: unknown) => {
    const { status, body } = await server.call(token, service, {
      site_id: SITE,
      entity,
      action,
      data,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors[0]!.message).toBe(MESSAGES.invalidData);
    return body.errors[0]!.exception ?? '';
  };

  it('an id above 2^31-1, or sent as a string', async () => {
    const tooBig = await refuse('sales_order', 'pick', 'get', { pick_id: 2 ** 31 });
    expect(tooBig).toContain('pick_id');
    expect(tooBig).toContain(FIELD_MESSAGES.idRange);
    expect(await refuse('sales_order', 'pick', 'get', { pick_id: '12' })).toContain(
      FIELD_MESSAGES.number,
    );
  });

  it('impossible dates', async () => {
    const detail = await refuse('sales_order', 'pick', 'summary', {
      warehouse: 'DC1',
      from_date: '2026-13-45',
      to_date: '2026-02-30',
    });
    expect(detail).toContain('from_date');
    expect(detail).toContain('to_date');
    expect(detail).toContain(FIELD_MESSAGES.date);
  });

  it('a quantity past numeric(14,3)', async () => {
    const detail = await refuse('sales_order', 'pick_attempt', 'add', {
      pick_line_id: 1,
      quantity_picked: 1e20,
      pick_face: 'A',
    });
    expect(detail).toContain('quantity_picked');
  });

  it('text with a NUL is refused at the envelope, naming its path', async () => {
    const { status, body } = await server.call(token, 'sales_order', {
      site_id: SITE,
      entity: 'pick_attempt',
      action: 'add',
      data: { pick_line_id: 1, quantity_picked: 1, pick_face: 'A\u0000' },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.badCharacterInField('data.pick_face'));
  });
});
