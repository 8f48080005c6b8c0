import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, type TWarehouseItem } from '../../src/contract';
import {
  dockLocations,
  locations,
  pickAreas,
  pickSections,
  warehouses,
} from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const call = (token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<TWarehouseItem>(token, 'warehouse', {
    site_id: site,
    entity: 'warehouse',
    action,
    data,
  });

const everything = async () =>
  [
    await snapshot(server.db, warehouses),
    await snapshot(server.db, dockLocations),
    await snapshot(server.db, pickAreas),
    await snapshot(server.db, pickSections),
  ].join('\n');

const newWarehouse = (): TWarehouseItem => ({
  warehouse: 'GEE',
  warehouse_id: 0,
  warehouse_name: 'Geelong Overflow',
  warehouse_address: '7 Corio Quay Road, North Geelong VIC 3215',
  local_timezone: 'Australia/Melbourne',
  receipt_to_location: true,
  printer_url: '',
  printer_port: 0,
  no_despatch_prints: 1,
  ignore_erp_so_date_changes: false,
  ignore_erp_so_run_changes: false,
  external_run_sequencing: false,
  dock_locations: [{ dock_location: 'DOCK-01', dock_location_name: 'Inbound Door 1', barcode: '' }],
  pick_areas: [
    {
      pick_area: 'A',
      pick_area_name: 'Ambient',
      barcode: '',
      pick_sections: [
        { pick_section: 'A-FAST', pick_section_name: 'Fast Movers', storage: 'SHF', barcode: '' },
      ],
    },
  ],
});

describe('warehouse get and list', () => {
  it('get answers the dock locations and pick areas with their sections', async () => {
    const token = await server.login('admin');
    const { status, body } = await call(token, 'get', { warehouse: 'DC1' });
    expect(status).toBe(200);
    const dc1 = body.results[0]!;
    expect(dc1.dock_locations.map((d) => d.dock_location)).toEqual([
      'DOCK-01',
      'DOCK-02',
      'DOCK-05',
    ]);
    expect(dc1.pick_areas.map((a) => a.pick_area_name)).toEqual([
      'Ambient',
      'Cold Room',
      'Secure Store',
    ]);
    expect(dc1.pick_areas[1]!.pick_sections).toContainEqual({
      pick_section: 'C-CHILL',
      pick_section_name: 'Chilled Pick Face',
      storage: 'COLD',
      barcode: 'DC1-PS-C-CHILL',
    });
  });

  it('list answers each warehouse with its own structure; another site’s is invisible', async () => {
    const token = await server.login('admin');
    const { body } = await call(token, 'list', {});
    expect(body.results.map((w) => w.warehouse)).toEqual(['DC1', 'DC2', 'RET']);
    expect(body.results[1]!.pick_areas.map((a) => a.pick_area)).toEqual(['C', 'F']);
    const other = await call(token, 'get', { warehouse: 'HBT' });
    expect(other.status).toBe(400);
    expect(other.body.errors[0]!.message).toBe(MESSAGES.warehouseNotFound('HBT'));
  });
});

describe('warehouse check', () => {
  it('gives one error per failed rule with the document’s messages and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await everything();
    const empty = await call(token, 'check', {
      warehouse: { ...newWarehouse(), dock_locations: [], pick_areas: [] },
      adding: true,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      {
        message: 'No Dock Location',
        exception: 'Please Create at least one Dock Location before saving',
        code: ERROR_CODES.VALIDATION,
      },
      {
        message: 'No Pick Area',
        exception: 'Please Create at least one Pick Area before saving',
        code: ERROR_CODES.VALIDATION,
      },
    ]);

    const noSections = newWarehouse();
    noSections.pick_areas.push({
      pick_area: 'C',
      pick_area_name: 'Cold Room',
      barcode: '',
      pick_sections: [],
    });
    noSections.pick_areas.push({
      pick_area: 'D',
      pick_area_name: 'Dry Goods',
      barcode: '',
      pick_sections: [],
    });
    const areas = await call(token, 'check', { warehouse: noSections, adding: true });
    expect(areas.body.errors.map((e) => [e.message, e.exception])).toEqual([
      ['Cold Room Has no Pick Section', 'Please Create at least one Pick Section before saving'],
      ['Dry Goods Has no Pick Section', 'Please Create at least one Pick Section before saving'],
    ]);

    const blankSection = newWarehouse();
    blankSection.pick_areas[0]!.pick_sections.push({
      pick_section: '',
      pick_section_name: ' ',
      storage: '',
      barcode: '',
    });
    const section = await call(token, 'check', { warehouse: blankSection, adding: true });
    expect(section.body.errors.map((e) => e.message)).toEqual([
      'Pick Section Cannot be blank',
      'Pick Section Name Cannot be blank',
      'Storage Must be set',
    ]);

    const unknownStorage = newWarehouse();
    unknownStorage.pick_areas[0]!.pick_sections[0]!.storage = 'NOPE';
    const storage = await call(token, 'check', { warehouse: unknownStorage, adding: true });
    expect(storage.body.errors.map((e) => e.message)).toEqual([MESSAGES.unknownStorage('NOPE')]);

    const badCode = await call(token, 'check', {
      warehouse: { ...newWarehouse(), warehouse: 'GEE LONG' },
      adding: true,
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0]!.exception).toContain(MESSAGES.alphaDash);

    expect(await everything()).toBe(before);
  });

  it('adds a new warehouse with the document’s defaults and refuses adding it twice', async () => {
    const token = await server.login('admin');
    const item = newWarehouse();
    const { warehouse_id: _id, printer_port: _p, no_despatch_prints: _n, ...minimal } = item;
    const added = await call(token, 'check', { warehouse: minimal, adding: true });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      warehouse: 'GEE',
      warehouse_id: 0,
      receipt_to_location: true,
      printer_port: 0,
      no_despatch_prints: 1,
      ignore_erp_so_date_changes: false,
      ignore_erp_so_run_changes: false,
      external_run_sequencing: false,
      local_timezone: 'Australia/Melbourne',
    });
    const again = await call(token, 'check', { warehouse: item, adding: true });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]!.message).toBe(MESSAGES.warehouseExists('GEE'));
  });

  it('replaces the dock locations, pick areas and sections of an existing warehouse', async () => {
    const token = await server.login('admin');
    const dc2 = (await call(token, 'get', { warehouse: 'DC2' })).body.results[0]!;
    const edited: TWarehouseItem = {
      ...dc2,
      warehouse_name: 'Laverton Cold Store (renamed)',
      dock_locations: [
        { dock_location: 'DOCK-09', dock_location_name: 'Reefer Bay 9', barcode: 'RB9' },
      ],
      pick_areas: [
        {
          ...dc2.pick_areas[0]!,
          pick_sections: [
            ...dc2.pick_areas[0]!.pick_sections,
            {
              pick_section: 'C-EGG',
              pick_section_name: 'Eggs and Dairy',
              storage: 'COLD',
              barcode: '',
            },
          ],
        },
      ],
    };
    // The Freezer Hall's sections hold locations: refused, one error per section, nothing written.
    const before = await snapshot(server.db, pickSections);
    const refused = await call(token, 'check', { warehouse: edited });
    expect(refused.status).toBe(400);
    const used = async (pick_section: string) =>
      (
        await server.db
          .select({ location_id: locations.location_id })
          .from(locations)
          .where(
            and(
              eq(locations.site_id, 'SXD'),
              eq(locations.warehouse, 'DC2'),
              eq(locations.pick_section, pick_section),
            ),
          )
      ).length;
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      MESSAGES.pickSectionInUse('F-BLAST', await used('F-BLAST')),
      MESSAGES.pickSectionInUse('F-RACK', await used('F-RACK')),
    ]);
    expect(await snapshot(server.db, pickSections)).toBe(before);
    await server.db
      .delete(locations)
      .where(
        and(
          eq(locations.site_id, 'SXD'),
          eq(locations.warehouse, 'DC2'),
          eq(locations.pick_area, 'F'),
        ),
      );
    const saved = await call(token, 'check', { warehouse: edited });
    expect(saved.status).toBe(200);
    const after = (await call(token, 'get', { warehouse: 'DC2' })).body.results[0]!;
    expect(after.warehouse_name).toBe('Laverton Cold Store (renamed)');
    expect(after.dock_locations).toEqual(edited.dock_locations);
    expect(after.pick_areas.map((a) => a.pick_area)).toEqual(['C']);
    expect(after.pick_areas[0]!.pick_sections.map((s) => s.pick_section)).toEqual([
      'C-CHILL',
      'C-EGG',
      'C-FROZ',
    ]);
  });

  it('needs wh update; a viewer may get but not save', async () => {
    const viewer = await server.login('viewer');
    expect((await call(viewer, 'get', { warehouse: 'DC1' })).status).toBe(200);
    const before = await everything();
    const refused = await call(viewer, 'check', { warehouse: newWarehouse() });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(MESSAGES.noPermission('wh', 'update'));
    expect(await everything()).toBe(before);
  });
});

describe('warehouse storage options', () => {
  it('a wh user without admin view reads the storage types for pick sections', async () => {
    const floor = await server.login('floor');
    const { status, body } = await server.call<{ storage: string }>(floor, 'warehouse', {
      site_id: 'SXD',
      entity: 'storage',
      action: 'list',
      data: {},
    });
    expect(status).toBe(200);
    expect(body.results.map((s) => s.storage)).toContain('COLD');
    const partner = await server.login('partner');
    const refused = await server.call(partner, 'warehouse', {
      site_id: 'TAS',
      entity: 'storage',
      action: 'list',
      data: {},
    });
    expect(refused.status).toBe(403);
  });
});
