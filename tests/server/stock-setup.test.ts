import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  STOCK_SETUP_MESSAGES as M,
  type TEnvelopeAnswer,
  type TLoadObjectType,
  type TLocation,
  type TLocationCheckResult,
  type TLocationType,
  type TRecordCheckResult,
  type TStorageGroup,
  type TTrackingType,
} from '../../src/contract';
import {
  DEMO_LOAD_OBJECT_TYPES,
  DEMO_LOCATION_TYPES,
  seedStockSetup,
} from '../../server/areas/stock-setup/demo';
import {
  inventory,
  loadObjectTypes,
  locationTypes,
  locations,
  storageGroups,
  trackingTypes,
} from '../../server/db/schema';
import { startServer } from './harness';
import { countRows, snapshot } from './helpers';

const server = startServer();

beforeAll(async () => {
  await seedStockSetup(server.db, 'SXD');
  // Inventory that uses a storage group and a tracking type (arranged as the owner).
  await server.db
    .insert(inventory)
    .values({
      site_id: 'SXD',
      inventory_code: 'SETUP-TEST-1',
      inventory_description: 'Chilled batch item',
      storage_group: 'CHL',
      tracking_type: 'BATCH',
    })
    .onConflictDoNothing();
});

/** How many inventory items of SXD use a storage group or tracking type (the demo has some). */
async function inventoryUsing(field: 'storage_group' | 'tracking_type', code: string) {
  const [row] = await server.db
    .select({ n: count() })
    .from(inventory)
    .where(and(eq(inventory.site_id, 'SXD'), eq(inventory[field], code)));
  return row!.n;
}

const wms = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'wms', { site_id: site, entity, action, data });
const lot = <T = TLoadObjectType>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity: 'load_object_type', action, data });

describe('location types (wms / location_type)', () => {
  it('lists the demo location types in order', async () => {
    const token = await server.login('admin');
    const { status, body } = await wms<TLocationType>(token, 'location_type', 'list', {});
    expect(status).toBe(200);
    for (const t of DEMO_LOCATION_TYPES) expect(body.results).toContainEqual(t);
    const codes = body.results.map((t) => t.location_type);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    const found = await wms<TLocationType>(token, 'location_type', 'list', { search_term: 'cage' });
    expect(found.body.results.map((t) => t.location_type)).toEqual([6]);
  });

  it('check saves the good records and answers one error per bad record', async () => {
    const token = await server.login('admin');
    const { status, body } = await wms<TRecordCheckResult<TLocationType>>(
      token,
      'location_type',
      'check',
      {
        records: [
          { location_type: 20, description: 'Mezzanine', model: 'MEZZ' },
          { location_type: 21, description: '' },
          { location_type: 'abc', description: 'Not a number' },
          { location_type: 22, description: 'Cross dock', process_on_hand: false },
        ],
      },
    );
    expect(status).toBe(200);
    expect(body.results.map((r) => r.saved)).toEqual([true, false, false, true]);
    expect(body.results[0]).toMatchObject({
      row: 1,
      key: '20',
      saved: true,
      item: { location_type: 20, description: 'Mezzanine', model: 'MEZZ', process_on_hand: true },
    });
    const bad = body.results[1]!;
    expect(!bad.saved && bad.message).toBe(
      M.recordRow(2, '21', `description: ${MESSAGES.required}`),
    );
    expect(body.warnings.map((w) => w.message)).toHaveLength(2);
    const [saved] = await server.db
      .select()
      .from(locationTypes)
      .where(and(eq(locationTypes.site_id, 'SXD'), eq(locationTypes.location_type, 22)));
    expect(saved).toMatchObject({ description: 'Cross dock', process_on_hand: false });
    // an update of an existing record
    const again = await wms<TRecordCheckResult<TLocationType>>(token, 'location_type', 'check', {
      records: [{ location_type: 20, description: 'Mezzanine level', model: 'MEZZ' }],
    });
    expect(again.body.results[0]).toMatchObject({
      saved: true,
      item: { description: 'Mezzanine level' },
    });
  });

  it('deletes unused types; refuses one used by locations or missing, deleting nothing', async () => {
    const token = await server.login('admin');
    const [{ used } = { used: 0 }] = await server.db
      .select({ used: count() })
      .from(locations)
      .where(and(eq(locations.site_id, 'SXD'), eq(locations.location_type, 4)));
    expect(used).toBeGreaterThan(0); // the demo locations are bin locations (type 4)
    const before = await snapshot(server.db, locationTypes);
    const refused = await wms(token, 'location_type', 'delete', {
      records: [21, { location_type: 4 }, 99],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      M.recordRow(1, '21', M.locationTypeNotFound(21)),
      M.recordRow(2, '4', M.locationTypeInUse(4, used)),
      M.recordRow(3, '99', M.locationTypeNotFound(99)),
    ]);
    expect(refused.body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.db, locationTypes)).toBe(before);
    const deleted = await wms<TLocationType>(token, 'location_type', 'delete', {
      records: [{ location_type: 20 }, '22'],
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results.map((t) => t.location_type)).toEqual([20, 22]);
    const list = await wms<TLocationType>(token, 'location_type', 'list', {});
    expect(list.body.results.map((t) => t.location_type)).not.toContain(20);
  });
});

