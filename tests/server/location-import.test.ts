import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOCATION_IMPORT_MESSAGES,
  MESSAGES,
  mapUploadRows,
  type TLocation,
  type TLocationCount,
  type TLocationImport,
} from '../../src/contract';
import { locationImportBatches, locationImports, locations } from '../../server/db/schema';
import { createLocationImportWorker } from '../../server/jobs/location-import-worker';
import { startServer } from './harness';
import { countRows } from './helpers';

// The job ticks quickly here (the harness builds the app after this line has run).
process.env.LOCATION_IMPORT_POLL_MS = '40';

const server = startServer();

const call = <T = TLocationImport>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'warehouse', { site_id: site, entity: 'location_import', action, data });

async function waitForDone(token: string, importId: number, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const got = await call(token, 'get', { import_id: importId });
    const found = got.body.results[0];
    if (found?.status === 'DONE') return found;
    if (Date.now() > until)
      throw new Error(`import ${importId} not done: ${JSON.stringify(found)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const storedCodes = async (prefix: string) =>
  (
    await server.db
      .select({ location: locations.location, storage: locations.storage })
      .from(locations)
      .where(
        and(
          eq(locations.site_id, 'SXD'),
          eq(locations.warehouse, 'DC1'),
          like(locations.location, `${prefix}%`),
        ),
      )
  ).sort((a, b) => a.location.localeCompare(b.location));

/** 230 file rows: every 23rd has an unknown pick section, every 50th a bad code. */
function file230() {
  const records = Array.from({ length: 230 }, (_, i) => {
    const n = i + 1;
    return {
      'Bin Location': n % 50 === 0 ? `BAD CODE ${n}` : `QI-${String(n).padStart(3, '0')}`,
      'Pick Section': n % 23 === 0 ? 'NO-SUCH' : 'A-FAST',
      Storage: '',
    };
  });
  return mapUploadRows(records, { warehouse: 'DC1', sections: [] });
}

describe('location import (envelope: warehouse / location_import) and its job', () => {
  it('queues 230 rows in batches of 50; the job saves the good rows and reports the bad ones', async () => {
    const token = await server.login('admin');
    const { rows } = file230();
    const queued = await call(token, 'queue', { warehouse: 'DC1', file_name: 'bins.csv', rows });
    expect(queued.status).toBe(200);
    const created = queued.body.results[0]!;
    expect(created).toMatchObject({ total_rows: 230, batches: 5, file_name: 'bins.csv' });
    expect(['QUEUED', 'PROCESSING']).toContain(created.status);

    const done = await waitForDone(token, created.import_id);
    const bad = Array.from({ length: 230 }, (_, i) => i + 1).filter(
      (n) => n % 23 === 0 || n % 50 === 0,
    );
    expect(bad).toHaveLength(14);
    expect(done).toMatchObject({
      status: 'DONE',
      processed_rows: 230,
      saved_rows: 230 - bad.length,
      failed_rows: bad.length,
    });
    expect(done.finished_at).not.toBeNull();
    // row numbers are lines of the file: the header is line 1, file row n is line n + 1
    expect(done.errors.map((e) => e.row)).toEqual(bad.map((n) => n + 1));
    expect(done.errors[0]!.message).toBe(
      MESSAGES.locationRow(24, 'QI-023', MESSAGES.unknownPickSection('NO-SUCH', 'DC1')),
    );
    expect(done.errors.find((e) => e.row === 51)!.message).toContain('BAD CODE 50');

    const stored = await storedCodes('QI-');
    expect(stored).toHaveLength(230 - bad.length);
    expect(stored.every((l) => l.storage === 'SHF')).toBe(true); // A-FAST's storage
    expect(stored.map((l) => l.location)).not.toContain('QI-023');

    const firstThree = await call(token, 'get', { import_id: created.import_id, max_errors: 3 });
    expect(firstThree.body.results[0]!.errors.map((e) => e.row)).toEqual([24, 47, 51]);
    expect(firstThree.body.results[0]!.failed_rows).toBe(14);

    const listed = await call(token, 'list', { warehouse: 'DC1' });
    expect(listed.body.results[0]).toMatchObject({ import_id: created.import_id, status: 'DONE' });
  });

  it('takes one batch per import per tick, in batch order', async () => {
    const token = await server.login('admin');
    const records = Array.from({ length: 120 }, (_, i) => ({ loc: `QO-${i + 1}` }));
    const { rows } = mapUploadRows(records, {
      warehouse: 'DC1',
      pick_section: 'A-BULK',
      sections: [{ pick_section: 'A-BULK', storage: 'PAL' }],
    });
    const queued = await call(token, 'queue', { warehouse: 'DC1', file_name: 'o.xlsx', rows });
    const done = await waitForDone(token, queued.body.results[0]!.import_id);
    expect(done).toMatchObject({ saved_rows: 120, failed_rows: 0, batches: 3 });
    const batches = await server.db
      .select({ batch_no: locationImportBatches.batch_no, at: locationImportBatches.processed_at })
      .from(locationImportBatches)
      .where(eq(locationImportBatches.import_id, done.import_id));
    const times = batches.sort((a, b) => a.batch_no - b.batch_no).map((b) => b.at!.getTime());
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(30);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(30);
  });

  it('adds or updates by code only: a location_id in a row never edits another location', async () => {
    const token = await server.login('admin');
    const [existing] = await server.db
      .select({ id: locations.location_id })
      .from(locations)
      .where(and(eq(locations.site_id, 'SXD'), eq(locations.location, 'A-01-01-A')));
    const rows = [
      { row: 2, location: { location_id: existing!.id, location: 'QL-1', pick_section: 'A-FAST' } },
    ];
    const queued = await call(token, 'queue', { warehouse: 'DC1', rows });
    const done = await waitForDone(token, queued.body.results[0]!.import_id);
    expect(done.saved_rows).toBe(1);
    expect((await storedCodes('QL-')).map((l) => l.location)).toEqual(['QL-1']);
    expect((await storedCodes('A-01-01-A')).map((l) => l.location)).toEqual(['A-01-01-A']);
  });

  it('never processes a batch twice when several jobs run at once (two servers, one database)', async () => {
    const token = await server.login('admin');
    const records = Array.from({ length: 400 }, (_, i) => ({ location: `QP-${i + 1}` }));
    const { rows } = mapUploadRows(records, {
      warehouse: 'DC1',
      pick_section: 'A-FAST',
      sections: [],
    });
    const queued = await call(token, 'queue', { warehouse: 'DC1', rows });
    const id = queued.body.results[0]!.import_id;
    const jobs = [1, 2, 3].map(() =>
      createLocationImportWorker(server.db, { pollMs: 0, staleMs: 60_000 }),
    );
    for (let i = 0; i < 10; i++) await Promise.all(jobs.map((j) => j.tick()));
    const done = await waitForDone(token, id);
    expect(done).toMatchObject({
      total_rows: 400,
      processed_rows: 400,
      saved_rows: 400,
      failed_rows: 0,
    });
    expect(await storedCodes('QP-')).toHaveLength(400);
  });

  it('requeues a batch a crashed job left PROCESSING, without losing its rows', async () => {
    const token = await server.login('admin');
    const [created] = await server.db
      .insert(locationImports)
      .values({
        site_id: 'SXD',
        warehouse: 'DC1',
        file_name: 'crashed.csv',
        status: 'PROCESSING',
        total_rows: 2,
        created_by: 'admin',
      })
      .returning({ import_id: locationImports.import_id });
    await server.db.insert(locationImportBatches).values({
      site_id: 'SXD',
      import_id: created!.import_id,
      batch_no: 1,
      status: 'PROCESSING',
      processed_at: new Date(Date.now() - 24 * 3600_000),
      first_row: 2,
      rows: [
        { row: 2, location: { location: 'QC-1', pick_section: 'A-FAST' } },
        { row: 3, location: { location: 'QC-2', pick_section: 'A-FAST' } },
      ],
    });
    const done = await waitForDone(token, created!.import_id);
    expect(done).toMatchObject({ processed_rows: 2, saved_rows: 2, failed_rows: 0 });
    expect((await storedCodes('QC-')).map((l) => l.location)).toEqual(['QC-1', 'QC-2']);
  });

  it('refuses without wh update, a warehouse not at the site, and too many rows', async () => {
    const rows = [{ row: 2, location: { location: 'QX-1', pick_section: 'A-FAST' } }];
    const before = await countRows(server.db, locationImports);
    const viewer = await server.login('viewer');
    const refused = await call(viewer, 'queue', { warehouse: 'DC1', rows });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'update'));
    // the viewer may still follow the imports
    expect((await call(viewer, 'list', { warehouse: 'DC1' })).status).toBe(200);

    const admin = await server.login('admin');
    const elsewhere = await call(admin, 'queue', { warehouse: 'HBT', rows });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('HBT'));

    const big = Array.from({ length: 2001 }, (_, i) => ({
      row: i + 2,
      location: { location: 'x' },
    }));
    const tooMany = await call(admin, 'queue', { warehouse: 'DC1', rows: big });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.errors)).toContain(LOCATION_IMPORT_MESSAGES.tooManyRows);

    const partner = await server.login('partner');
    expect((await call(partner, 'queue', { warehouse: 'HBT', rows }, 'TAS')).status).toBe(403);
    expect(await countRows(server.db, locationImports)).toBe(before);

    // another site's import is not found
    const mine = await call(admin, 'queue', { warehouse: 'DC1', rows });
    const id = mine.body.results[0]!.import_id;
    const fromTas = await call(admin, 'get', { import_id: id }, 'TAS');
    expect(fromTas.status).toBe(404);
    expect(fromTas.body.errors[0]!.message).toBe(LOCATION_IMPORT_MESSAGES.importNotFound(id));
    await waitForDone(admin, id);
  });
});

describe('location list pages (warehouse / location list, count)', () => {
  const list = (token: string, data: unknown) =>
    server.call<TLocation>(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'location',
      action: 'list',
      data,
    });

  it('answers pages of at most 2,000 with offset, and the total from location count', async () => {
    const token = await server.login('admin');
    const count = await server.call<TLocationCount>(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'location',
      action: 'count',
      data: { warehouse: 'DC1' },
    });
    const total = count.body.results[0]!.total;
    const dc1 = await server.db
      .select({ id: locations.location_id })
      .from(locations)
      .where(and(eq(locations.site_id, 'SXD'), eq(locations.warehouse, 'DC1')));
    expect(total).toBe(dc1.length);
    const all = await list(token, { warehouse: 'DC1', limit: 5000 });
    expect(all.body.results.length).toBe(Math.min(total, 2000));
    const first = await list(token, { warehouse: 'DC1', limit: 100 });
    const second = await list(token, { warehouse: 'DC1', limit: 100, offset: 100 });
    expect(first.body.results).toHaveLength(100);
    expect(second.body.results[0]!.location).toBe(all.body.results[100]!.location);
    const last = await list(token, { warehouse: 'DC1', limit: 100, offset: total - 5 });
    expect(last.body.results).toHaveLength(5);

    const filtered = await server.call<TLocationCount>(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'location',
      action: 'count',
      data: { warehouse: 'DC1', storage: 'FRZ' },
    });
    const frozen = await list(token, { warehouse: 'DC1', storage: 'FRZ', limit: 2000 });
    expect(filtered.body.results[0]!.total).toBe(frozen.body.results.length);
  });
});
