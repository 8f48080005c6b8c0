import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSession } from '../../src/api/session';
import { patchWorkContext, setWorkContext } from '../../src/api/work-context';
import { MIRROR_ENTITY_NAMES, ZSessionUser } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import {
  SITE_ENTITIES,
  WAREHOUSE_ENTITIES,
  clearMirror,
  mirrorIdle,
  refreshMirror,
} from '../../src/offline/mirror';
import { mirrorStatus } from '../../src/offline/mirror-status';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { countRows, getRow, readRows } from '../../src/offline/mirror-store';
import { findLocation } from '../../src/scan/lookups';

/*
 * The device's refresh (src/offline/mirror.ts) against the real server over HTTP, with
 * Dexie on fake-indexeddb: the first load matches the database, a later refresh brings a
 * change and a deletion, a site switch clears the old site's rows, ALL keeps site-wide only.
 */
const server = startServer();
const realFetch = globalThis.fetch;

const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(server.db, query))[0]!.n;

async function signIn(username: string, site: string, warehouse: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'demo1234' },
  });
  const body = response.json() as { token: string; user: unknown };
  const user = ZSessionUser.parse(body.user);
  setSession({ token: body.token, user });
  setWorkContext({
    user_id: user.user_id,
    site_id: site,
    warehouse,
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
}

beforeAll(async () => {
  const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  // The app's client asks `/api/...` of its own origin: here, the test server.
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? baseUrl + input : input, init);
  await clearMirror();
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The inventory codes of a site, sorted as the mirror's keys sort. */
async function siteItemCodes(site: string): Promise<string[]> {
  const found = await rows<{ code: string }>(
    server.db,
    sql`SELECT inventory_code AS code FROM wms.inventory WHERE site_id = ${site}`,
  );
  return found.map((r) => r.code).sort();
}

describe('refreshMirror against the server', () => {
  it('loads every entity of the site and the warehouse, matching the database', async () => {
    await signIn('admin', 'SXD', 'DC1');
    const result = await refreshMirror({ reason: 'sign-in' });
    expect(result.skipped).toBe(false);
    expect(result.entities).toEqual([...SITE_ENTITIES, ...WAREHOUSE_ENTITIES]);
    expect(mirrorStatus.get().lastRefreshAt).not.toBeNull();
    expect(mirrorStatus.get().error).toBeNull();

    expect(await countRows('locations')).toBe(
      await count(
        sql`SELECT count(*)::int AS n FROM wms.locations WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
      ),
    );
    expect(await countRows('inventory')).toBe(
      await count(sql`SELECT count(*)::int AS n FROM wms.inventory WHERE site_id = 'SXD'`),
    );
    expect(await countRows('on_hands')).toBe(
      await count(
        sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id = 'SXD' AND warehouse = 'DC1'`,
      ),
    );
    expect(await floorDb.mirror('picks').count()).toBe(
      await count(
        sql`SELECT count(*)::int AS n FROM wms.picks WHERE site_id = 'SXD' AND warehouse = 'DC1'
            AND status IN ('new', 'in_progress')`,
      ),
    );
    // Lower-cased lookup columns, and the cursors with their site and warehouse.
    const loc = await readRows('locations').then((r) => r[0]);
    expect(loc?.location_lc).toBe(String(loc?.location).toLowerCase());
    expect(loc?.barcode_lc).toBe(String(loc?.barcode).toLowerCase());
    const item = await readRows('inventory').then((r) => r[0]);
    expect(item?.inventory_code_lc).toBe(String(item?.inventory_code).toLowerCase());
    const cursors = await floorDb.cursors.toArray();
    expect(cursors.map((c) => c.entity).sort()).toEqual([...MIRROR_ENTITY_NAMES].sort());
    for (const c of cursors) {
      expect(c.site_id).toBe('SXD');
      expect(c.warehouse).toBe(SITE_ENTITIES.includes(c.entity) ? '' : 'DC1');
    }
  });

  it('brings a change and a deletion made on the server at the next refresh', async () => {
    const [loc] = await rows<{ location_id: number; storage: string }>(
      server.db,
      sql`SELECT location_id, storage FROM wms.locations
          WHERE site_id = 'SXD' AND warehouse = 'DC1' ORDER BY location_id LIMIT 1`,
    );
    await server.db.execute(
      sql`UPDATE wms.locations SET location_name = 'Mirror Test Bay'
          WHERE site_id = 'SXD' AND location_id = ${loc!.location_id}`,
    );
    const [added] = await rows<{ location_id: number }>(
      server.db,
      sql`INSERT INTO wms.locations (site_id, warehouse, location, storage, barcode)
          VALUES ('SXD', 'DC1', 'MIRROR-TEMP-01', ${loc!.storage}, 'MIRROR-TEMP-01')
          RETURNING location_id`,
    );
    const before = await countRows('locations');
    const first = await refreshMirror({ reason: 'manual', entities: ['locations'] });
    expect(first.put).toBe(2);
    expect((await getRow('locations', String(loc!.location_id)))?.location_name).toBe(
      'Mirror Test Bay',
    );
    expect(await countRows('locations')).toBe(before + 1);
    const found = await findLocation('MIRROR-TEMP-01', 'DC1');
    expect(found?.location_id).toBe(added!.location_id);

    await server.db.execute(
      sql`DELETE FROM wms.locations WHERE site_id = 'SXD' AND location_id = ${added!.location_id}`,
    );
    const second = await refreshMirror({ reason: 'timer' });
    expect(second.deleted).toBeGreaterThanOrEqual(1);
    expect(await getRow('locations', String(added!.location_id))).toBeUndefined();
    expect(await countRows('locations')).toBe(before);
  });

  it('at ALL refreshes site-wide entities only', async () => {
    patchWorkContext({ warehouse: 'ALL' });
    const result = await refreshMirror({ reason: 'warehouse' });
    expect(result.entities).toEqual(SITE_ENTITIES);
    patchWorkContext({ warehouse: 'DC1' });
  });

  it('a site switch clears the old site and loads the new one; the outbox stays', async () => {
    await floorDb.outbox.add({
      id: 'keep-me',
      site_id: 'SXD',
      user_id: 'admin',
      service: 'movement',
      entity: 'movement',
      action: 'add',
      data: {},
      kind: 'movement',
      label: 'kept',
      status: 'pending',
      attempts: 0,
      created_at: new Date().toISOString(),
    });
    await clearMirror();
    expect(await countRows('inventory')).toBe(0);
    expect(await floorDb.cursors.count()).toBe(0);
    expect(await floorDb.outbox.count()).toBe(1);

    const [wh] = await rows<{ warehouse: string }>(
      server.db,
      sql`SELECT warehouse FROM wms.warehouses WHERE site_id = 'TAS' ORDER BY warehouse LIMIT 1`,
    );
    patchWorkContext({ site_id: 'TAS', warehouse: wh!.warehouse });
    await refreshMirror({ reason: 'site' });
    const items = await readRows('inventory');
    expect(items.length).toBe(
      await count(sql`SELECT count(*)::int AS n FROM wms.inventory WHERE site_id = 'TAS'`),
    );
    expect(items.map((r) => r.key).sort()).toEqual(await siteItemCodes('TAS'));
    const locs = await readRows('locations');
    const tasLocations = await rows<{ id: number }>(
      server.db,
      sql`SELECT location_id AS id FROM wms.locations
          WHERE site_id = 'TAS' AND warehouse = ${wh!.warehouse} ORDER BY location_id`,
    );
    const mirrored = locs.map((r) => Number(r.location_id)).sort((a, b) => a - b);
    expect(mirrored).toEqual(tasLocations.map((r) => r.id));
  });

  it('a refresh for a site with rows of another site in the mirror replaces them', async () => {
    // The TAS mirror is in; go back to SXD without clearing: the cursors say TAS, so every
    // entity is cleared and loaded again for SXD.
    patchWorkContext({ site_id: 'SXD', warehouse: 'DC1' });
    await refreshMirror({ reason: 'site' });
    await mirrorIdle();
    const items = await readRows('inventory');
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((r) => r.key).sort()).toEqual(await siteItemCodes('SXD'));
  });
});
