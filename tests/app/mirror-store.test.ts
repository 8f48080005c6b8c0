import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { floorDb } from '../../src/offline/db';
import { mirrorIndex } from '../../src/offline/mirror-index';
import {
  addLoadedPage,
  applyChanges,
  clearRows,
  countRows,
  getRow,
  hasRows,
  mirrorTables,
} from '../../src/offline/mirror-store';

/*
 * The chunked storage of the large entities: a first load's pages stored as they came,
 * later changes patched into their chunks, and the in-memory scan index following them.
 */
const COLUMNS = ['key', 'location_id', 'warehouse', 'location', 'barcode'];
const loc = (id: number, code: string, barcode = '') => [String(id), id, 'DC1', code, barcode];

const inTables = <T>(work: () => Promise<T>) =>
  floorDb.transaction('rw', mirrorTables('locations'), work);

beforeEach(async () => {
  await clearRows('locations');
});

describe('chunked mirror storage', () => {
  it('stores each page of a first load as one chunk and finds its rows by code and barcode', async () => {
    await inTables(() =>
      addLoadedPage('locations', { columns: COLUMNS, rows: [loc(1, 'A-01'), loc(2, 'A-02')] }),
    );
    await inTables(() =>
      addLoadedPage('locations', { columns: COLUMNS, rows: [loc(3, 'B-01', 'LB0003')] }),
    );
    expect(await floorDb.chunks.where('entity').equals('locations').count()).toBe(2);
    expect(await countRows('locations')).toBe(3);
    expect(await hasRows('locations')).toBe(true);
    const index = await mirrorIndex('locations');
    expect(index.find('location_lc', 'a-02')[0]).toMatchObject({ location_id: 2, key: '2' });
    expect(index.find('barcode_lc', 'lb0003')[0]).toMatchObject({ location: 'B-01' });
    expect((await getRow('locations', '3'))?.location_lc).toBe('b-01');
  });

  it('patches changes into the chunks: an update, an addition and a deletion', async () => {
    await inTables(() =>
      addLoadedPage('locations', { columns: COLUMNS, rows: [loc(1, 'A-01'), loc(2, 'A-02')] }),
    );
    expect((await mirrorIndex('locations')).size).toBe(2);
    const change = await inTables(() =>
      applyChanges('locations', {
        columns: COLUMNS,
        rows: [loc(1, 'A-01-RENAMED'), loc(9, 'C-09')],
        deleted: ['2', 'not-there'],
      }),
    );
    expect(change).toBe(0);
    // The index built before the change is not used again: the next lookup sees the change.
    const index = await mirrorIndex('locations');
    expect(index.size).toBe(2);
    expect(index.find('location_lc', 'a-01-renamed')[0]).toMatchObject({ location_id: 1 });
    expect(index.find('location_lc', 'c-09')[0]).toMatchObject({ location_id: 9 });
    expect(await getRow('locations', '2')).toBeUndefined();
    expect(await countRows('locations')).toBe(2);
  });

  it('asks for a new load when a page carries other columns than those stored', async () => {
    await inTables(() => addLoadedPage('locations', { columns: COLUMNS, rows: [loc(1, 'A-01')] }));
    const change = await inTables(() =>
      applyChanges('locations', {
        columns: [...COLUMNS, 'location_name'],
        rows: [[...loc(1, 'A-01'), 'Bay one']],
        deleted: [],
      }),
    );
    expect(change).toBeNull();
    expect((await getRow('locations', '1'))?.location_name).toBeUndefined();
  });

  it('empties the entity on clear, index included', async () => {
    await inTables(() => addLoadedPage('locations', { columns: COLUMNS, rows: [loc(1, 'A-01')] }));
    expect((await mirrorIndex('locations')).size).toBe(1);
    await inTables(() => clearRows('locations'));
    expect(await hasRows('locations')).toBe(false);
    expect((await mirrorIndex('locations')).size).toBe(0);
  });
});