describe('storage groups and tracking types (wms)', () => {
  it('lists, checks and deletes storage groups; one used by inventory is refused', async () => {
    const token = await server.login('admin');
    const list = await wms<TStorageGroup>(token, 'storage_group', 'list', {});
    expect(list.body.results.map((g) => g.storage_group)).toEqual(
      expect.arrayContaining(['AMB', 'CHL', 'FRZ', 'HAZ']),
    );
    const check = await wms<TRecordCheckResult<TStorageGroup>>(token, 'storage_group', 'check', {
      records: [
        { storage_group: 'BULKY', storage_group_name: 'Bulky goods' },
        { storage_group: 'BAD CODE', storage_group_name: 'Spaces' },
        {
          storage_group: 'PHARM',
          storage_group_name: 'Pharmacy',
          storage_group_colour_text: 'red',
        },
      ],
    });
    expect(check.status).toBe(200);
    expect(check.body.results.map((r) => r.saved)).toEqual([true, false, false]);
    expect(check.body.warnings).toHaveLength(2);
    const before = await snapshot(server.db, storageGroups);
    const refused = await wms(token, 'storage_group', 'delete', {
      records: [{ storage_group: 'BULKY' }, { storage_group: 'CHL' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      M.recordRow(
        2,
        'CHL',
        M.storageGroupInUse('CHL', await inventoryUsing('storage_group', 'CHL')),
      ),
    ]);
    expect(await snapshot(server.db, storageGroups)).toBe(before);
    const deleted = await wms<TStorageGroup>(token, 'storage_group', 'delete', {
      records: ['BULKY'],
    });
    expect(deleted.body.results.map((g) => g.storage_group)).toEqual(['BULKY']);
  });

  it('lists, checks and deletes tracking types; one used by inventory is refused', async () => {
    const token = await server.login('admin');
    const list = await wms<TTrackingType>(token, 'tracking_type', 'list', {});
    expect(list.body.results.map((t) => t.tracking_type)).toEqual(
      expect.arrayContaining(['BATCH', 'BATCH_EXPIRY', 'NONE', 'SERIAL']),
    );
    const check = await wms<TRecordCheckResult<TTrackingType>>(token, 'tracking_type', 'check', {
      records: [
        { tracking_type: 'LOT', description: 'Lot tracked', tracking: 'BATCH' },
        { tracking_type: 'X', description: '' },
      ],
    });
    expect(check.body.results.map((r) => r.saved)).toEqual([true, false]);
    expect(check.body.results[0]).toMatchObject({
      item: { tracking_type: 'LOT', process_on_hand: true, help_context: '' },
    });
    const before = await snapshot(server.db, trackingTypes);
    const refused = await wms(token, 'tracking_type', 'delete', { records: ['BATCH'] });
    expect(refused.status).toBe(400);
    // a single record is answered with the plain message
    expect(refused.body.errors[0]!.message).toBe(
      M.trackingTypeInUse('BATCH', await inventoryUsing('tracking_type', 'BATCH')),
    );
    expect(await snapshot(server.db, trackingTypes)).toBe(before);
    expect((await wms(token, 'tracking_type', 'delete', { records: ['LOT'] })).status).toBe(200);
  });

  it('refuses a malformed records list and an unknown entity', async () => {
    const token = await server.login('admin');
    expect((await wms(token, 'storage_group', 'check', { records: [] })).status).toBe(400);
    expect((await wms(token, 'storage_group', 'check', {})).status).toBe(400);
    const unknown = await wms(token, 'nope', 'list', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(MESSAGES.unknownAction('wms', 'nope', 'list'));
  });
});

describe('locations through the generic /wms POST', () => {
  it('lists, checks (row by row, the locations queries) and deletes locations', async () => {
    const token = await server.login('admin');
    const list = await wms<TLocation>(token, 'location', 'list', {
      warehouse: 'DC1',
      search_term: 'a-03-0',
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((l) => l.location)).toEqual([
      'A-03-01-A',
      'A-03-02-A',
      'A-03-03-A',
      'A-03-04-A',
    ]);
    const check = await wms<TLocationCheckResult>(token, 'location', 'check', {
      records: [
        { warehouse: 'DC1', location: 'WMS-01', pick_section: 'A-BULK' },
        { warehouse: 'DC1', location: 'WMS-02', pick_section: 'NO-SUCH' },
      ],
    });
    expect(check.status).toBe(200);
    expect(check.body.results.map((r) => r.saved)).toEqual([true, false]);
    const bad = check.body.results[1]!;
    expect(!bad.saved && bad.message).toBe(
      MESSAGES.locationRow(2, 'WMS-02', MESSAGES.unknownPickSection('NO-SUCH', 'DC1')),
    );
    const saved = check.body.results[0]!;
    const id = saved.saved ? saved.item.location_id : -1;
    expect(saved.saved && saved.item.location_type).toBe(4);
    const before = await snapshot(server.db, locations);
    const refused = await wms(token, 'location', 'delete', {
      records: [{ location_id: id }, 999999],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      M.recordRow(2, '999999', MESSAGES.locationNotFound(999999)),
    ]);
    expect(await snapshot(server.db, locations)).toBe(before);
    const deleted = await wms<TLocation>(token, 'location', 'delete', {
      records: [{ location_id: id }],
    });
    expect(deleted.body.results.map((l) => l.location)).toEqual(['WMS-01']);
  });

  it('uses the wh module for locations', async () => {
    const floor = await server.login('floor'); // wh view + update, no admin, no wh delete
    expect((await wms(floor, 'location', 'list', { warehouse: 'DC1', limit: 1 })).status).toBe(200);
    expect((await wms(floor, 'location_type', 'list', {})).status).toBe(403);
    const del = await wms(floor, 'location', 'delete', { records: [1] });
    expect(del.status).toBe(403);
    expect(del.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'delete'));
  });
});

describe('wms permissions', () => {
  it('a viewer may list but not check or delete', async () => {
    const viewer = await server.login('viewer');
    for (const entity of ['location_type', 'storage_group', 'tracking_type']) {
      expect((await wms(viewer, entity, 'list', {})).status).toBe(200);
      const check = await wms(viewer, entity, 'check', { records: [{}] });
      expect(check.status).toBe(403);
      expect(check.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'update'));
      const del = await wms(viewer, entity, 'delete', { records: ['X'] });
      expect(del.status).toBe(403);
      expect(del.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'delete'));
    }
    const check = await wms(viewer, 'location', 'check', { records: [{}] });
    expect(check.status).toBe(403);
    expect(check.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'update'));
  });

  it('is per site: TAS has its own location types', async () => {
    const admin = await server.login('admin');
    await wms(
      admin,
      'location_type',
      'check',
      { records: [{ location_type: 77, description: 'TAS only' }] },
      'TAS',
    );
    const sxd = await wms<TLocationType>(admin, 'location_type', 'list', {});
    expect(sxd.body.results.map((t) => t.location_type)).not.toContain(77);
    const tas = await wms<TLocationType>(admin, 'location_type', 'list', {}, 'TAS');
    expect(tas.body.results.map((t) => t.location_type)).toContain(77);
  });
});

