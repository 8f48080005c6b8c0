import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_LIST_LIMIT, type TLogCount, type TLogSummary } from '../../src/contract';
import { activityLog } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

/** A day of the demo sites' zones with no other records: 13:00 there is 02:00 UTC. */
const DAY = '2020-03-04';
const PALLETS = 320;
const COUNTS = 300;

/** One record of the day, `second` seconds after 02:00 UTC. */
const record = (site: string, second: number, r: Partial<typeof activityLog.$inferInsert>) => {
  const at = new Date(Date.UTC(2020, 2, 4, 2, 0, second));
  return {
    site_id: site,
    local_zone: 'Australia/Melbourne',
    action: 'move',
    method: 'POST',
    entity: 'location',
    log_key: 'warehouse/location/move',
    status: 'New',
    start_time: at,
    finished_time: at,
    duration: 1,
    success: true,
    user_id: 'admin',
    ...r,
  };
};

beforeAll(async () => {
  const rows = [
    ...Array.from({ length: PALLETS }, (_, i) =>
      record('SXD', i * 2, { log_description: `Pallet moved to A-${i}` }),
    ),
    ...Array.from({ length: COUNTS }, (_, i) =>
      record('SXD', i * 2 + 1, {
        action: 'count',
        entity: 'stock',
        log_key: 'inventory/stock/count',
        log_description: `Stock counted 100% at B_${i}`,
        user_id: 'floor',
      }),
    ),
    // The word only in the request: a search never looks there (it may be withheld).
    record('SXD', 900, { log_description: 'Label printed', request: { note: 'zebrafish' } }),
    // Another site's pallet.
    record('TAS', 10, { log_description: 'Pallet moved at TAS' }),
  ];
  await server.db.insert(activityLog).values(rows);
});

async function search(user: string, data: Record<string, unknown>, site = 'SXD') {
  const token = await server.login(user);
  const envelope = (action: string) => ({ site_id: site, entity: 'log', action, data });
  const list = await server.call<TLogSummary>(token, 'logging', envelope('list'));
  const count = await server.call<TLogCount>(token, 'logging', envelope('count'));
  return { list, count, total: count.body.results[0]?.total };
}

describe('the activity log in pages', () => {
  it('answers a page of 500 with the total, and the next page from its offset', async () => {
    const first = await search('admin', { date_part: DAY });
    expect(first.list.status).toBe(200);
    expect(first.list.body.results).toHaveLength(LOG_LIST_LIMIT);
    expect(first.total).toBe(PALLETS + COUNTS + 1);

    const next = await search('admin', { date_part: DAY, offset: LOG_LIST_LIMIT });
    expect(next.list.body.results).toHaveLength(PALLETS + COUNTS + 1 - LOG_LIST_LIMIT);
    expect(next.total).toBe(first.total);
    const ids = [...first.list.body.results, ...next.list.body.results].map((r) => r.log_id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.list.body.results, ...next.list.body.results].map((r) => r.start_time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('finds each word of the free text in the description, key or user, in any case', async () => {
    const pallets = await search('admin', { date_part: DAY, search_term: 'pALLet' });
    expect(pallets.total).toBe(PALLETS);
    expect(pallets.list.body.results).toHaveLength(PALLETS);
    expect(
      pallets.list.body.results.every((r) => r.log_description!.startsWith('Pallet moved')),
    ).toBe(true);

    expect((await search('admin', { date_part: DAY, search_term: 'stock/count' })).total).toBe(
      COUNTS,
    );
    expect((await search('admin', { date_part: DAY, search_term: 'FLOOR' })).total).toBe(COUNTS);
    expect((await search('admin', { date_part: DAY, search_term: ' pallet  A-31 ' })).total).toBe(
      11, // … A-319
    );
    expect((await search('admin', { date_part: DAY, search_term: 'pallet floor' })).total).toBe(0);
    // % and _ are the text's own characters, not patterns.
    expect((await search('admin', { date_part: DAY, search_term: '100%' })).total).toBe(COUNTS);
    expect((await search('admin', { date_part: DAY, search_term: 'B_1' })).total).toBe(111);
    expect((await search('admin', { date_part: DAY, search_term: 'B%1' })).total).toBe(0);
    expect((await search('admin', { date_part: DAY, search_term: 'zebrafish' })).total).toBe(0);
  });

  it("searches only the caller's site, for its members", async () => {
    const tas = await search('admin', { date_part: DAY, search_term: 'pallet' }, 'TAS');
    expect(tas.total).toBe(1);
    expect(tas.list.body.results.map((r) => r.log_description)).toEqual(['Pallet moved at TAS']);

    // Every member lists the log: the floor user too, the same records.
    expect((await search('floor', { date_part: DAY, search_term: 'pallet' })).total).toBe(PALLETS);

    // A user of another site is refused, the total too.
    const stranger = await search('partner', { date_part: DAY, search_term: 'pallet' });
    expect(stranger.list.status).toBe(403);
    expect(stranger.count.status).toBe(403);
  });

  it('refuses a negative offset', async () => {
    const bad = await search('admin', { date_part: DAY, offset: -1 });
    expect(bad.list.status).toBe(400);
    expect(bad.count.status).toBe(400);
  });
});

describe("the day of a search is the site's day", () => {
  it('ends at its midnight in the site zone (13:00 UTC in Melbourne summer)', async () => {
    const at = (iso: string) => new Date(iso);
    await server.db.insert(activityLog).values(
      ['2020-03-04T12:59:59Z', '2020-03-04T13:00:00Z'].map((iso) => ({
        ...record('SXD', 0, { log_description: 'Midnight edge' }),
        start_time: at(iso),
        finished_time: at(iso),
      })),
    );
    const before = await search('admin', { date_part: DAY, search_term: 'midnight' });
    expect(before.list.body.results.map((r) => r.start_time)).toEqual(['2020-03-04T12:59:59.000Z']);
    const after = await search('admin', { date_part: '2020-03-05', search_term: 'midnight' });
    expect(after.list.body.results.map((r) => r.start_time)).toEqual(['2020-03-04T13:00:00.000Z']);
    expect(after.total).toBe(1);
  });
});
