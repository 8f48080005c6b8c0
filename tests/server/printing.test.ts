import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRINTING_MESSAGES as M,
  type TCustomerLinkRow,
  type TInventoryLinkRow,
  type TPrinterSetRow,
  type TQueryResult,
} from '../../src/contract';
import {
  inventory,
  printers,
  printerSets,
  userSites,
  userSiteWarehouses,
} from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const printing = <T = TPrinterSetRow>(
  token: string,
  entity: string,
  action: string,
  data: unknown,
  site = 'SXD',
) => server.call<T>(token, 'printing', { site_id: site, entity, action, data });

const zebra = {
  printer: 'ZT411-DOCK9',
  printer_name: 'Zebra ZT411 Dock 9',
  printer_type: 'ZEBRA',
  printer_address: '10.20.1.39',
};
const newSet = {
  printer_set: 'DC1-NIGHT',
  printer_set_name: 'Night Shift Zebras',
  warehouse: 'DC1',
  printers: [zebra],
  map: [{ label: 'CARTON_LABEL', printer: 'ZT411-DOCK9' }],
};

describe('printer sets (envelope: printing / printer_set)', () => {
  it('lists the seeded sets; a search term filters at 2 characters or more', async () => {
    const token = await server.login('admin');
    const all = await printing(token, 'printer_set', 'list', {});
    expect(all.status).toBe(200);
    expect(all.body.results).toContainEqual({
      printer_set: 'DC1-DESP',
      printer_set_name: 'Despatch Bench Zebras',
      warehouse: 'DC1',
    });
    const one = await printing(token, 'printer_set', 'list', { search_term: 'd' });
    expect(one.body.results).toHaveLength(all.body.results.length);
    const cold = await printing(token, 'printer_set', 'list', { search_term: 'cold' });
    expect(cold.body.results.map((s) => s.printer_set)).toEqual(['DC2-DESP', 'DC2-RECV']);
  });

  it('gets a set of the request site with its printers and map (site_id GLOBAL is ignored)', async () => {
    const token = await server.login('admin');
    const got = await printing(token, 'printer_set', 'get', {
      printer_set: 'DC1-DESP',
      site_id: 'GLOBAL',
    });
    expect(got.status).toBe(200);
    const set = got.body.results[0]!;
    expect(set.printers).toContainEqual({
      printer: 'ZT411-DOCK1',
      printer_name: 'Zebra ZT411 Despatch Dock 1',
      printer_type: 'ZEBRA',
      printer_address: expect.stringMatching(/^10\.20\.\d+\.31$/),
      printer_port: 9100,
    });
    expect(set.map).toContainEqual({
      label: 'PACK_CONTENTS',
      label_format: 'ZEBRA',
      printer: 'ZD421-PACK',
    });
    const missing = await printing(token, 'printer_set', 'get', { printer_set: 'NOPE' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.printerSetNotFound('NOPE'));
  });

  it('adds a set with defaults (port 9100, ZEBRA); the settings lookup sees it; update replaces printers and map', async () => {
    const token = await server.login('admin');
    const added = await printing(token, 'printer_set', 'check', { printer_sets: [newSet] });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toEqual({
      printer_set: 'DC1-NIGHT',
      printer_set_name: 'Night Shift Zebras',
      warehouse: 'DC1',
      printers: [{ ...zebra, printer_port: 9100 }],
      map: [{ label: 'CARTON_LABEL', label_format: 'ZEBRA', printer: 'ZT411-DOCK9' }],
    });
    const lookup = await server.call<TQueryResult<Record<string, unknown>>>(token, 'query', {
      site_id: 'SXD',
      entity: 'query',
      action: 'query',
      data: { query_type: 'select', sql_commands: [{ query_name: 'site_printer_sets' }] },
    });
    expect(lookup.body.results[0]!.results).toContainEqual({
      value: 'DC1-NIGHT',
      text: 'Night Shift Zebras',
      warehouse: 'DC1',
    });
    const pdf = {
      printer: 'PDF1',
      printer_name: 'Office PDF',
      printer_type: 'PDF',
      printer_address: 'printers.dc1.example.internal',
      printer_port: 631,
    };
    const updated = await printing(token, 'printer_set', 'check', {
      printer_sets: [
        {
          ...newSet,
          printers: [pdf],
          map: [{ label: 'SALES_ORDER', label_format: 'ZEBRA', printer: 'PDF1' }],
        },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.results[0]!.printers).toEqual([pdf]);
    expect(updated.body.results[0]!.map).toEqual([
      { label: 'SALES_ORDER', label_format: 'ZEBRA', printer: 'PDF1' },
    ]);
    const deleted = await printing(token, 'printer_set', 'delete', {
      printer_sets: [{ printer_set: 'DC1-NIGHT' }],
    });
    expect(deleted.status).toBe(200);
    expect((await printing(token, 'printer_set', 'get', { printer_set: 'DC1-NIGHT' })).status).toBe(
      404,
    );
    const left = await server.db
      .select()
      .from(printers)
      .where(and(eq(printers.site_id, 'SXD'), eq(printers.printer_set, 'DC1-NIGHT')));
    expect(left).toEqual([]);
  });

  it('refuses bad printers and maps with the rule message; nothing is written', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, printers);
    const cases: [unknown, string][] = [
      [{ ...newSet, printers: [{ ...zebra, printer_address: '999.1.1.1' }] }, M.printerAddress],
      [{ ...newSet, printers: [{ ...zebra, printer_address: 'bad host!' }] }, M.printerAddress],
      [{ ...newSet, printers: [{ ...zebra, printer_port: 70000 }] }, MESSAGES.invalidData],
      [{ ...newSet, printers: [{ ...zebra, printer_type: 'INKJET' }] }, M.printerType],
      [{ ...newSet, printers: [zebra, zebra] }, M.printerTwice('ZT411-DOCK9')],
      [
        { ...newSet, map: [{ label: 'CARTON_LABEL', printer: 'ZD421-PACK' }] },
        M.mapPrinterUnknown('CARTON_LABEL', 'ZD421-PACK'),
      ],
      [{ ...newSet, printer_set_name: '' }, MESSAGES.invalidData],
    ];
    for (const [set, message] of cases) {
      const { status, body } = await printing(token, 'printer_set', 'check', {
        printer_sets: [set],
      });
      expect(status).toBe(400);
      expect(body.errors.map((e) => e.message)).toContain(message);
    }
    const ipv6 = await printing(token, 'printer_set', 'check', {
      printer_sets: [{ ...newSet, printers: [{ ...zebra, printer_address: 'fe80::1' }] }],
    });
    expect(ipv6.status).toBe(200);
    await printing(token, 'printer_set', 'delete', {
      printer_sets: [{ printer_set: 'DC1-NIGHT' }],
    });
    expect(await snapshot(server.db, printers)).toBe(before);
  });

  it('saves all sets or none: an unknown warehouse in the second set keeps the first unsaved', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, printerSets);
    const { status, body } = await printing(token, 'printer_set', 'check', {
      printer_sets: [newSet, { ...newSet, printer_set: 'ZZ-OTHER', warehouse: 'NOWHERE' }],
    });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe(
      M.printerSetRow('ZZ-OTHER', MESSAGES.unknownWarehouse('NOWHERE')),
    );
    expect(await snapshot(server.db, printerSets)).toBe(before);
  });

  it('refuses to delete a set a user context uses, and a missing one; nothing is deleted', async () => {
    const token = await server.login('admin');
    const set = 'DC1-DESP';
    const uses =
      (
        await server.db
          .select()
          .from(userSites)
          .where(and(eq(userSites.site_id, 'SXD'), eq(userSites.printer_set, set)))
      ).length +
      (
        await server.db
          .select()
          .from(userSiteWarehouses)
          .where(
            and(eq(userSiteWarehouses.site_id, 'SXD'), eq(userSiteWarehouses.printer_set, set)),
          )
      ).length;
    expect(uses).toBeGreaterThan(0);
    const before = await snapshot(server.db, printerSets);
    const { status, body } = await printing(token, 'printer_set', 'delete', {
      printer_sets: [{ printer_set: set }, { printer_set: 'NOPE' }],
    });
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.message)).toEqual([
      M.printerSetInUse(set, uses),
      M.printerSetNotFound('NOPE'),
    ]);
    expect(await snapshot(server.db, printerSets)).toBe(before);
  });

  it('permissions: view lists, update and delete need their admin flags; floor has none', async () => {
    const viewer = await server.login('viewer');
    expect((await printing(viewer, 'printer_set', 'list', {})).status).toBe(200);
    expect(
      (await printing(viewer, 'printer_set', 'check', { printer_sets: [newSet] })).status,
    ).toBe(403);
    expect(
      (
        await printing(viewer, 'customer_link', 'delete', {
          customer_links: [{ interface: 'MYOB_EXO', customer_link: 'X' }],
        })
      ).status,
    ).toBe(403);
    const floor = await server.login('floor');
    expect((await printing(floor, 'interface', 'list', {})).status).toBe(403);
  });
});

