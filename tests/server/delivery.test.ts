import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MESSAGES as M,
  type TDeliveryMap,
  type TDeliveryRunRow,
  type TDespatchRow,
  type TEnvelopeAnswer,
  type TRoutePlan,
  type TRunJobRow,
  type PICK_CALLS,
  type ActionResult,
} from '../../src/contract';
import { deliveryRunJobs, deliveryRuns, despatches, salesOrders } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { seedClock } from '../../server/seed/clock';
import { demoNow } from './demo-now';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();
const today = seedClock(demoNow()).date(demoNow().getTime());

const delivery = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'delivery1', { site_id: site, entity, action, data });

/** The run of today with the most stops. */
async function busiestRun(token: string): Promise<TDeliveryRunRow> {
  const runs = await delivery<TDeliveryRunRow>(token, 'delivery_run', 'get', {
    delivery_date: today,
  });
  expect(runs.status).toBe(200);
  return [...runs.body.results].sort((a, b) => b.no_jobs - a.no_jobs)[0]!;
}

describe('delivery runs (delivery1)', () => {
  it('answers the runs of a date with jobs, completed and upcoming counts', async () => {
    const token = await server.login('viewer');
    const runs = await delivery<TDeliveryRunRow>(token, 'delivery_run', 'get', {
      delivery_date: today,
    });
    expect(runs.status).toBe(200);
    expect(runs.body.results.length).toBeGreaterThanOrEqual(1);
    for (const run of runs.body.results) {
      const [count] = await server.db
        .select({
          n: sql<number>`count(*)::int`,
          done: sql<number>`(count(*) FILTER (WHERE ${deliveryRunJobs.completed}))::int`,
        })
        .from(deliveryRunJobs)
        .where(eq(deliveryRunJobs.delivery_run_id, run.delivery_run_id));
      expect(run).toMatchObject({
        delivery_date: today,
        no_jobs: count!.n,
        completed_jobs: count!.done,
        upcoming_jobs: count!.n - count!.done,
      });
      expect(run.no_jobs).toBeGreaterThanOrEqual(8);
    }
    const none = await delivery<TDeliveryRunRow>(token, 'delivery_run', 'get', {
      delivery_date: '2001-01-01',
    });
    expect(none.body.results).toEqual([]);
    const bad = await delivery(token, 'delivery_run', 'get', { delivery_date: '2026-02-30' });
    expect(bad.status).toBe(400);
  });

  it('lists a run’s jobs in sequence with Upcoming / Complete and positions', async () => {
    const token = await server.login('viewer');
    const run = await busiestRun(token);
    const jobs = await delivery<TRunJobRow>(token, 'delivery_run_job', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    expect(jobs.status).toBe(200);
    expect(jobs.body.results).toHaveLength(run.no_jobs);
    expect(jobs.body.results.map((j) => j.delivery_run_sequence)).toEqual(
      Array.from({ length: run.no_jobs }, (_, i) => i + 1),
    );
    for (const j of jobs.body.results) {
      expect(j.status).toBe(j.completed ? 'Complete' : 'Upcoming');
      expect(j.lat).toBeTypeOf('number');
    }
    const missing = await delivery(token, 'delivery_run_job', 'get', { delivery_run_id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.runNotFound(999999));
  });

  it('each stop carries its customer’s keys from the cabinet, with who holds them and no alarm code', async () => {
    const admin = await server.login('admin');
    const run = await busiestRun(admin);
    const before = await delivery<TRunJobRow>(admin, 'delivery_run_job', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    const stop = before.body.results[0]!;
    const added = await delivery<{ key_id: number }>(admin, 'key', 'add', {
      key_name: 'Run test side gate',
      customer_code: stop.customer_id,
      colour: 'Green',
      alarm_code: '9911',
      key_number: 'K-901',
      entry_notes: 'Side gate, padlock code on the tag',
      exit_notes: 'Lock the gate behind you',
    });
    expect(added.status).toBe(200);
    const keyId = added.body.results[0]!.key_id;
    const out = await server.call(admin, 'admin', {
      site_id: 'SXD',
      entity: 'del_key',
      action: 'checkout',
      data: { key_id: keyId, user_id: 'floor' },
    });
    expect(out.status).toBe(200);

    const viewer = await server.login('viewer');
    const jobs = await delivery<TRunJobRow>(viewer, 'delivery_run_job', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    expect(jobs.status).toBe(200);
    const first = jobs.body.results.find(
      (j) => j.sales_order_header_id === stop.sales_order_header_id,
    )!;
    expect(first.keys).toContainEqual({
      key_name: 'Run test side gate',
      key_number: 'K-901',
      colour: 'Green',
      special_instructions: '',
      entry_notes: 'Side gate, padlock code on the tag',
      exit_notes: 'Lock the gate behind you',
      checked_out_to: 'Tom Kowalski',
    });
    expect(JSON.stringify(jobs.body)).not.toContain('9911');
    // Every stop's keys are exactly its customer's keys in the cabinet.
    const cabinet = await rows<{ customer_code: string; key_name: string }>(
      server.db,
      sql`SELECT customer_code, key_name FROM wms.delivery_keys WHERE site_id = 'SXD'`,
    );
    for (const j of jobs.body.results)
      expect(j.keys.map((k) => k.key_name).sort()).toEqual(
        cabinet
          .filter((k) => k.customer_code === j.customer_id)
          .map((k) => k.key_name)
          .sort(),
      );
    const map = await delivery<TDeliveryMap>(viewer, 'delivery', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    expect(map.status).toBe(200);
    const onMap = map.body.results[0]!.stops.find(
      (s) => s.sales_order_header_id === stop.sales_order_header_id,
    )!;
    expect(onMap.keys.map((k) => k.key_name)).toContain('Run test side gate');
  });

  it('the calendar covers the first of the month through the date; yellow while upcoming', async () => {
    const token = await server.login('viewer');
    const answer = await delivery<{ calendar: string; days: { date: string; colour: string }[] }>(
      token,
      'calendar',
      'list',
      { date: today },
    );
    expect(answer.status).toBe(200);
    const [row] = answer.body.results;
    const pairs = row!.calendar.split(';').map((p) => p.split(':'));
    const dates = pairs.map(([d]) => d!);
    expect(dates.every((d) => d >= `${today.slice(0, 8)}01` && d <= today)).toBe(true);
    expect(dates).toContain(today);
    // Today is part delivered: yellow.
    expect(pairs.find(([d]) => d === today)![1]).toBe('YELLOW');
    const distinct = await server.db
      .selectDistinct({ date: deliveryRuns.delivery_date })
      .from(deliveryRuns)
      .where(
        sql`${deliveryRuns.site_id} = 'SXD' AND ${deliveryRuns.delivery_date} BETWEEN ${`${today.slice(0, 8)}01`} AND ${today}`,
      );
    expect(dates).toHaveLength(distinct.length);
  });

  it('answers each driver’s latest position of the day', async () => {
    const token = await server.login('viewer');
    const gps = await delivery<{ driver_name: string; lat: number }>(
      token,
      'gps_location',
      'list',
      {
        date: today,
      },
    );
    expect(gps.status).toBe(200);
    const names = gps.body.results.map((g) => g.driver_name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('run map, best route and update_map', () => {
  it('maps a run: markers A.., drop 5, legs rounded up, start 10:00, warehouse start and end', async () => {
    const token = await server.login('viewer');
    const run = await busiestRun(token);
    const answer = await delivery<TDeliveryMap>(token, 'delivery', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    expect(answer.status).toBe(200);
    const map = answer.body.results[0]!;
    expect(map.start_time).toBe('10:00');
    expect(map.depot.address).toContain('Dandenong South');
    expect(map.stops.map((s) => s.marker).slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(map.stops.every((s) => s.drop_time === 5 && Number.isInteger(s.travel_time))).toBe(true);
    const legs = map.stops.reduce((t, s) => t + s.travel_time, 0) + map.return_travel_time;
    expect(map.total_travel_minutes).toBe(legs);
    expect(map.total_minutes).toBeGreaterThanOrEqual(legs + 5 * map.stops.length);
    const first = map.stops[0]!;
    if (!first.window_from) {
      const h = 10 * 60 + first.travel_time;
      expect(first.expected_time).toBe(
        `${String(Math.floor(h / 60)).padStart(2, '0')}:${String(h % 60).padStart(2, '0')}`,
      );
    }
  });

  it('best route keeps locked and delivered stops, is never longer; update_map saves the order', async () => {
    const token = await server.login('admin');
    const run = await busiestRun(token);
    const jobs = (
      await delivery<TRunJobRow>(token, 'delivery_run_job', 'get', {
        delivery_run_id: run.delivery_run_id,
      })
    ).body.results;
    const stops = jobs.map((j, i) => ({
      sales_order_header_id: j.sales_order_header_id,
      locked: i === 2,
      window_from: null,
      window_to: null,
    }));
    const before = await snapshot(server.db, deliveryRunJobs);
    const answer = await delivery<TRoutePlan>(token, 'route', 'optimise', {
      delivery_run_id: run.delivery_run_id,
      stops,
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    const plan = answer.body.results[0]!;
    expect(await snapshot(server.db, deliveryRunJobs)).toBe(before);
    expect(plan.after_minutes).toBeLessThanOrEqual(plan.before_minutes);
    expect(plan.improved).toBe(true);
    // The locked stop and the delivered ones keep their place.
    jobs.forEach((j, i) => {
      if (i === 2 || j.completed)
        expect(plan.plan.stops[i]!.sales_order_header_id).toBe(j.sales_order_header_id);
    });
    expect(plan.plan.stops.some((s, i) => s.new_sequence === i + 1 && s.sequence !== i + 1)).toBe(
      true,
    );
    expect(plan.plan.stops.map((s) => s.sales_order_header_id).sort()).toEqual(
      jobs.map((j) => j.sales_order_header_id).sort(),
    );

    const saved = await delivery(token, 'sales_order', 'update_map', {
      sales_orders: plan.plan.stops.map((s, i) => ({
        sales_order_header_id: s.sales_order_header_id,
        delivery_map_order: i + 1,
        customer_name: s.customer_name,
      })),
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    const reread = await delivery<TRunJobRow>(token, 'delivery_run_job', 'get', {
      delivery_run_id: run.delivery_run_id,
    });
    expect(reread.body.results.map((j) => j.sales_order_header_id)).toEqual(
      plan.plan.stops.map((s) => s.sales_order_header_id),
    );
    // Optimising the saved route again finds nothing better.
    const again = await delivery<TRoutePlan>(token, 'route', 'optimise', {
      delivery_run_id: run.delivery_run_id,
      stops: reread.body.results.map((j, i) => ({
        sales_order_header_id: j.sales_order_header_id,
        locked: i === 2,
      })),
    });
    expect(again.body.results[0]!.after_minutes).toBeLessThanOrEqual(
      again.body.results[0]!.before_minutes,
    );
  });

  it('update_map refuses unknown ids and another site’s orders, writing nothing', async () => {
    const token = await server.login('admin');
    const run = await busiestRun(token);
    const [job] = await server.db
      .select()
      .from(deliveryRunJobs)
      .where(eq(deliveryRunJobs.delivery_run_id, run.delivery_run_id))
      .limit(1);
    const [tasOrder] = await server.db
      .select({ id: salesOrders.sales_order_id })
      .from(salesOrders)
      .where(eq(salesOrders.site_id, 'TAS'))
      .limit(1);
    const before = await snapshot(server.db, deliveryRunJobs);
    const answer = await delivery(token, 'sales_order', 'update_map', {
      sales_orders: [
        { sales_order_header_id: job!.sales_order_id, delivery_map_order: 40 },
        { sales_order_header_id: tasOrder!.id, delivery_map_order: 41 },
        { sales_order_header_id: 987654, delivery_map_order: 42 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e) => e.message)).toEqual([
      M.orderNotFound(tasOrder!.id),
      M.orderNotFound(987654),
    ]);
    expect(await snapshot(server.db, deliveryRunJobs)).toBe(before);
    const viewer = await server.login('viewer');
    const refused = await delivery(viewer, 'sales_order', 'update_map', {
      sales_orders: [{ sales_order_header_id: job!.sales_order_id, delivery_map_order: 1 }],
    });
    expect(refused.status).toBe(403);
    expect(await snapshot(server.db, deliveryRunJobs)).toBe(before);
  });
  it('sales_order pick update_map saves the map order as delivery1 does', async () => {
    const token = await server.login('admin');
    const run = await busiestRun(token);
    const stopsOfRun = async () =>
      (
        await delivery<TRunJobRow>(token, 'delivery_run_job', 'get', {
          delivery_run_id: run.delivery_run_id,
        })
      ).body.results.map((j) => j.sales_order_header_id);
    const reversed = (await stopsOfRun()).reverse();
    expect(reversed.length).toBeGreaterThan(1);
    const pick = (t: string, data: unknown) =>
      server.call<ActionResult<typeof PICK_CALLS.update_map>>(t, 'sales_order', {
        site_id: 'SXD',
        entity: 'pick',
        action: 'update_map',
        data,
      });
    const saved = await pick(token, {
      sales_orders: reversed.map((id, i) => ({
        sales_order_header_id: id,
        delivery_map_order: i + 1,
      })),
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    expect(saved.body.results.map((r) => [r.sales_order_header_id, r.delivery_map_order])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    expect(await stopsOfRun()).toEqual(reversed);
    const stored = await rows<{ id: number; map_order: number }>(
      server.db,
      sql`SELECT sales_order_id AS id, delivery_map_order AS map_order
          FROM wms.delivery_run_jobs WHERE delivery_run_id = ${run.delivery_run_id}
          ORDER BY delivery_map_order`,
    );
    expect(stored.map((r) => r.id)).toEqual(reversed);

    const before = await snapshot(server.db, deliveryRunJobs);
    const unknown = await pick(token, {
      sales_orders: [{ sales_order_header_id: 987654, delivery_map_order: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e) => e.message)).toEqual([M.orderNotFound(987654)]);
    const viewer = await server.login('viewer');
    const refused = await pick(viewer, {
      sales_orders: [{ sales_order_header_id: reversed[0], delivery_map_order: 1 }],
    });
    expect(refused.status).toBe(403);
    expect(await snapshot(server.db, deliveryRunJobs)).toBe(before);
  });
});

describe('geocode check and despatch', () => {
  it('places an address at its suburb centroid, stores it on a stop, refuses unknown ones', async () => {
    const token = await server.login('admin');
    const maps = (data: unknown) =>
      server.call<{ lat: number; lng: number; stored: boolean }>(token, 'maps', {
        site_id: 'SXD',
        entity: 'geocode',
        action: 'check',
        data,
      });
    const found = await maps({ address_1: '8 Lonsdale St', suburb: 'dandenong', postcode: '3175' });
    expect(found.status).toBe(200);
    expect(found.body.results[0]).toMatchObject({ stored: false });
    expect(found.body.results[0]!.lat).toBeCloseTo(-37.987, 2);
    const unknown = await maps({ suburb: 'Atlantis', postcode: '9999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(M.addressUnknown('Atlantis', '9999'));
    const [job] = await server.db.select().from(deliveryRunJobs).limit(1);
    const stored = await maps({
      suburb: 'Frankston',
      postcode: '3199',
      sales_order_header_id: job!.sales_order_id,
    });
    expect(stored.body.results[0]!.stored).toBe(true);
    const [after] = await server.db
      .select()
      .from(deliveryRunJobs)
      .where(
        and(
          eq(deliveryRunJobs.site_id, job!.site_id),
          eq(deliveryRunJobs.sales_order_id, job!.sales_order_id),
        ),
      );
    expect(after!.lat).toBeCloseTo(-38.144, 3);
  });

  it('looks a despatch up by number (envelope and GET /api/despatch); route code falls back', async () => {
    const token = await server.login('viewer');
    const [courier] = await server.db
      .select()
      .from(despatches)
      .where(sql`${despatches.courier_route_code} IS NULL`)
      .limit(1);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/despatch?site_id=SXD&despatch_number=${courier!.despatch_number}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TEnvelopeAnswer<TDespatchRow>;
    expect(body.results[0]).toMatchObject({
      despatch_number: courier!.despatch_number,
      courier_route_code: courier!.article_id,
    });
    const list = await server.app.inject({
      method: 'PUT',
      url: '/api/despatch/',
      headers: { authorization: `Bearer ${token}` },
      payload: { site_id: 'SXD', search_term: courier!.despatch_number },
    });
    expect((list.json() as TEnvelopeAnswer<TDespatchRow>).results).toHaveLength(1);
    const filtered = await server.app.inject({
      method: 'PUT',
      url: '/api/despatch/',
      headers: { authorization: `Bearer ${token}` },
      payload: { site_id: 'SXD', filters: { search_term: courier!.despatch_number } },
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(
      (filtered.json() as TEnvelopeAnswer<TDespatchRow>).results.map((r) => r.despatch_number),
    ).toEqual([courier!.despatch_number]);
    const missing = await server.call(token, 'despatch', {
      site_id: 'SXD',
      entity: 'despatch',
      action: 'get',
      data: { despatch_number: 'NOPE-1' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.despatchNotFound('NOPE-1'));
    const elsewhere = await server.call(token, 'despatch', {
      site_id: 'TAS',
      entity: 'despatch',
      action: 'get',
      data: { despatch_number: courier!.despatch_number },
    });
    expect(elsewhere.status).not.toBe(200);
  });
});
