import { describe, expect, it } from 'vitest';
import {
  contextForSite,
  initialContext,
  pickPrinterSet,
  pickRunSet,
  pickWarehouse,
  reconcileContext,
  sortWarehouses,
  startSite,
} from '../../src/app/context/context-rules';
import type { TWarehouseOption } from '../../src/contract';
import { ALL, site, user } from './fixtures';

const wh = (value: string, name: string): TWarehouseOption => ({
  warehouse: value,
  value,
  warehouse_name: name,
  text: name,
});
const printers = [
  { value: 'PS1', text: 'Dock printers', warehouse: null },
  { value: 'PS2', text: 'Office', warehouse: 'MEL' },
];

describe('context rules', () => {
  it('sorts warehouses case-insensitively by name', () => {
    const sorted = sortWarehouses([
      wh('Z1', 'zeta'),
      wh('B1', 'Beta'),
      wh('a1', 'alpha'),
      wh('C1', 'Charlie'),
    ]);
    expect(sorted.map((w) => w.text)).toEqual(['alpha', 'Beta', 'Charlie', 'zeta']);
  });

  it('keeps ALL and a saved warehouse the site has; otherwise takes the first', () => {
    const sorted = sortWarehouses([wh('SYD', 'Sydney'), wh('MEL', 'melbourne')]);
    expect(pickWarehouse(sorted, 'ALL')).toBe('ALL');
    expect(pickWarehouse(sorted, 'SYD')).toBe('SYD');
    expect(pickWarehouse(sorted, 'GONE')).toBe('MEL');
    expect(pickWarehouse([], 'GONE')).toBe('ALL');
  });

  it('takes the first printer set when the saved one is absent; a missing run set is none', () => {
    expect(pickPrinterSet(printers, 'PS2')).toBe('PS2');
    expect(pickPrinterSet(printers, 'OLD')).toBe('PS1');
    expect(pickPrinterSet(printers, null)).toBe('PS1');
    expect(pickPrinterSet([], 'OLD')).toBeNull();
    expect(pickRunSet([{ value: 'R1', text: 'Run 1', warehouse: 'SYD' }], 'R1')).toBe('R1');
    expect(pickRunSet([], 'R1')).toBeNull();
  });

  it("starts at the user's current site while it is still theirs, else the first", () => {
    const sites = [site('SXD', ALL), site('TAS', ALL)];
    expect(startSite(user(sites, { current_site: 'TAS' }))?.site_id).toBe('TAS');
    expect(startSite(user(sites, { current_site: 'GONE' }))?.site_id).toBe('SXD');
    expect(startSite(user(sites, { current_site: null }))?.site_id).toBe('SXD');
  });

  it('keeps the context saved on this device when it still fits the user', () => {
    const u = user([site('SXD', ALL, { current_warehouse: 'MEL' }), site('TAS', ALL)], {
      current_site: 'SXD',
    });
    const kept = { ...contextForSite(u, u.sites[1]!), warehouse: 'HOB' };
    expect(initialContext(u, kept)).toBe(kept);
    expect(initialContext(u, { ...kept, user_id: 'someone-else' })).toMatchObject({
      site_id: 'SXD',
      warehouse: 'MEL',
    });
    expect(initialContext(u, { ...kept, site_id: 'GONE' })?.site_id).toBe('SXD');
    expect(initialContext(user([]), null)).toBeNull();
  });

  it('reconciles a context with the site lists', () => {
    const u = user([
      site('SXD', ALL, { current_warehouse: 'OLD', printer_set: 'OLD', run_set: 'OLD' }),
    ]);
    const next = reconcileContext(contextForSite(u, u.sites[0]!), {
      warehouses: [wh('SYD', 'Sydney'), wh('BNE', 'brisbane')],
      printerSets: printers,
      runSets: [],
    });
    expect(next).toMatchObject({ warehouse: 'BNE', printer_set: 'PS1', run_set: null });
  });
});