describe('load object types (admin / load_object_type)', () => {
  it('lists the demo types; a 1-character term is ignored', async () => {
    const token = await server.login('admin');
    const { status, body } = await lot<TLoadObjectType>(token, 'list', {});
    expect(status).toBe(200);
    const codes = body.results.map((t) => t.load_object_type);
    for (const t of DEMO_LOAD_OBJECT_TYPES) expect(codes).toContain(t.load_object_type);
    const chep = body.results.find((t) => t.load_object_type === 'CHEP')!;
    expect(chep).toMatchObject({ width: 1165, depth: 1165, tare_weight: 35, track_pallet: true });
    const one = await lot(token, 'list', { search_term: 'c' });
    expect(one.body.results).toHaveLength(body.results.length);
    const found = await lot(token, 'list', { search_term: 'pallet' });
    expect(found.body.results.map((t) => t.load_object_type).sort()).toEqual(['CHEP', 'LOSCAM']);
  });

  it('check adds with the nominated weight converted to an integer (default 0), updates by id', async () => {
    const token = await server.login('admin');
    const added = await lot(token, 'check', {
      load_object_type: 'IBC',
      load_object_type_name: 'IBC tote 1000 L',
      width: 1200,
      depth: 1000,
      height: 1160.5,
      tare_weight: 58.5,
      nominated_weight: '812.7',
    });
    expect(added.status).toBe(200);
    const item = added.body.results[0]!;
    expect(item).toMatchObject({ load_object_type: 'IBC', nominated_weight: 812, height: 1160.5 });
    const [row] = await server.db
      .select({ w: loadObjectTypes.nominated_weight })
      .from(loadObjectTypes)
      .where(eq(loadObjectTypes.load_object_type_id, item.load_object_type_id));
    expect(row!.w).toBe(812);
    const blank = await lot(token, 'check', {
      load_object_type_id: item.load_object_type_id,
      load_object_type: 'IBC',
      nominated_weight: '',
    });
    expect(blank.body.results[0]).toMatchObject({
      load_object_type_id: item.load_object_type_id,
      nominated_weight: 0,
      width: 0,
    });
    const wrapped = await lot(token, 'check', {
      load_object_type: { ...item, nominated_weight: 99.99 },
    });
    expect(wrapped.body.results[0]!.nominated_weight).toBe(99);
    const got = await lot(token, 'get', { load_object_type_id: item.load_object_type_id });
    expect(got.body.results[0]!.nominated_weight).toBe(99);
  });

  it('refuses a duplicate code, bad data and a missing id; writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, loadObjectTypes);
    const dup = await lot(token, 'check', { load_object_type: 'CHEP' });
    expect(dup.status).toBe(400);
    expect(dup.body.errors[0]!.message).toBe(M.loadObjectTypeExists('CHEP'));
    const bad = await lot(token, 'check', { load_object_type: '', width: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    const missing = await lot(token, 'get', { load_object_type_id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.loadObjectTypeNotFound(999999));
    expect((await lot(token, 'delete', { load_object_type_id: 999999 })).status).toBe(404);
    expect((await lot(token, 'get', {})).status).toBe(400);
    expect(await snapshot(server.db, loadObjectTypes)).toBe(before);
  });

  it('deletes by id', async () => {
    const token = await server.login('admin');
    const added = await lot(token, 'check', { load_object_type: 'TMP1', nominated_weight: 3 });
    const id = added.body.results[0]!.load_object_type_id;
    const n = await countRows(server.db, loadObjectTypes);
    const deleted = await lot(token, 'delete', { load_object_type_id: id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results[0]!.load_object_type).toBe('TMP1');
    expect(await countRows(server.db, loadObjectTypes)).toBe(n - 1);
  });

  it('needs wh view to list, update to save, delete to delete (Packs & Pallets is a wh menu)', async () => {
    const viewer = await server.login('viewer');
    expect((await lot(viewer, 'list', {})).status).toBe(200);
    const save = await lot(viewer, 'check', { load_object_type: 'NOPE' });
    expect(save.status).toBe(403);
    expect(save.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'update'));
    const del = await lot(viewer, 'delete', { load_object_type_id: 1 });
    expect(del.status).toBe(403);
    expect(del.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'delete'));
    // The floor user (wh view + update, no admin) reads and saves the pack types it packs with.
    const floor = await server.login('floor');
    expect((await lot(floor, 'list', {})).status).toBe(200);
    expect((await lot(floor, 'delete', { load_object_type_id: 1 })).status).toBe(403);
  });
});

describe('load object types (REST alternative /api/lot)', () => {
  async function rest(
    token: string | undefined,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await server.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.json() as TEnvelopeAnswer<TLoadObjectType>,
    };
  }

  it('GET ?site_id&load_object_type answers one, GET without and PUT answer the list', async () => {
    const token = await server.login('admin');
    const one = await rest(token, 'GET', '/api/lot?site_id=SXD&load_object_type=LOSCAM');
    expect(one.status).toBe(200);
    expect(one.body.results).toHaveLength(1);
    expect(one.body.results[0]).toMatchObject({ load_object_type: 'LOSCAM', width: 1165 });
    const envelope = await lot(token, 'list', {});
    const list = await rest(token, 'PUT', '/api/lot/', { site_id: 'SXD' });
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual(envelope.body.results);
    const all = await rest(token, 'GET', '/api/lot?site_id=SXD');
    expect(all.body.results).toEqual(envelope.body.results);
  });

  it('POST saves (weight as integer) and DELETE deletes through the same rules', async () => {
    const token = await server.login('admin');
    const saved = await rest(token, 'POST', '/api/lot/', {
      site_id: 'SXD',
      load_object_type: 'HALF',
      load_object_type_name: 'Half pallet',
      nominated_weight: 250.9,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]!.nominated_weight).toBe(250);
    const before = await snapshot(server.db, loadObjectTypes);
    const bad = await rest(token, 'POST', '/api/lot/', { site_id: 'SXD', load_object_type: '' });
    expect(bad.status).toBe(400);
    expect(await snapshot(server.db, loadObjectTypes)).toBe(before);
    const id = saved.body.results[0]!.load_object_type_id;
    const deleted = await rest(token, 'DELETE', '/api/lot/', {
      site_id: 'SXD',
      load_object_type_id: id,
    });
    expect(deleted.status).toBe(200);
    expect((await lot(token, 'get', { load_object_type_id: id })).status).toBe(404);
  });

  it('refuses without sign-in and without the permission', async () => {
    expect((await rest(undefined, 'GET', '/api/lot?site_id=SXD')).status).toBe(401);
    const viewer = await server.login('viewer');
    const post = await rest(viewer, 'POST', '/api/lot/', { site_id: 'SXD', load_object_type: 'V' });
    expect(post.status).toBe(403);
  });
});
