import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES as M, type TJob, type TJobDetail, type TJobType } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rows<T>(server.db, query);

const call = <T = TJob>(
  token: string,
  entity: string,
  action: string,
  data: unknown,
  extra: { site?: string; request_id?: string } = {},
) =>
  server.call<T>(token, 'job', {
    site_id: extra.site ?? 'SXD',
    entity,
    action,
    data,
    ...(extra.request_id ? { request_id: extra.request_id } : {}),
  });
const texts = (list: { message: string }[]) => list.map((m) => m.message);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/*
 * Test jobs TJ-* planned in their own far-future month (the demo jobs are around today), test
 * job types TST-*, and the demo users: admin (every permission, role guest), floor (job view
 * and update at SXD only), viewer (view only), provider (every site, role provider).
 */
const FROM = '2033-06-01';
const TO = '2033-06-30';

let admin = '';
let floor = '';
let viewer = '';
let provider = '';
let item = '';
const ids: Record<string, number> = {};

async function saveJobs(token: string, items: Record<string, unknown>[]) {
  return call<TJob>(token, 'job', 'check', { items });
}
async function timesheetCount(jobId: number) {
  const [r] = await q<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM wms.job_timesheets WHERE site_id = 'SXD' AND job_id = ${jobId}`,
  );
  return r?.n ?? 0;
}

beforeAll(async () => {
  admin = await server.login('admin');
  floor = await server.login('floor');
  viewer = await server.login('viewer');
  provider = await server.login('provider');
  const [inv] = await q<{ inventory_code: string }>(
    sql`SELECT inventory_code FROM wms.inventory WHERE site_id = 'SXD' ORDER BY inventory_code LIMIT 1`,
  );
  item = inv!.inventory_code;
  const types = await call<TJobType>(admin, 'job_type', 'check', {
    items: [
      { job_type: 'TST-ROLE', job_type_name: 'Reserved to WMS', role_to_add_inventory: 'wms' },
      { job_type: 'TST-WARN', job_type_name: 'Warns on inventory', entity: 'inventory' },
      {
        job_type: 'TST-QUIET',
        job_type_name: 'No warning',
        entity: 'customer',
        warn_on_add_inventory: false,
      },
    ],
  });
  expect(types.status, JSON.stringify(types.body)).toBe(200);
  const saved = await saveJobs(floor, [
    {
      job_reference: 'TJ-1',
      job_type: 'TST-WARN',
      warehouse: 'DC1',
      work_centre: 'PACK1',
      planned_date: '2033-06-02',
    },
    {
      job_reference: 'TJ-2',
      job_type: 'TST-QUIET',
      warehouse: 'DC1',
      work_centre: 'KIT1',
      planned_date: '2033-06-03',
    },
    { job_reference: 'TJ-3', warehouse: 'DC1', work_centre: 'PACK1', planned_date: '2033-06-04' },
    {
      job_reference: 'TJ-HELD',
      warehouse: 'DC1',
      planned_date: '2033-06-05',
      hold: true,
      hold_reason: 'Awaiting QA',
    },
    { job_reference: 'TJ-DC2', warehouse: 'DC2', work_centre: 'BLAST', planned_date: '2033-06-02' },
    { job_reference: 'TJ-OLD', warehouse: 'DC1', planned_date: '2033-05-20' },
  ]);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  for (const j of saved.body.results) ids[j.job_reference] = j.job_id;
});

describe('job list and get', () => {
  it('saves new jobs as New with their type names', async () => {
    const r = await call<TJobDetail>(viewer, 'job', 'get', { job_id: ids['TJ-1'] });
    expect(r.status).toBe(200);
    const job = r.body.results[0]!;
    expect(job).toMatchObject({
      job_reference: 'TJ-1',
      status: 'New',
      complete: false,
      job_type_name: 'Warns on inventory',
      warehouse: 'DC1',
      work_centre: 'PACK1',
      total_minutes: 0,
      timesheets: [],
      moves: [],
      open_timesheets: [],
    });
  });

  it('needs a warehouse other than ALL', async () => {
    for (const data of [{}, { warehouse: 'ALL' }]) {
      const r = await call(viewer, 'job', 'list', data);
      expect(r.status).toBe(400);
      expect(texts(r.body.errors)).toEqual([M.selectWarehouse]);
    }
  });

  it('filters by warehouse, work centre and planned dates (default NEW_AND_IN_PROGRESS)', async () => {
    const refs = async (data: Record<string, unknown>) => {
      const r = await call(viewer, 'job', 'list', { from_date: FROM, to_date: TO, ...data });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.results.map((j) => j.job_reference);
    };
    expect(await refs({ warehouse: 'DC1' })).toEqual(['TJ-1', 'TJ-2', 'TJ-3', 'TJ-HELD']);
    expect(await refs({ warehouse: 'DC1', work_centre: 'PACK1' })).toEqual(['TJ-1', 'TJ-3']);
    expect(await refs({ warehouse: 'DC2' })).toEqual(['TJ-DC2']);
    expect(await refs({ warehouse: 'DC1', to_date: '2033-06-02' })).toEqual(['TJ-1']);
    expect(await refs({ warehouse: 'DC1', search: 'tj-h' })).toEqual(['TJ-HELD']);
  });

  it('answers 404 with its message for an unknown job', async () => {
    const r = await call(viewer, 'job', 'get', { job_id: 999999 });
    expect(r.status).toBe(404);
    expect(texts(r.body.errors)).toEqual([M.notFound(999999)]);
  });
});

describe('tag on and tag off', () => {
  const timeId = randomUUID();

  it('tag-on opens a timesheet for the token user and starts the job', async () => {
    const r = await call<TJobDetail>(
      floor,
      'job',
      'tag_on',
      { job_id: ids['TJ-1'], time_id: timeId, start_timestamp: minutesAgo(120) },
      // The body's user_id is never trusted: the envelope refuses one that is not the token's.
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const job = r.body.results[0]!;
    expect(job.status).toBe('In Progress');
    expect(job.open_timesheets).toHaveLength(1);
    expect(job.open_timesheets[0]).toMatchObject({ time_id: timeId, user_id: 'floor' });
    expect(texts(r.body.info)).toEqual([M.taggedOn('TJ-1')]);

    const started = await call(viewer, 'job', 'list', {
      warehouse: 'DC1',
      status: 'STARTED',
      from_date: FROM,
      to_date: TO,
      include_open_timesheets: true,
    });
    expect(started.body.results.map((j) => j.job_reference)).toEqual(['TJ-1']);
    expect(started.body.results[0]!.open_timesheets.map((t) => t.time_id)).toEqual([timeId]);
    const notStarted = await call(viewer, 'job', 'list', {
      warehouse: 'DC1',
      status: 'OPEN',
      from_date: FROM,
      to_date: TO,
    });
    expect(notStarted.body.results.map((j) => j.job_reference)).toEqual([
      'TJ-2',
      'TJ-3',
      'TJ-HELD',
    ]);
  });

  it('refuses a second open timesheet for the same user (409), nothing written', async () => {
    const r = await call(floor, 'job', 'tag_on', { job_id: ids['TJ-1'] });
    expect(r.status).toBe(409);
    expect(texts(r.body.errors)).toEqual([M.alreadyTaggedOn('TJ-1')]);
    expect(await timesheetCount(ids['TJ-1']!)).toBe(1);
  });

  it('refuses a tag-on time in the future beyond the clock skew', async () => {
    const r = await call(admin, 'job', 'tag_on', {
      job_id: ids['TJ-1'],
      start_timestamp: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(r.status).toBe(400);
    expect(texts(r.body.errors)).toEqual([M.futureTime]);
  });

  it("refuses another user's tag-off and an unknown timesheet", async () => {
    const other = await call(admin, 'job', 'tag_off', { job_id: ids['TJ-1'], time_id: timeId });
    expect(other.status).toBe(409);
    expect(texts(other.body.errors)).toEqual([M.timesheetOfAnother('floor')]);
    const unknown = await call(floor, 'job', 'tag_off', {
      job_id: ids['TJ-1'],
      time_id: randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect(texts(unknown.body.errors)).toEqual([M.timesheetNotFound]);
  });

  it('refuses to complete a job with open timesheets', async () => {
    const r = await saveJobs(admin, [
      { job_id: ids['TJ-1'], job_reference: 'TJ-1', warehouse: 'DC1', status: 'Complete' },
    ]);
    expect(r.status).toBe(400);
    expect(texts(r.body.errors)).toEqual([M.row(1, 'TJ-1', M.openTimesheets('TJ-1', 1))]);
  });

  it('tag-off closes it with its duration; a second tag-off is refused', async () => {
    const r = await call<TJobDetail>(floor, 'job', 'tag_off', {
      job_id: ids['TJ-1'],
      time_id: timeId,
      end_timestamp: minutesAgo(30),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const job = r.body.results[0]!;
    expect(job.open_timesheets).toEqual([]);
    expect(job.timesheets).toHaveLength(1);
    expect(job.timesheets[0]!.total_duration_mins).toBeCloseTo(90, 1);
    expect(job.timesheets[0]!.erp_status).toBe('Pending');
    expect(job.total_minutes).toBeCloseTo(90, 1);

    const again = await call(floor, 'job', 'tag_off', { job_id: ids['TJ-1'], time_id: timeId });
    expect(again.status).toBe(409);
    expect(texts(again.body.errors)).toEqual([M.timesheetClosed]);
  });

  it('refuses an end before the start', async () => {
    const t = randomUUID();
    const on = await call(floor, 'job', 'tag_on', {
      job_id: ids['TJ-3'],
      time_id: t,
      start_timestamp: minutesAgo(10),
    });
    expect(on.status).toBe(200);
    const off = await call(floor, 'job', 'tag_off', {
      job_id: ids['TJ-3'],
      time_id: t,
      end_timestamp: minutesAgo(20),
    });
    expect(off.status).toBe(400);
    expect(texts(off.body.errors)).toEqual([M.endBeforeStart]);
    expect((await call(floor, 'job', 'tag_off', { job_id: ids['TJ-3'], time_id: t })).status).toBe(
      200,
    );
  });
});

describe('moves', () => {
  it('records a move and refuses 0', async () => {
    const zero = await call(floor, 'job', 'move', { job_id: ids['TJ-2'], movement_qty: 0 });
    expect(zero.status).toBe(400);
    expect(texts(zero.body.errors)).toEqual([M.moveQuantity]);

    const moveId = randomUUID();
    const r = await call<TJobDetail>(floor, 'job', 'move', {
      job_id: ids['TJ-2'],
      movement_qty: 12.5,
      move_id: moveId,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const job = r.body.results[0]!;
    expect(job.moves).toHaveLength(1);
    expect(job.moves[0]).toMatchObject({ move_id: moveId, movement_qty: 12.5, user_id: 'floor' });
    expect(job.quantity_moved).toBe(12.5);
    expect(job.status).toBe('In Progress');

    const again = await call(floor, 'job', 'move', {
      job_id: ids['TJ-2'],
      movement_qty: 3,
      move_id: moveId,
    });
    expect(again.status).toBe(409);
    expect(texts(again.body.errors)).toEqual([M.moveExists]);
  });
});

describe('closed and held jobs', () => {
  it('refuses tag-on and moves on a complete, cancelled or held job, nothing written', async () => {
    const done = await saveJobs(admin, [
      { job_id: ids['TJ-2'], job_reference: 'TJ-2', warehouse: 'DC1', status: 'Complete' },
      { job_id: ids['TJ-OLD'], job_reference: 'TJ-OLD', warehouse: 'DC1', status: 'Cancelled' },
    ]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.results.find((j) => j.job_reference === 'TJ-2')!.complete).toBe(true);

    const complete = await call(floor, 'job', 'tag_on', { job_id: ids['TJ-2'] });
    expect(complete.status).toBe(409);
    expect(texts(complete.body.errors)).toEqual([M.closed('TJ-2', 'Complete')]);
    const cancelled = await call(floor, 'job', 'move', { job_id: ids['TJ-OLD'], movement_qty: 1 });
    expect(cancelled.status).toBe(409);
    expect(texts(cancelled.body.errors)).toEqual([M.closed('TJ-OLD', 'Cancelled')]);
    const held = await call(floor, 'job', 'tag_on', { job_id: ids['TJ-HELD'] });
    expect(held.status).toBe(409);
    expect(texts(held.body.errors)).toEqual([M.onHold('TJ-HELD', 'Awaiting QA')]);
    expect(await timesheetCount(ids['TJ-2']!)).toBe(0);
    expect(await timesheetCount(ids['TJ-HELD']!)).toBe(0);

    const listed = await call(viewer, 'job', 'list', {
      warehouse: 'DC1',
      status: 'COMPLETE',
      from_date: FROM,
      to_date: TO,
    });
    expect(listed.body.results.map((j) => j.job_reference)).toEqual(['TJ-2']);
  });
});

describe('replays', () => {
  it('a replayed request_id answers the first answer and writes once', async () => {
    const requestId = randomUUID();
    const data = { job_id: ids['TJ-DC2'], time_id: randomUUID() };
    const first = await call<TJobDetail>(floor, 'job', 'tag_on', data, { request_id: requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call<TJobDetail>(floor, 'job', 'tag_on', data, { request_id: requestId });
    expect(second.status).toBe(200);
    expect(second.response.headers['idempotent-replay']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await timesheetCount(ids['TJ-DC2']!)).toBe(1);

    const moveRequest = randomUUID();
    const move = { job_id: ids['TJ-DC2'], movement_qty: 4 };
    const m1 = await call(floor, 'job', 'move', move, { request_id: moveRequest });
    const m2 = await call(floor, 'job', 'move', move, { request_id: moveRequest });
    expect(m1.status).toBe(200);
    expect(m2.body).toEqual(m1.body);
    const [moves] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.job_moves WHERE site_id = 'SXD'
          AND job_id = ${ids['TJ-DC2']!}`,
    );
    expect(moves!.n).toBe(1);
  });
});

