import { describe, expect, it } from 'vitest';
import {
  LOCATION_IMPORT_MESSAGES,
  LOCATION_UPLOAD_DIRECT_MAX,
  chunk,
  mapUploadRows,
  uploadIsQueued,
} from '../../src/contract';
import { parseCsv, readUploadFile } from '../../src/areas/locations/upload-file';
import { xlsxFile } from '../../e2e/xlsx';

const sections = [
  { pick_section: 'A-FAST', storage: 'SHF' },
  { pick_section: 'C-FROZ', storage: 'FRZ' },
];

describe('bulk location upload: row mapping (document 3 §5)', () => {
  it('takes location, else loc, else bin_location; rows with none are skipped and counted', () => {
    const { rows, skipped } = mapUploadRows(
      [
        { location: 'L-1', pick_section: 'A-FAST' },
        { loc: 'L-2', pick_section: 'A-FAST' },
        { 'Bin Location': 'L-3', pick_section: 'A-FAST' },
        { location: '', loc: '', bin_location: '', pick_section: 'A-FAST' },
        { barcode: '123', pick_section: 'A-FAST' },
        { location: '', loc: 'L-6', pick_section: 'A-FAST' },
      ],
      { warehouse: 'DC1', sections },
    );
    expect(rows.map((r) => r.location.location)).toEqual(['L-1', 'L-2', 'L-3', 'L-6']);
    expect(skipped).toBe(2);
    // no stray code columns are sent
    expect(rows[1]!.location).not.toHaveProperty('loc');
    expect(rows[2]!.location).not.toHaveProperty('bin_location');
  });

  it("fills a blank storage with the pick section's and a blank pick section from the default", () => {
    const { rows } = mapUploadRows(
      [
        { location: 'L-1', pick_section: 'C-FROZ' },
        { location: 'L-2', pick_section: 'C-FROZ', storage: 'COLD' },
        { location: 'L-3' },
        { location: 'L-4', pick_section: 'UNKNOWN' },
      ],
      { warehouse: 'DC1', pick_section: 'A-FAST', sections },
    );
    expect(rows.map((r) => [r.location.pick_section, r.location.storage])).toEqual([
      ['C-FROZ', 'FRZ'],
      ['C-FROZ', 'COLD'],
      ['A-FAST', 'SHF'],
      ['UNKNOWN', ''], // left for the server to refuse with its message
    ]);
    expect(rows.every((r) => r.location.warehouse === 'DC1')).toBe(true);
  });

  it('numbers a blank pick sequence 1, 2, ... in file order, keeping given ones', () => {
    const { rows } = mapUploadRows(
      [
        { location: 'L-1' },
        { location: 'L-2', pick_sequence: '40' },
        { note: 'no location' },
        { location: 'L-3', pick_sequence: '' },
        { location: 'L-4', pick_sequence: 0 },
      ],
      { warehouse: 'DC1', sections },
    );
    expect(rows.map((r) => r.location.pick_sequence)).toEqual([1, 40, 3, 0]);
  });

  it('reports each row by its line in the file (header line 1); blank lines are no rows', () => {
    const { rows, skipped } = mapUploadRows(
      [{ location: 'L-1' }, { location: '', loc: '' }, { loc: 'L-3' }, { location: 'L-4' }],
      { warehouse: 'DC1', sections },
    );
    expect(rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(skipped).toBe(0);
  });

  it('reads flags as booleans and drops location_id (an upload never edits by id)', () => {
    const { rows } = mapUploadRows(
      [{ location: 'L-1', location_id: '7', quarantine: 'Yes', active: 'false', Aisle: ' A ' }],
      { warehouse: 'DC1', sections },
    );
    expect(rows[0]!.location).toMatchObject({ quarantine: true, active: false, aisle: 'A' });
    expect(rows[0]!.location).not.toHaveProperty('location_id');
  });

  it('sends up to 100 rows directly, more to the queue; batches split evenly', () => {
    expect(uploadIsQueued(LOCATION_UPLOAD_DIRECT_MAX)).toBe(false);
    expect(uploadIsQueued(LOCATION_UPLOAD_DIRECT_MAX + 1)).toBe(true);
    expect(
      chunk(
        Array.from({ length: 230 }, (_, i) => i),
        50,
      ).map((c) => c.length),
    ).toEqual([50, 50, 50, 50, 30]);
    expect(LOCATION_IMPORT_MESSAGES.queued).toBe(
      'Locations committed to import queue, may take an hour',
    );
  });
});

describe('bulk location upload: reading files', () => {
  it('parses a CSV with a BOM, quoted commas and trailing blank lines', async () => {
    const records = await parseCsv(
      '\uFEFFlocation,pick_section,location_name\nL-1,A-FAST,"Shelf, top"\n\n,,\n',
    );
    const { rows, skipped } = mapUploadRows(records, { warehouse: 'DC1', sections });
    expect(rows).toEqual([
      {
        row: 2,
        location: {
          location: 'L-1',
          warehouse: 'DC1',
          pick_section: 'A-FAST',
          storage: 'SHF',
          location_name: 'Shelf, top',
          pick_sequence: 1,
        },
      },
    ]);
    expect(skipped).toBe(0);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const file = new File(['x'], 'bins.pdf');
    await expect(readUploadFile(file)).rejects.toThrow(LOCATION_IMPORT_MESSAGES.wrongType);
  });

  it('reports an unreadable XLSX file', async () => {
    const file = new File(['not a zip'], 'bins.xlsx');
    await expect(readUploadFile(file)).rejects.toThrow(/The file could not be read/);
  });
});

describe('bulk location upload: XLSX', () => {
  it('reads the first sheet of an XLSX file by its header row', async () => {
    const buffer = xlsxFile([
      ['Location', 'Pick Section', 'Pick Sequence'],
      ['X-1', 'C-FROZ', 5],
      [null, 'C-FROZ', null],
      ['X-3', null, null],
    ]);
    const file = new File([new Uint8Array(buffer)], 'bins.xlsx');
    const records = await readUploadFile(file);
    const { rows, skipped } = mapUploadRows(records, {
      warehouse: 'DC1',
      pick_section: 'A-FAST',
      sections,
    });
    expect(skipped).toBe(1);
    expect(rows.map((r) => [r.row, r.location.location, r.location.storage])).toEqual([
      [2, 'X-1', 'FRZ'],
      [4, 'X-3', 'SHF'],
    ]);
    expect(rows.map((r) => String(r.location.pick_sequence))).toEqual(['5', '2']);
  });
});
