import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { floorDb } from '../../src/offline/db';
import { findItem, findJob, findLocation, findPack, toScan } from '../../src/scan';
import { clearRows } from '../../src/offline/mirror-store';
import { putMirrorRows } from './mirror-rows';

const GS = '\u001d';

const rows = putMirrorRows;

const location = (id: number, warehouse: string, code: string, barcode = '') => ({
  location_id: id,
  warehouse,
  location: code,
  barcode,
  location_lc: code.toLowerCase(),
  barcode_lc: barcode.toLowerCase(),
  pick_section: '',
});
const item = (code: string, gtin = '') => ({
  inventory_code: code,
  inventory_description: `${code} description`,
  unit_of_measure: 'EA',
  gtin,
  inventory_code_lc: code.toLowerCase(),
});

beforeAll(async () => {
  await floorDb.open();
});

beforeEach(async () => {
  await Promise.all(
    (['locations', 'inventory', 'stocking_factors', 'containers', 'jobs'] as const).map((entity) =>
      clearRows(entity),
    ),
  );
  await rows('locations', [
    location(1, 'DC1', 'A-01-01', 'LOCA0101'),
    location(2, 'DC1', 'B-02-03', ''),
    location(3, 'DC2', 'A-01-01', 'DC2A0101'),
  ]);
  await rows('inventory', [
    item('WID-100', '09506000134352'),
    item('BOLT-M8', '4006381333931'),
    item('UPC-ITEM', '036000291452'),
    item('PLAIN'),
  ]);
  await rows('stocking_factors', [
    {
      stocking_factor_id: 11,
      inventory_code: 'PLAIN',
      unit_of_measure: 'CTN',
      barcode: 'PLN-CTN-12',
      pack_size: 12,
    },
    {
      stocking_factor_id: 12,
      inventory_code: 'WID-100',
      unit_of_measure: 'CTN',
      barcode: '10614141000415',
      pack_size: 24,
    },
  ]);
  await rows('containers', [
    {
      container_id: 7,
      container_number: 'PK0000123',
      sscc_number: '106141412345678908',
      barcode: 'PACK-BC-7',
    },
    {
      container_id: 8,
      container_number: 'PK0000124',
      sscc_number: '376104250021234569',
      barcode: '',
    },
  ]);
  await rows('jobs', [
    { job_id: 42, job_reference: 'RW-2026-001', job_reference_lc: 'rw-2026-001', status: 'New' },
  ]);
});

describe('findLocation', () => {
  it('finds by code or barcode, case-free and trimmed, within the warehouse', async () => {
    expect((await findLocation('A-01-01', 'DC1'))?.location_id).toBe(1);
    expect((await findLocation('  a-01-01\n', 'DC2'))?.location_id).toBe(3);
    expect((await findLocation('loca0101', 'DC1'))?.location_id).toBe(1);
    expect((await findLocation(']C1B-02-03', 'DC1'))?.location_id).toBe(2);
  });
  it('returns null for another warehouse, an unknown code, or nothing', async () => {
    expect(await findLocation('B-02-03', 'DC2')).toBeNull();
    expect(await findLocation('LOCA0101', 'DC2')).toBeNull();
    expect(await findLocation('Z-99', 'DC1')).toBeNull();
    expect(await findLocation('   ', 'DC1')).toBeNull();
  });
});

describe('findItem', () => {
  it('finds by inventory code, case-free', async () => {
    const match = await findItem('wid-100');
    expect(match?.item.inventory_code).toBe('WID-100');
    expect(match?.unit).toBeUndefined();
    expect(match?.gs1).toBeNull();
  });
  it('finds by the GTIN of a GS1 scan and keeps its batch and expiry', async () => {
    const { scan } = toScan(`]d20109506000134352${GS}10LOT7${GS}17270100`, 'wedge');
    const match = await findItem(scan);
    expect(match?.item.inventory_code).toBe('WID-100');
    expect(match?.gs1).toEqual({ gtin: '09506000134352', batch: 'LOT7', expiry: '2027-01-31' });
  });
  it('matches a GTIN-14 against a stored EAN-13 or UPC-A, and a plain EAN/UPC against them', async () => {
    expect((await findItem('(01)04006381333931'))?.item.inventory_code).toBe('BOLT-M8');
    expect((await findItem('4006381333931'))?.item.inventory_code).toBe('BOLT-M8');
    expect((await findItem('00036000291452'))?.item.inventory_code).toBe('UPC-ITEM');
    expect((await findItem('036000291452'))?.item.inventory_code).toBe('UPC-ITEM');
  });
  it('finds by a stocking factor barcode and returns that unit', async () => {
    const match = await findItem('pln-ctn-12');
    expect(match?.item.inventory_code).toBe('PLAIN');
    expect(match?.unit?.unit_of_measure).toBe('CTN');
    expect(match?.unit?.pack_size).toBe(12);
  });
  it('finds a carton GTIN-14 (GS1 01) through its stocking factor', async () => {
    const match = await findItem(']C10110614141000415');
    expect(match?.item.inventory_code).toBe('WID-100');
    expect(match?.unit?.pack_size).toBe(24);
  });
  it('returns null when nothing matches (and for a GTIN with a bad check digit)', async () => {
    expect(await findItem('NOPE')).toBeNull();
    expect(await findItem('(01)09506000134353')).toBeNull();
    expect(await findItem('')).toBeNull();
  });
});

describe('findPack', () => {
  it('finds by SSCC: GS1 scan, 18 digits, 00 + 18 digits', async () => {
    expect((await findPack(']C100106141412345678908'))?.container_id).toBe(7);
    expect((await findPack(toScan('(00)376104250021234569', 'camera').scan))?.container_id).toBe(8);
    expect((await findPack('106141412345678908'))?.container_id).toBe(7);
    expect((await findPack(' 00376104250021234569 '))?.container_id).toBe(8);
  });
  it('finds by container number or barcode, in either case', async () => {
    expect((await findPack('pk0000124'))?.container_id).toBe(8);
    expect((await findPack('pack-bc-7'))?.container_id).toBe(7);
  });
  it('returns null when nothing matches', async () => {
    expect(await findPack('106141412345678915')).toBeNull();
    expect(await findPack('PK9')).toBeNull();
  });
});

describe('findJob', () => {
  it('finds by job number or reference, case-free', async () => {
    expect((await findJob('42'))?.job_reference).toBe('RW-2026-001');
    expect((await findJob(' rw-2026-001 '))?.job_id).toBe(42);
  });
  it('returns null when nothing matches', async () => {
    expect(await findJob('43')).toBeNull();
    expect(await findJob('RW-1')).toBeNull();
  });
});