describe('permissions and sites', () => {
  it('a viewer reads but cannot tag on', async () => {
    expect((await call(viewer, 'job', 'get', { job_id: ids['TJ-3'] })).status).toBe(200);
    const r = await call(viewer, 'job', 'tag_on', { job_id: ids['TJ-3'] });
    expect(r.status).toBe(403);
    expect(await timesheetCount(ids['TJ-3']!)).toBe(1);
  });

  it('refuses a site the user may not use, and another site’s job is not found', async () => {
    const r = await call(floor, 'job', 'list', { warehouse: 'HBT' }, { site: 'TAS' });
    expect(r.status).toBe(403);
    const tas = await saveJobs(admin, [{ job_reference: 'TJ-TAS', warehouse: 'HBT' }]);
    expect(tas.status).toBe(400); // HBT is not a warehouse of SXD
    expect(texts(tas.body.errors)).toEqual([M.row(1, 'TJ-TAS', M.unknownWarehouse('HBT'))]);
    const made = await call<TJob>(
      admin,
      'job',
      'check',
      { items: [{ job_reference: 'TJ-TAS', warehouse: 'HBT', work_centre: 'FILLET' }] },
      { site: 'TAS' },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const tasId = made.body.results[0]!.job_id;
    const cross = await call(admin, 'job', 'tag_on', { job_id: tasId });
    expect(cross.status).toBe(404);
  });

  it('floor users may not edit job types (admin module)', async () => {
    const r = await call(floor, 'job_type', 'check', {
      items: [{ job_type: 'TST-X', job_type_name: 'X' }],
    });
    expect(r.status).toBe(403);
    expect((await call(floor, 'job_type', 'list', {})).status).toBe(200);
  });
});

describe('job types and inventory on jobs', () => {
  it('refuses inventory on a job whose type is reserved to another role; warns when the type asks', async () => {
    const refused = await saveJobs(floor, [
      { job_reference: 'TJ-INV1', job_type: 'TST-ROLE', warehouse: 'DC1', inventory_code: item },
    ]);
    expect(refused.status).toBe(400);
    expect(texts(refused.body.errors)).toEqual([
      M.row(1, 'TJ-INV1', M.inventoryRole('TST-ROLE', 'wms')),
    ]);
    const byProvider = await saveJobs(provider, [
      { job_reference: 'TJ-INV1', job_type: 'TST-ROLE', warehouse: 'DC1', inventory_code: item },
    ]);
    expect(byProvider.status, JSON.stringify(byProvider.body)).toBe(200);

    const warned = await saveJobs(floor, [
      { job_reference: 'TJ-INV2', job_type: 'TST-WARN', warehouse: 'DC1', inventory_code: item },
    ]);
    expect(warned.status).toBe(200);
    expect(texts(warned.body.warnings)).toEqual([M.inventoryAdded('TJ-INV2', item)]);
    const quiet = await saveJobs(floor, [
      { job_reference: 'TJ-INV3', job_type: 'TST-QUIET', warehouse: 'DC1', inventory_code: item },
    ]);
    expect(quiet.status).toBe(200);
    expect(quiet.body.warnings).toEqual([]);
  });

  it('refuses unknown references and a reference used twice, one error per row', async () => {
    const r = await saveJobs(floor, [
      { job_reference: 'TJ-1', warehouse: 'DC1' },
      { job_reference: 'TJ-NEW', warehouse: 'DC1', work_centre: 'NOPE', job_type: 'NOPE' },
    ]);
    expect(r.status).toBe(400);
    expect(texts(r.body.errors)).toEqual([
      M.row(1, 'TJ-1', M.referenceTaken('TJ-1')),
      M.row(2, 'TJ-NEW', M.unknownWorkCentre('DC1', 'NOPE')),
      M.row(2, 'TJ-NEW', M.unknownJobType('NOPE')),
    ]);
    const [n] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.jobs WHERE job_reference = 'TJ-NEW'`,
    );
    expect(n!.n).toBe(0);
  });

  it('two adds of one new reference at once: one job, the other refused', async () => {
    const item = { job_reference: 'TJ-RACE', warehouse: 'DC1', planned_date: FROM };
    const answers = await Promise.all([saveJobs(floor, [item]), saveJobs(admin, [item])]);
    // Seen after the first committed: the row check (400); at the same time: the index (409).
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(1);
    expect([400, 409]).toContain(refused[0]!.status);
    expect(texts(refused[0]!.body.errors).join()).toContain(M.referenceTaken('TJ-RACE'));
    const [n] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.jobs WHERE site_id = 'SXD' AND job_reference = 'TJ-RACE'`,
    );
    expect(n!.n).toBe(1);
  });

  it('lists job types (default NEW_AND_CHANGED), gets one, deletes only unused ones', async () => {
    const list = await call<TJobType>(admin, 'job_type', 'list', {});
    const mine = list.body.results.filter((t) => t.job_type.startsWith('TST-'));
    expect(mine.map((t) => t.job_type)).toEqual(['TST-QUIET', 'TST-ROLE', 'TST-WARN']);
    const warn = mine.find((t) => t.job_type === 'TST-WARN')!;
    expect(warn).toMatchObject({ entity: 'inventory', warn_on_add_inventory: true });
    const got = await call<TJobType>(admin, 'job_type', 'get', { job_type_id: warn.job_type_id });
    expect(got.body.results[0]!.job_type_name).toBe('Warns on inventory');

    const inUse = await call(admin, 'job_type', 'delete', { job_type_id: warn.job_type_id });
    expect(inUse.status).toBe(409);
    expect(texts(inUse.body.errors)).toEqual([M.jobTypeInUse('TST-WARN', 2)]);
    const extra = await call<TJobType>(admin, 'job_type', 'check', {
      items: [{ job_type: 'TST-GONE', job_type_name: 'Unused' }],
    });
    const gone = await call(admin, 'job_type', 'delete', {
      job_type_id: extra.body.results[0]!.job_type_id,
    });
    expect(gone.status).toBe(200);
    const after = await call(admin, 'job_type', 'get', {
      job_type_id: extra.body.results[0]!.job_type_id,
    });
    expect(after.status).toBe(404);
  });
});

