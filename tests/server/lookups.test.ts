import { describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES, type TQueryResult } from '../../src/contract';
import { startServer } from './harness';

const server = startServer();

const query = (token: string, site: string, commands: object[], query_type = 'select') =>
  server.call<TQueryResult<Record<string, unknown>>>(token, 'query', {
    site_id: site,
    entity: 'query',
    action: 'query',
    data: { query_type, sql_commands: commands },
  });

describe('named selects', () => {
  it('site_warehouses: the site’s warehouses sorted case-insensitively by name', async () => {
    const token = await server.login('partner');
    const { status, body } = await query(token, 'TAS', [{ query_name: 'site_warehouses' }]);
    expect(status).toBe(200);
    const [result] = body.results;
    expect(result).toMatchObject({
      query_name: 'site_warehouses',
      headers: ['warehouse', 'value', 'warehouse_name', 'text'],
      success: true,
    });
    expect(result!.results).toEqual([
      {
        warehouse: 'DEV',
        value: 'DEV',
        warehouse_name: 'devonport Wharf Store',
        text: 'devonport Wharf Store',
      },
      {
        warehouse: 'HBT',
        value: 'HBT',
        warehouse_name: 'Hobart Processing',
        text: 'Hobart Processing',
      },
      {
        warehouse: 'LST',
        value: 'LST',
        warehouse_name: 'Launceston Depot',
        text: 'Launceston Depot',
      },
    ]);
  });

  it('answers several named selects at once, each only for the request site', async () => {
    const token = await server.login('admin');
    const { body } = await query(token, 'SXD', [
      { query_name: 'site_printer_sets' },
      { query_name: 'site_work_centres' },
      { query_name: 'site_run_sets' },
    ]);
    const [printers, centres, runs] = body.results;
    expect(printers!.results).toContainEqual({
      value: 'DC1-DESP',
      text: 'Despatch Bench Zebras',
      warehouse: 'DC1',
    });
    expect(
      printers!.results.every((r) => ['DC1', 'DC2', 'RET'].includes(r.warehouse as string)),
    ).toBe(true);
    expect(centres!.results).toContainEqual({
      value: 'PACK1',
      text: 'Packing Line 1',
      warehouse: 'DC1',
    });
    expect(centres!.results.some((r) => r.value === 'FILLET')).toBe(false);
    expect(runs!.results).toContainEqual({
      value: 'DC1-AM',
      text: 'Morning Metro Runs',
      warehouse: 'DC1',
    });
    const texts = printers!.results.map((r) => String(r.text));
    expect(texts).toEqual(
      [...texts].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('never runs SQL sent by the client', async () => {
    const token = await server.login('floor');
    const { status, body } = await query(token, 'SXD', [
      {
        query_name: 'site_warehouses',
        sql_command: 'select user_id, password_hash from wms.users',
      },
    ]);
    expect(status).toBe(200);
    const rows = body.results[0]!.results;
    expect(rows.map((r) => r.warehouse)).toEqual(['DC1', 'DC2', 'RET']);
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('an unknown name: 400 with the message', async () => {
    const token = await server.login('floor');
    const { status, body } = await query(token, 'SXD', [
      { query_name: 'all_users', sql_command: 'select 1' },
    ]);
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(MESSAGES.unknownNamedSelect('all_users'));
  });

  it('an update query type: 400', async () => {
    const token = await server.login('admin');
    const { status, body } = await query(
      token,
      'SXD',
      [{ query_name: 'site_warehouses' }],
      'update',
    );
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(API_MESSAGES.onlyNamedSelects);
  });
});
