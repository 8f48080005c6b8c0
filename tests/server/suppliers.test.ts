import { beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPLIER_MESSAGES,
  type TSupplier,
  type TSupplierInput,
  type TSupplierListRow,
} from '../../src/contract';
import { startServer } from './harness';

/* Suppliers (seeds README: served like customers under /api/supplier/), on the demo data. */

const server = startServer();

const call = <T>(token: string, action: string, data: unknown, site_id = 'SXD') =>
  server.call<T>(token, 'supplier', { site_id, entity: 'supplier', action, data });

const supplier = (code: string, extra: Partial<TSupplierInput> = {}): TSupplierInput => ({
  supplier_code: code,
  supplier_name: `Test supplier ${code}`,
  suburb: 'Thomastown',
  state: 'VIC',
  ...extra,
});

let admin = '';

beforeAll(async () => {
  admin = await server.login('admin');
});

describe('supplier list and get', () => {
  it('needs a term, and searches code prefix, name and suburb', async () => {
    const none = await call(admin, 'list', {});
    expect(none.status).toBe(400);
    expect(none.body.errors[0]?.message).toBe(SUPPLIER_MESSAGES.enterSearchTerm);

    const byCode = await call<TSupplierListRow>(admin, 'list', { search_term: 'durgld' });
    expect(byCode.body.results[0]).toEqual({
      supplier_code: 'DURGLD',
      supplier_name: 'Durum Gold Pastificio Imports',
      suburb: 'Port Melbourne',
      state: 'VIC',
      exact: true,
    });
    const byName = await call<TSupplierListRow>(admin, 'list', {
      search_type: 'NAME',
      search_term: 'dairy',
    });
    expect(byName.body.results.map((r) => r.supplier_code).sort()).toEqual(['GIPPSD', 'WESTPL']);
    const bySuburb = await call<TSupplierListRow>(admin, 'list', {
      search_type: 'SUBURB',
      search_term: 'Healesville',
    });
    expect(bySuburb.body.results.map((r) => r.supplier_code)).toEqual(['YARRAS']);
  });

  it('gets one supplier, not found for an unknown one or another site\u2019s', async () => {
    const got = await call<TSupplier>(admin, 'get', { supplier_code: 'HARVLN' });
    expect(got.status).toBe(200);
    expect(got.body.results[0]).toEqual({
      supplier_code: 'HARVLN',
      supplier_name: 'Harvest Lane Canning Co.',
      suburb: 'Shepparton',
      state: 'VIC',
      active: true,
    });
    const other = await call(admin, 'get', { supplier_code: 'HUONAQ' });
    expect(other.status).toBe(404);
    expect(other.body.errors[0]?.message).toBe(SUPPLIER_MESSAGES.notFound('HUONAQ'));
    const tasList = await call<TSupplierListRow>(admin, 'list', { search_term: 'DURGLD' }, 'TAS');
    expect(tasList.body.results).toEqual([]);
  });
});

describe('supplier check', () => {
  it('adds and updates a supplier', async () => {
    const added = await call<TSupplier>(admin, 'check', { supplier: supplier('TST-SUP1') });
    expect(added.status).toBe(200);
    expect(added.body.info.map((m) => m.message)).toContain(SUPPLIER_MESSAGES.updated);
    const updated = await call<TSupplier>(admin, 'check', {
      supplier: supplier('TST-SUP1', { supplier_name: 'Renamed supplier', active: false }),
    });
    expect(updated.body.results[0]).toMatchObject({
      supplier_name: 'Renamed supplier',
      active: false,
    });
    const got = await call<TSupplier>(admin, 'get', { supplier_code: 'TST-SUP1' });
    expect(got.body.results[0]!.supplier_name).toBe('Renamed supplier');
  });

  it('refuses with one error per failed rule', async () => {
    const refused = await call(admin, 'check', {
      supplier: { supplier_code: '', supplier_name: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      SUPPLIER_MESSAGES.codeRequired,
      SUPPLIER_MESSAGES.nameRequired,
    ]);
  });

  it('view on admin reads, update saves; without admin the calls are refused', async () => {
    const viewer = await server.login('viewer');
    expect((await call(viewer, 'get', { supplier_code: 'HARVLN' })).status).toBe(200);
    expect((await call(viewer, 'check', { supplier: supplier('TST-VIEW') })).status).toBe(403);
    const floor = await server.login('floor');
    expect((await call(floor, 'list', { search_term: 'HARV' })).status).toBe(403);
    const partner = await server.login('partner');
    expect((await call(partner, 'list', { search_term: 'HUON' }, 'TAS')).status).toBe(403);
  });
});