describe('saving jobs', () => {
  it('an update changes only the fields sent', async () => {
    const r = await saveJobs(floor, [
      { job_id: ids['TJ-3'], job_reference: 'TJ-3', warehouse: 'DC1', quantity_required: 48 },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.results[0]).toMatchObject({
      job_reference: 'TJ-3',
      work_centre: 'PACK1',
      planned_date: '2033-06-04',
      quantity_required: 48,
      status: 'In Progress',
    });
    expect(texts(r.body.info)).toEqual([M.saved(1)]);
  });

  it('a replayed tag-off answers the first answer and closes once', async () => {
    const t = randomUUID();
    const on = await call(floor, 'job', 'tag_on', { job_id: ids['TJ-3'], time_id: t });
    expect(on.status).toBe(200);
    const requestId = randomUUID();
    const data = { job_id: ids['TJ-3'], time_id: t };
    const first = await call(floor, 'job', 'tag_off', data, { request_id: requestId });
    const again = await call(floor, 'job', 'tag_off', data, { request_id: requestId });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Without the request_id it is a new call, refused: the timesheet is closed.
    const fresh = await call(floor, 'job', 'tag_off', data);
    expect(fresh.status).toBe(409);
  });
});

describe('demo jobs', () => {
  it('has job types and jobs in every status at DC1 and DC2, with timesheets, moves and some open now', async () => {
    const types = await call<TJobType>(admin, 'job_type', 'list', { filter: 'ALL' });
    expect(types.body.results.map((t) => t.job_type)).toEqual(
      expect.arrayContaining(['MFG', 'KIT', 'REPACK', 'QA']),
    );
    const statuses = await q<{ warehouse: string; status: string; n: number }>(
      sql`SELECT warehouse, status, count(*)::int AS n FROM wms.jobs
          WHERE site_id = 'SXD' AND job_reference LIKE 'WO-%' GROUP BY 1, 2`,
    );
    for (const wh of ['DC1', 'DC2']) {
      const here = statuses.filter((s) => s.warehouse === wh).map((s) => s.status);
      expect(here).toEqual(expect.arrayContaining(['New', 'Open', 'In Progress', 'Complete']));
    }
    expect(statuses.some((s) => s.status === 'Cancelled')).toBe(true);

    const [sheets] = await q<{ open: number; closed: number; bad: number; moves: number }>(
      sql`SELECT count(*) FILTER (WHERE end_timestamp IS NULL)::int AS open,
                 count(*) FILTER (WHERE end_timestamp IS NOT NULL)::int AS closed,
                 count(*) FILTER (WHERE end_timestamp IS NOT NULL AND (total_duration_mins <= 0
                   OR end_timestamp < start_timestamp OR end_timestamp > now()))::int AS bad,
                 (SELECT count(*)::int FROM wms.job_moves WHERE site_id = 'SXD') AS moves
          FROM wms.job_timesheets WHERE site_id = 'SXD' AND job_id IN (
            SELECT job_id FROM wms.jobs WHERE site_id = 'SXD' AND job_reference LIKE 'WO-%')`,
    );
    expect(sheets!.open).toBeGreaterThan(0);
    expect(sheets!.closed).toBeGreaterThan(50);
    expect(sheets!.bad).toBe(0);
    expect(sheets!.moves).toBeGreaterThan(50);

    // Complete demo jobs made all their quantity; open ones never on closed jobs.
    const [wrong] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.jobs j
          WHERE j.site_id = 'SXD' AND j.job_reference LIKE 'WO-%' AND (
            (j.status = 'Complete' AND j.quantity_required <> (SELECT COALESCE(sum(m.movement_qty), 0)
              FROM wms.job_moves m WHERE m.site_id = j.site_id AND m.job_id = j.job_id)
              AND EXISTS (SELECT 1 FROM wms.job_moves m WHERE m.site_id = j.site_id AND m.job_id = j.job_id))
            OR (j.status IN ('Complete', 'Cancelled', 'New', 'Open') AND EXISTS (
              SELECT 1 FROM wms.job_timesheets s WHERE s.site_id = j.site_id
                AND s.job_id = j.job_id AND s.end_timestamp IS NULL)))`,
    );
    expect(wrong!.n).toBe(0);

    const list = await call(viewer, 'job', 'list', {
      warehouse: 'DC1',
      include_open_timesheets: true,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(5);
    expect(list.body.results.every((j) => ['New', 'Open', 'In Progress'].includes(j.status))).toBe(
      true,
    );
  });
});
