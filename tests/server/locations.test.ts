import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  type TLocation,
  type TLocationCheckResult,
} from '../../src/contract';
import { locations } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const call = <T = TLocation>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'warehouse', { site_id: site, entity: 'location', action, data });

async function idOf(warehouse: string, location: string, site = 'SXD'): Promise<number> {
  const [row] = await server.db
    .select({ id: locations.location_id })
    .from(locations)
    .where(
      and(
        eq(locations.site_id, site),
        eq(locations.warehouse, warehouse),
        eq(locations.location, location),
      ),
    );
  return row!.id;
}

describe('locations (envelope: warehouse / location)', () => {
  it('lists by a term matching the start of the location or barcode; 1 character is ignored', async () => {
    const token = await server.login('admin');
    // The demo DC1 has 2,132 locations; a page holds at most 2,000, count gives the total.
    const all = await call(token, 'list', { warehouse: 'DC1', limit: 5000 });
    expect(all.status).toBe(200);
    expect(all.body.results).toHaveLength(2000);
    const total = await call<{ total: number }>(token, 'count', { warehouse: 'DC1' });
    expect(total.body.results[0]!.total).toBe(2132);
    const one = await call<{ total: number }>(token, 'count', {
      warehouse: 'DC1',
      search_term: 'a',
    });
    expect(one.body.results[0]!.total).toBe(2132);
    const found = await call(token, 'list', { warehouse: 'DC1', search_term: 'a-03-0' });
    expect(found.body.results.map((l) => l.location)).toEqual([
      'A-03-01-A',
      'A-03-02-A',
      'A-03-03-A',
      'A-03-04-A',
    ]);
    const scanned = await call(token, 'list', { warehouse: 'DC1', search_term: 'DC1-G-02-03-A' });
    expect(scanned.body.results).toHaveLength(1);
    expect(scanned.body.results[0]).toMatchObject({
      location: 'G-02-03-A',
      pick_section: 'C-CHILL',
      storage: 'COLD',
      location_type: 4,
      erp_warehouse: '01',
    });
    const byId = await call(token, 'list', { warehouse_id: 1, search_term: 'B-08-04' });
    expect(byId.body.results.map((l) => l.location)).toEqual(['B-08-04-A']);
  });

  it('lists a pick section in pick sequence order and filters by storage', async () => {
    const token = await server.login('admin');
    const { body } = await call(token, 'list', { warehouse: 'DC1', pick_section_id: 'A-BULK' });
    const sequences = body.results.map((l) => l.pick_sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(sequences[0]).toBe(1);
    expect(body.results.every((l) => l.pick_section === 'A-BULK')).toBe(true);
    // the walk path: up aisle C, then down aisle D
    expect(body.results[0]!.location).toBe('C-01-01-A');
    expect(body.results[32]!.location).toBe('D-08-01-A');
    const frozen = await call(token, 'list', { warehouse: 'DC1', storage: 'FRZ', limit: 5000 });
    expect(frozen.body.results).toHaveLength(160);
    expect(frozen.body.results.every((l) => l.pick_section === 'C-FROZ')).toBe(true);
  });

  it('needs a warehouse that exists', async () => {
    const token = await server.login('admin');
    expect((await call(token, 'list', {})).status).toBe(400);
    const unknown = await call(token, 'list', { warehouse: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('NOPE'));
  });

  it('checks a batch: a bad row is answered on its own, the good rows are saved', async () => {
    const token = await server.login('admin');
    const { status, body } = await call<TLocationCheckResult>(token, 'check', {
      locations: [
        { warehouse: 'DC1', location: 'Z-01-01-A', pick_section: 'A-FAST', pick_sequence: 900 },
        { warehouse: 'DC1', location: 'Z-01-02-A', pick_section: 'NO-SUCH' },
        { warehouse: 'DC1', location: '', pick_section: 'A-FAST' },
        { warehouse: 'DC1', location: 'Z-01-03-A', pick_section: 'A-FAST', storage: 'NOPE' },
        { warehouse: 'DC1', location: 'Z-01-04-A', pick_section: 'C-FROZ', quarantine: true },
      ],
    });
    expect(status).toBe(200);
    expect(body.results.map((r) => r.saved)).toEqual([true, false, false, false, true]);
    const [first, second, , fourth, fifth] = body.results;
    expect(first).toMatchObject({
      saved: true,
      item: { storage: 'SHF', pick_area: 'A', location_type: 4, active: true, pick_sequence: 900 },
    });
    expect(second).toMatchObject({
      saved: false,
      message: MESSAGES.locationRow(2, 'Z-01-02-A', MESSAGES.unknownPickSection('NO-SUCH', 'DC1')),
    });
    expect(fourth).toMatchObject({
      saved: false,
      message: MESSAGES.locationRow(4, 'Z-01-03-A', MESSAGES.unknownStorage('NOPE')),
    });
    expect(fifth).toMatchObject({ saved: true, item: { storage: 'FRZ', quarantine: true } });
    expect(body.warnings).toHaveLength(3);
    // saved again by (warehouse, location): updated, not duplicated
    const again = await call<TLocationCheckResult>(token, 'check', {
      locations: [
        {
          warehouse: 'DC1',
          location: 'Z-01-01-A',
          pick_section: 'A-FAST',
          location_name: 'Renamed',
        },
      ],
    });
    const id = await idOf('DC1', 'Z-01-01-A');
    expect(again.body.results[0]).toMatchObject({
      saved: true,
      item: { location_id: id, location_name: 'Renamed' },
    });
    // by location_id, the code may change but not onto another location's code
    const clash = await call<TLocationCheckResult>(token, 'check', {
      locations: [
        { location_id: id, warehouse: 'DC1', location: 'A-01-01-A', pick_section: 'A-FAST' },
      ],
    });
    expect(clash.body.results[0]).toMatchObject({
      saved: false,
      message: MESSAGES.locationRow(1, 'A-01-01-A', MESSAGES.locationExists('A-01-01-A', 'DC1')),
    });
    const got = await call(token, 'get', { location_id: id });
    expect(got.body.results[0]!.location).toBe('Z-01-01-A');
  });

  it('refuses more than 500 rows and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, locations);
    const rows = Array.from({ length: 501 }, (_, i) => ({
      warehouse: 'DC1',
      location: `BIG-${i}`,
      pick_section: 'A-FAST',
    }));
    const { status, body } = await call(token, 'check', { locations: rows });
    expect(status).toBe(400);
    expect(body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.db, locations)).toBe(before);
  });

  it('sets a pick sequence, gets and deletes a location', async () => {
    const token = await server.login('admin');
    const id = await idOf('DC1', 'A-01-02-A');
    const seq = await call(token, 'sequence', { location_id: id, pick_sequence: 5000 });
    expect(seq.status).toBe(200);
    expect(seq.body.results[0]!.pick_sequence).toBe(5000);
    const list = await call(token, 'list', {
      warehouse: 'DC1',
      pick_section: 'A-FAST',
      limit: 2000,
    });
    expect(list.body.results.at(-1)!.location).toBe('A-01-02-A');
    const del = await call(token, 'delete', { location_id: id });
    expect(del.status).toBe(200);
    const gone = await call(token, 'get', { location_id: id });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]!.message).toBe(MESSAGES.locationNotFound(id));
  });

  it('needs wh view to list, update to save and sequence, delete to delete', async () => {
    const id = await idOf('DC1', 'A-02-01-A');
    const viewer = await server.login('viewer');
    expect((await call(viewer, 'list', { warehouse: 'DC1' })).status).toBe(200);
    expect((await call(viewer, 'get', { location_id: id })).status).toBe(200);
    const seq = await call(viewer, 'sequence', { location_id: id, pick_sequence: 5 });
    expect(seq.status).toBe(403);
    expect(seq.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'update'));
    expect(
      (
        await call(viewer, 'check', {
          locations: [{ warehouse: 'DC1', location: 'X', pick_section: 'A-FAST' }],
        })
      ).status,
    ).toBe(403);
    const floor = await server.login('floor');
    expect((await call(floor, 'sequence', { location_id: id, pick_sequence: 5 })).status).toBe(200);
    const del = await call(floor, 'delete', { location_id: id });
    expect(del.status).toBe(403);
    expect(del.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'delete'));
  });

  it('is per site: another site’s locations are invisible', async () => {
    const token = await server.login('admin');
    const tasId = await idOf('HBT', 'A-01-01-A', 'TAS');
    const fromSxd = await call(token, 'get', { location_id: tasId });
    expect(fromSxd.status).toBe(404);
    const hbt = await call(token, 'list', { warehouse: 'HBT' });
    expect(hbt.status).toBe(400);
    const seq = await call(token, 'sequence', { location_id: tasId, pick_sequence: 7 });
    expect(seq.status).toBe(404);
    const atTas = await call(token, 'get', { location_id: tasId }, 'TAS');
    expect(atTas.status).toBe(200);
    expect(atTas.body.results[0]!.warehouse).toBe('HBT');
  });
});

describe('locations and the warehouse structure', () => {
  it('storage a location uses cannot be deleted', async () => {
    const token = await server.login('admin');
    await server.call(token, 'admin', {
      site_id: 'SXD',
      entity: 'storage',
      action: 'check',
      data: { storage: 'LOCONLY', storage_name: 'Held by a location' },
    });
    const saved = await call<TLocationCheckResult>(token, 'check', {
      locations: [
        { warehouse: 'DC1', location: 'Y-01-01-A', pick_section: 'A-FAST', storage: 'LOCONLY' },
      ],
    });
    expect(saved.body.results[0]!.saved).toBe(true);
    const del = await server.call(token, 'admin', {
      site_id: 'SXD',
      entity: 'storage',
      action: 'delete',
      data: { storage: 'LOCONLY' },
    });
    expect(del.status).toBe(400);
    expect(del.body.errors[0]!.message).toBe(MESSAGES.storageUsedByLocations('LOCONLY', 1));
  });
});