describe('interfaces and links (envelope: printing / interface, customer_link, inventory_link)', () => {
  it('lists, gets and renames interfaces', async () => {
    const token = await server.login('admin');
    const list = await printing<{ interface: string; interface_name: string }>(
      token,
      'interface',
      'list',
      {},
    );
    expect(list.body.results.map((i) => i.interface_name)).toEqual(
      expect.arrayContaining([
        'MYOB EXO',
        'MYOB Advanced',
        'Greentree',
        'Netsuite',
        'Pronto',
        'OpenFreight',
      ]),
    );
    const saved = await printing(token, 'interface', 'check', {
      interface: { interface: 'CARTONCLOUD', interface_name: 'CartonCloud' },
    });
    expect(saved.status).toBe(200);
    const got = await printing(token, 'interface', 'get', { interface: 'CARTONCLOUD' });
    expect(got.body.results[0]).toEqual({
      interface: 'CARTONCLOUD',
      interface_name: 'CartonCloud',
    });
    const missing = await printing(token, 'interface', 'get', { interface: 'SAP' });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]!.message).toBe(M.interfaceNotFound('SAP'));
  });

  it('customer links: add answers the customer name; an unknown customer is refused; delete', async () => {
    const token = await server.login('admin');
    const link = { interface: 'PRONTO', customer_link: 'PR-LYG', link_reference: 'LYGON01' };
    const added = await printing<TCustomerLinkRow>(token, 'customer_link', 'check', {
      customer_link: link,
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]!.customer_name).not.toBe('');
    const list = await printing<TCustomerLinkRow>(token, 'customer_link', 'list', {
      site_id: 'SXD',
      interface: 'PRONTO',
    });
    expect(list.body.results).toEqual([added.body.results[0]]);
    const unknown = await printing(token, 'customer_link', 'check', {
      customer_link: { ...link, link_reference: 'NOPE99' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(M.customerNotFound('NOPE99'));
    const noItf = await printing(token, 'customer_link', 'list', { interface: 'SAP' });
    expect(noItf.status).toBe(404);
    const del = await printing<TCustomerLinkRow>(token, 'customer_link', 'delete', {
      customer_links: [{ interface: 'PRONTO', customer_link: 'PR-LYG' }],
    });
    expect(del.status).toBe(200);
    const again = await printing(token, 'customer_link', 'delete', {
      customer_links: [{ interface: 'PRONTO', customer_link: 'PR-LYG' }],
    });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]!.message).toBe(M.customerLinkNotFound('PRONTO', 'PR-LYG'));
  });

  it('inventory links: defaults (INVENTORY, factor 1, the item’s description and UOM); factor > 0; unknown items refused', async () => {
    const token = await server.login('admin');
    const [item] = await server.db
      .select()
      .from(inventory)
      .where(eq(inventory.site_id, 'SXD'))
      .limit(1);
    const link = {
      interface: 'NETSUITE',
      inventory_link: 'NS-1',
      link_reference: item!.inventory_code,
    };
    const added = await printing<TInventoryLinkRow>(token, 'inventory_link', 'check', {
      inventory_link: link,
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toEqual({
      ...link,
      inventory_description: item!.inventory_description,
      inventory_unit: item!.unit_of_measure,
      link_type: 'INVENTORY',
      link_unit: '',
      link_factor: 1,
    });
    const zero = await printing(token, 'inventory_link', 'check', {
      inventory_link: { ...link, link_factor: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors[0]!.message).toBe(M.linkFactor);
    const unknown = await printing(token, 'inventory_link', 'check', {
      inventory_link: { ...link, link_reference: 'NO-SUCH-ITEM' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(M.inventoryNotFound('NO-SUCH-ITEM'));
    const list = await printing<TInventoryLinkRow>(token, 'inventory_link', 'list', {
      interface: 'NETSUITE',
      search_term: 'NS',
    });
    expect(list.body.results.map((l) => l.inventory_link)).toEqual(['NS-1']);
    const del = await printing(token, 'inventory_link', 'delete', {
      inventory_links: [{ interface: 'NETSUITE', inventory_link: 'NS-1' }],
    });
    expect(del.status).toBe(200);
  });

  it('links are the request site’s: a link added at SXD is not listed at TAS', async () => {
    const token = await server.login('admin');
    const link = { interface: 'MYOB_EXO', customer_link: 'SXD-ONLY', link_reference: 'LYGON01' };
    expect((await printing(token, 'customer_link', 'check', { customer_link: link })).status).toBe(
      200,
    );
    const sxd = await printing<TCustomerLinkRow>(token, 'customer_link', 'list', {
      interface: 'MYOB_EXO',
    });
    expect(sxd.body.results.map((l) => l.customer_link)).toContain('SXD-ONLY');
    const tas = await printing<TCustomerLinkRow>(
      token,
      'customer_link',
      'list',
      { interface: 'MYOB_EXO', site_id: 'SXD' },
      'TAS',
    );
    expect(tas.status).toBe(200);
    expect(tas.body.results.map((l) => l.customer_link)).not.toContain('SXD-ONLY');
  });
});
