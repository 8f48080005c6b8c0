import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  STOCK_SETUP_MESSAGES as M,
  type TQueryResult,
  type TWorkCentre,
} from '../../src/contract';
import { workCentres } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const admin = <T = TWorkCentre>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity: 'work_centre', action, data });

describe('work centres (envelope: admin / work_centre)', () => {
  it('lists the work centres of one warehouse by code', async () => {
    const token = await server.login('admin');
    const { status, body } = await admin(token, 'list', { site_id: 'SXD', warehouse: 'DC1' });
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { warehouse: 'DC1', work_centre: 'KIT1', work_centre_name: 'Kitting Bench' },
      { warehouse: 'DC1', work_centre: 'PACK1', work_centre_name: 'Packing Line 1' },
    ]);
    const dc2 = await admin(token, 'list', { warehouse: 'DC2' });
    expect(dc2.body.results.map((w) => w.work_centre)).toEqual(['BLAST']);
  });

  it('a search term filters at 2 characters or more; 1 character is ignored', async () => {
    const token = await server.login('admin');
    const one = await admin(token, 'list', { warehouse: 'DC1', search_term: 'k' });
    expect(one.body.results).toHaveLength(2);
    const two = await admin(token, 'list', { warehouse: 'DC1', search_term: 'kit' });
    expect(two.body.results.map((w) => w.work_centre)).toEqual(['KIT1']);
    const byName = await admin(token, 'list', { warehouse: 'DC1', search_term: 'packing' });
    expect(byName.body.results.map((w) => w.work_centre)).toEqual(['PACK1']);
  });

  it('gets one; a missing one is 404', async () => {
    const token = await server.login('admin');
    const got = await admin(token, 'get', { warehouse: 'DC1', work_centre: 'PACK1' });
    expect(got.status).toBe(200);
    expect(got.body.results).toEqual([
      { warehouse: 'DC1', work_centre: 'PACK1', work_centre_name: 'Packing Line 1' },
    ]);
    const missing = await admin(token, 'get', { warehouse: 'DC1', work_centre: 'BLAST' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.workCentreNotFound('DC1', 'BLAST'));
  });

  it('adds, renames and deletes a work centre; the site lookup reads the same table', async () => {
    const token = await server.login('admin');
    const item = { warehouse: 'DC1', work_centre: 'RTN1', work_centre_name: 'Returns Bench' };
    const added = await admin(token, 'check', { work_centre: { site_id: 'SXD', ...item } });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toEqual(item);
    const renamed = await admin(token, 'check', {
      work_centre: { ...item, work_centre_name: 'Returns Bench 2' },
    });
    expect(renamed.body.results[0]!.work_centre_name).toBe('Returns Bench 2');
    const lookup = await server.call<TQueryResult<Record<string, unknown>>>(token, 'query', {
      site_id: 'SXD',
      entity: 'query',
      action: 'query',
      data: { query_type: 'select', sql_commands: [{ query_name: 'site_work_centres' }] },
    });
    expect(lookup.body.results[0]!.results).toContainEqual({
      value: 'RTN1',
      text: 'Returns Bench 2',
      warehouse: 'DC1',
    });
    const deleted = await admin(token, 'delete', {
      work_centres: [{ warehouse: 'DC1', work_centre: 'RTN1' }],
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results.map((w) => w.work_centre)).toEqual(['RTN1']);
    expect((await admin(token, 'get', { warehouse: 'DC1', work_centre: 'RTN1' })).status).toBe(404);
  });

  it('refuses a warehouse that does not exist at the site, and bad data; writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, workCentres);
    const unknown = await admin(token, 'check', {
      work_centre: { warehouse: 'HBT', work_centre: 'X1', work_centre_name: 'Other site' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('HBT'));
    const list = await admin(token, 'list', { warehouse: 'NOPE' });
    expect(list.status).toBe(400);
    expect(list.body.errors[0]!.message).toBe(MESSAGES.unknownWarehouse('NOPE'));
    for (const bad of [
      { warehouse: 'DC1', work_centre: '', work_centre_name: 'Blank' },
      { warehouse: 'DC1', work_centre: 'HAS SPACE', work_centre_name: 'Spaces' },
      { warehouse: 'DC1', work_centre: 'OK1', work_centre_name: '' },
    ]) {
      const { status, body } = await admin(token, 'check', { work_centre: bad });
      expect(status).toBe(400);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    }
    expect((await admin(token, 'list', {})).status).toBe(400);
    expect(await snapshot(server.db, workCentres)).toBe(before);
  });

  it('a delete with a missing work centre deletes nothing, one error per missing one', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, workCentres);
    const { status, body } = await admin(token, 'delete', {
      work_centres: [
        { warehouse: 'DC1', work_centre: 'KIT1' },
        { warehouse: 'DC1', work_centre: 'GONE' },
        { warehouse: 'RET', work_centre: 'NOPE' },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.message)).toEqual([
      M.workCentreNotFound('DC1', 'GONE'),
      M.workCentreNotFound('RET', 'NOPE'),
    ]);
    expect(await snapshot(server.db, workCentres)).toBe(before);
  });

  it('needs admin view to list, update to save, delete to delete', async () => {
    const viewer = await server.login('viewer');
    expect((await admin(viewer, 'list', { warehouse: 'DC1' })).status).toBe(200);
    const save = await admin(viewer, 'check', {
      work_centre: { warehouse: 'DC1', work_centre: 'V1', work_centre_name: 'Nope' },
    });
    expect(save.status).toBe(403);
    expect(save.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'update'));
    const del = await admin(viewer, 'delete', {
      work_centres: [{ warehouse: 'DC1', work_centre: 'KIT1' }],
    });
    expect(del.status).toBe(403);
    expect(del.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'delete'));
    const floor = await server.login('floor');
    expect((await admin(floor, 'list', { warehouse: 'DC1' })).status).toBe(403);
  });

  it('is per site: TAS warehouses only at TAS', async () => {
    const token = await server.login('admin');
    const tas = await admin(token, 'list', { warehouse: 'HBT' }, 'TAS');
    expect(tas.status).toBe(200);
    expect(tas.body.results.every((w) => w.warehouse === 'HBT')).toBe(true);
    expect((await admin(token, 'list', { warehouse: 'DC1' }, 'TAS')).status).toBe(400);
  });
});
