import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../src/contract';
import { startServer } from './harness';

const server = startServer();

describe('warehouse', () => {
  it('get answers every field with its pick areas and dock locations', async () => {
    const token = await server.login('floor');
    const { status, body } = await server.call(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'DC1' },
    });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      site_id: 'SXD',
      warehouse: 'DC1',
      warehouse_id: 1,
      warehouse_name: 'Dandenong DC',
      local_timezone: 'Australia/Melbourne',
      receipt_to_location: true,
      printer_port: 9100,
      no_despatch_prints: 1,
      ignore_erp_so_date_changes: false,
      ignore_erp_so_run_changes: false,
      external_run_sequencing: false,
      active: true,
    });
    const dc1 = body.results[0] as { pick_areas: unknown[]; dock_locations: unknown[] };
    expect(dc1.pick_areas).toHaveLength(3);
    expect(dc1.dock_locations).toHaveLength(3);
  });

  it('get of a warehouse of another site: 400 not found (row-level security)', async () => {
    const token = await server.login('admin');
    const { status, body } = await server.call(token, 'warehouse', {
      site_id: 'SXD',
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'HBT' },
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.warehouseNotFound('HBT'));
  });

  it('list answers the site’s warehouses', async () => {
    const token = await server.login('admin');
    const { body } = await server.call<{ warehouse: string }>(token, 'warehouse', {
      site_id: 'TAS',
      entity: 'warehouse',
      action: 'list',
      data: {},
    });
    expect(body.results.map((w) => w.warehouse)).toEqual(['DEV', 'HBT', 'LST']);
  });

  it('get is open to in view too (the stock screens filter by its pick sections)', async () => {
    const token = await server.login('partner'); // so, po, in view at TAS; no wh
    const { status, body } = await server.call(token, 'warehouse', {
      site_id: 'TAS',
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'HBT' },
    });
    expect(status).toBe(200);
    expect((body.results[0] as { warehouse: string }).warehouse).toBe('HBT');
  });

  it('needs wh view (or in view to get)', async () => {
    const token = await server.login('driver'); // so view only
    const { status, body } = await server.call(token, 'warehouse', {
      site_id: 'TAS',
      entity: 'warehouse',
      action: 'get',
      data: { warehouse: 'HBT' },
    });
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.noPermission('wh', 'view'),
      code: ERROR_CODES.FORBIDDEN_PERMISSION,
    });
  });
});
