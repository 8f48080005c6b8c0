import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PACK_MESSAGES as M,
  blockNumber,
  isValidSscc,
  type TPack,
  type TPackDetail,
  type TPackNumberBlock,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rows<T>(server.db, query);

const call = <T = TPackDetail>(
  token: string,
  entity: string,
  action: string,
  data: unknown,
  extra: { site?: string; request_id?: string } = {},
) =>
  server.call<T>(token, 'container', {
    site_id: extra.site ?? 'SXD',
    entity,
    action,
    data,
    ...(extra.request_id ? { request_id: extra.request_id } : {}),
  });
const texts = (list: { message: string }[]) => list.map((m) => m.message);

let admin = '';
let floor = '';
let viewer = '';
let lotId = 0;

const reserve = async (token: string, count: number, device = 'tablet-1') => {
  const answer = await call<TPackNumberBlock>(token, 'pack_number', 'reserve', {
    count,
    device_id: device,
  });
  expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
  return answer.body.results[0]!;
};

const ranges = (blocks: TPackNumberBlock[], key: 'first_number' | 'first_sscc_serial') =>
  blocks.map((b) => [b[key], b[key] + b.count - 1] as const).sort((a, b) => a[0] - b[0]);

beforeAll(async () => {
  admin = await server.login('admin');
  floor = await server.login('floor');
  viewer = await server.login('viewer');
  const [lot] = await q<{ id: number }>(
    sql`SELECT load_object_type_id AS id FROM wms.load_object_types
        WHERE site_id = 'SXD' ORDER BY load_object_type_id LIMIT 1`,
  );
  lotId = lot!.id;
});

describe('pack numbers', () => {
  it('reserves a block of numbers and SSCC serials that move the site counters on', async () => {
    const [before] = await q<{ last: number; sscc: number }>(
      sql`SELECT COALESCE((SELECT last_number FROM wms.pack_number_sequences
                           WHERE site_id = 'SXD'), 0)::float8 AS last,
                 last_sscc_number::float8 AS sscc FROM wms.sites WHERE site_id = 'SXD'`,
    );
    const block = await reserve(floor, 5);
    expect(block.count).toBe(5);
    expect(block.first_number).toBe(before!.last + 1);
    expect(block.first_sscc_serial).toBe(before!.sscc + 1);
    expect(block.gs1_company_prefix).toBe('9312345');
    const [after] = await q<{ last: number; sscc: number }>(
      sql`SELECT (SELECT last_number FROM wms.pack_number_sequences
                  WHERE site_id = 'SXD')::float8 AS last,
                 last_sscc_number::float8 AS sscc FROM wms.sites WHERE site_id = 'SXD'`,
    );
    expect(after).toEqual({ last: before!.last + 5, sscc: before!.sscc + 5 });
    const first = blockNumber(block, 0);
    expect(first.container_number).toMatch(new RegExp(`^${block.prefix}\\d{7}$`));
    expect(isValidSscc(first.sscc_number)).toBe(true);
    const [stored] = await q<{ user_id: string; device_id: string }>(
      sql`SELECT user_id, device_id FROM wms.pack_number_blocks
          WHERE block_id = ${block.block_id}::uuid`,
    );
    expect(stored).toEqual({ user_id: 'floor', device_id: 'tablet-1' });
  });

  it('gives concurrent reservations disjoint blocks', async () => {
    const blocks = await Promise.all(
      Array.from({ length: 6 }, (_, i) => reserve(i % 2 ? floor : admin, 3 + i, `dev-${i}`)),
    );
    for (const key of ['first_number', 'first_sscc_serial'] as const) {
      const r = ranges(blocks, key);
      for (let i = 1; i < r.length; i++) expect(r[i]![0]).toBeGreaterThan(r[i - 1]![1]);
    }
  });

  it('next reserves a single number (Pack add)', async () => {
    const answer = await call<TPackNumberBlock>(admin, 'pack_number', 'next', {});
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]!.count).toBe(1);
  });

  it('needs wh update to reserve', async () => {
    const answer = await call(viewer, 'pack_number', 'reserve', { count: 2 });
    expect(answer.status).toBe(403);
  });
});

describe('saving packs', () => {
  it('numbers a new pack from the server: pack number, SSCC, barcode, contents', async () => {
    const answer = await call(admin, 'container', 'check', {
      containers: [
        {
          warehouse: 'DC1',
          customer_name: 'Test Grocer',
          sales_order: 'SO-TEST-1',
          load_object_type_id: lotId,
          weight: 12.5,
          height: 300,
          width: 400,
          depth: 300,
          contents: [
            {
              content_id: '5f2b7c1e-3a4d-4c6b-9e8f-0a1b2c3d4e5f',
              inventory_code: 'TST-1',
              quantity: 4,
              gtin: '9312345000019',
              detail_reference: 'B123',
              date_code: '2027-01-31',
            },
          ],
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
    const pack = answer.body.results[0]!;
    expect(pack.container_number).toMatch(/^[A-Z]*\d{7}$/);
    expect(pack.barcode).toBe(`00${pack.container_number}`);
    expect(isValidSscc(pack.sscc_number)).toBe(true);
    expect(pack.sscc_number.slice(1, 8)).toBe('9312345');
    expect(pack.package_type).toBe('CTN');
    expect(pack.container_type).toBe('pack_contents');
    expect(pack.created_by).toBe('admin');
    expect(pack.weight).toBe(12.5);
    expect(pack.contents).toHaveLength(1);
    expect(pack.contents[0]).toMatchObject({
      content_id: '5f2b7c1e-3a4d-4c6b-9e8f-0a1b2c3d4e5f',
      inventory_code: 'TST-1',
      quantity: 4,
      unit_of_measure: 'EA',
      date_code: '2027-01-31',
    });
    expect(texts(answer.body.info)).toContain(M.saved(1));

    // Two server-numbered packs get the next numbers, each with its own SSCC.
    const two = await call(admin, 'container', 'check', {
      containers: [{ warehouse: 'DC1' }, { warehouse: 'DC1' }],
    });
    const [a, b] = two.body.results;
    expect(a!.container_number).not.toBe(b!.container_number);
    expect(a!.sscc_number).not.toBe(b!.sscc_number);
    expect([a, b].every((p) => isValidSscc(p!.sscc_number))).toBe(true);
  });

  it('keeps a reserved pair for its user, refuses it for another user or another SSCC', async () => {
    const block = await reserve(floor, 3);
    const n0 = blockNumber(block, 0);
    const n1 = blockNumber(block, 1);
    const foreign = await call(admin, 'container', 'check', {
      containers: [{ warehouse: 'DC1', ...n0 }],
    });
    expect(foreign.status).toBe(400);
    expect(texts(foreign.body.errors)).toEqual([M.numberNotReserved(n0.container_number)]);

    const wrongSscc = await call(floor, 'container', 'check', {
      containers: [{ warehouse: 'DC1', ...n0, sscc_number: n1.sscc_number }],
    });
    expect(texts(wrongSscc.body.errors)).toEqual([
      M.ssccMismatch(n0.container_number, n1.sscc_number),
    ]);

    const saved = await call(floor, 'container', 'check', {
      containers: [
        { warehouse: 'DC1', ...n0, contents: [{ inventory_code: 'TST-2', quantity: 1 }] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    expect(saved.body.results[0]).toMatchObject({ ...n0, created_by: 'floor' });

    // The device saves its pack again (new contents): the same pack, contents replaced.
    const contentId = 'a0f0a0f0-1111-4222-8333-444455556666';
    const again = await call(floor, 'container', 'check', {
      containers: [
        {
          warehouse: 'DC1',
          ...n0,
          weight: 3,
          contents: [{ content_id: contentId, inventory_code: 'TST-3', quantity: 2 }],
        },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.results[0]!.container_id).toBe(saved.body.results[0]!.container_id);
    expect(again.body.results[0]!.contents.map((c) => c.content_id)).toEqual([contentId]);

    // A number outside any block, or reused by another user's pack: refused.
    const outside = await call(floor, 'container', 'check', {
      containers: [
        { warehouse: 'DC1', container_number: 'PK9999999', sscc_number: n1.sscc_number },
      ],
    });
    expect(texts(outside.body.errors)).toEqual([M.numberNotReserved('PK9999999')]);
    await server.db.execute(
      sql`UPDATE wms.containers SET created_by = 'admin'
          WHERE site_id = 'SXD' AND container_number = ${n0.container_number}`,
    );
    const reused = await call(floor, 'container', 'check', { containers: [{ ...n0 }] });
    expect(texts(reused.body.errors)).toEqual([M.numberUsed(n0.container_number)]);
  });

  it('saves good packs and warns about refused ones; checks load object types', async () => {
    const answer = await call(admin, 'container', 'check', {
      containers: [{ warehouse: 'DC1' }, { warehouse: 'DC1', load_object_type_id: 987654 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(1);
    expect(texts(answer.body.warnings)[0]).toContain(M.loadObjectTypeNotFound(987654));
  });

  it('updates a pack by id, never its numbers; upserts and removes contents', async () => {
    const made = await call(admin, 'container', 'check', {
      containers: [
        {
          warehouse: 'DC2',
          contents: [
            {
              content_id: 'b1b1b1b1-1111-4222-8333-444455556666',
              inventory_code: 'A',
              quantity: 1,
            },
            {
              content_id: 'b2b2b2b2-1111-4222-8333-444455556666',
              inventory_code: 'B',
              quantity: 2,
            },
          ],
        },
      ],
    });
    const pack = made.body.results[0]!;
    const updated = await call(admin, 'container', 'check', {
      containers: [
        {
          container_id: pack.container_id,
          warehouse: 'DC2',
          height: 1200,
          contents: [
            {
              content_id: 'b2b2b2b2-1111-4222-8333-444455556666',
              inventory_code: 'B',
              quantity: 5,
            },
            {
              content_id: 'b3b3b3b3-1111-4222-8333-444455556666',
              inventory_code: 'C',
              quantity: 1,
            },
          ],
        },
      ],
    });
    const after = updated.body.results[0]!;
    expect(after.sscc_number).toBe(pack.sscc_number);
    expect(after.height).toBe(1200);
    expect(after.contents.map((c) => [c.inventory_code, c.quantity])).toEqual([
      ['B', 5],
      ['C', 1],
    ]);
    // An update changes only the fields sent (a floor device sending weights keeps the rest).
    await call(admin, 'container', 'check', {
      containers: [{ container_id: pack.container_id, customer_name: 'Kept Customer' }],
    });
    const partial = await call(floor, 'container', 'check', {
      containers: [{ container_id: pack.container_id, weight: 7.25 }],
    });
    expect(partial.body.results[0]).toMatchObject({
      customer_name: 'Kept Customer',
      weight: 7.25,
      height: 1200,
      warehouse: 'DC2',
    });
    expect(partial.body.results[0]!.contents).toHaveLength(2);
    const renumber = await call(admin, 'container', 'check', {
      containers: [{ container_id: pack.container_id, container_number: 'PK0000001' }],
    });
    expect(texts(renumber.body.errors)).toEqual([M.numberFixed(pack.container_number)]);
    const bad = await call(admin, 'container', 'check', {
      containers: [{ warehouse: 'DC1', contents: [{ inventory_code: 'A', quantity: 0 }] }],
    });
    expect(bad.status).toBe(400);
  });

  it('writes a replayed request once', async () => {
    const request_id = crypto.randomUUID();
    const [before] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.containers WHERE site_id = 'SXD'`,
    );
    const data = { containers: [{ warehouse: 'DC1', reference: 'replay' }] };
    const first = await call(floor, 'container', 'check', data, { request_id });
    const second = await call(floor, 'container', 'check', data, { request_id });
    expect(second.body.results[0]!.container_number).toBe(first.body.results[0]!.container_number);
    const [after] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.containers WHERE site_id = 'SXD'`,
    );
    expect(after!.n).toBe(before!.n + 1);
  });

  it('needs wh update to save; never takes the user or site from the body', async () => {
    const refused = await call(viewer, 'container', 'check', {
      containers: [{ warehouse: 'DC1' }],
    });
    expect(refused.status).toBe(403);
    const answer = await call(floor, 'container', 'check', {
      containers: [{ warehouse: 'DC1', created_by: 'admin', site_id: 'TAS', user_id: 'admin' }],
    });
    expect(answer.body.results[0]!.created_by).toBe('floor');
    // floor has no access to TAS.
    const other = await call(floor, 'container', 'check', { containers: [{}] }, { site: 'TAS' });
    expect(other.status).toBe(403);
  });
});

describe('listing, getting and deleting packs', () => {
  it('lists with search and filters and gets one by SSCC', async () => {
    const made = await call(admin, 'container', 'check', {
      containers: [
        { warehouse: 'DC1', customer_name: 'Zebra Foods Unique', load_object_type_id: lotId },
      ],
    });
    const pack = made.body.results[0]!;
    const list = await call<TPack>(viewer, 'container', 'list', {
      warehouse: 'DC1',
      search_term: 'zebra foods uni',
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((p) => p.container_id)).toEqual([pack.container_id]);
    expect(list.body.results[0]!.load_object_type).not.toBe('');
    const byLot = await call<TPack>(viewer, 'container', 'list', { load_object_type_id: lotId });
    expect(byLot.body.results.every((p) => p.load_object_type_id === lotId)).toBe(true);
    const got = await call(viewer, 'container', 'get', { sscc_number: `(00)${pack.sscc_number}` });
    expect(got.body.results[0]!.container_id).toBe(pack.container_id);
    const missing = await call(viewer, 'container', 'get', { container_id: 99999999 });
    expect(missing.status).toBe(404);
  });

  it("a pack consigned with its order can be deleted once the order's connote is deleted", async () => {
    await server.db.execute(
      sql`INSERT INTO wms.sales_orders (site_id, sales_order, warehouse, customer_code,
            required_date, wms_status, connote)
          VALUES ('SXD', 'PKSO-CN1', 'DC1', 'PKCUS', '2031-05-01', 'packed', 'CN777')`,
    );
    const made = await call(admin, 'container', 'check', {
      containers: [{ warehouse: 'DC1', sales_order: 'PKSO-CN1' }],
    });
    const [pack] = made.body.results;
    // Consigned: the consign step puts the connote on the order's packs.
    await server.db.execute(
      sql`UPDATE wms.containers SET connote = 'CN777' WHERE site_id = 'SXD'
          AND container_id = ${pack!.container_id}`,
    );
    const refused = await call(admin, 'container', 'delete', { containers: [pack!.container_id] });
    expect(texts(refused.body.errors)).toEqual([M.hasConnote(pack!.container_number, 'CN777')]);

    const cleared = await server.call(admin, 'sales_order', {
      site_id: 'SXD',
      entity: 'connote',
      action: 'delete',
      data: { sales_order: 'PKSO-CN1' },
    });
    expect(cleared.status).toBe(200);
    const got = await call(admin, 'container', 'get', { container_id: pack!.container_id });
    expect(got.body.results[0]!.connote).toBe('');
    const done = await call(admin, 'container', 'delete', { containers: [pack!.container_id] });
    expect(done.status).toBe(200);
  });

  it('deletes a pack with its contents; refuses one with a connote', async () => {
    const made = await call(admin, 'container', 'check', {
      containers: [
        { warehouse: 'DC1', contents: [{ inventory_code: 'X', quantity: 1 }] },
        { warehouse: 'DC1' },
      ],
    });
    const [a, b] = made.body.results;
    await server.db.execute(
      sql`UPDATE wms.containers SET connote = 'CN123' WHERE site_id = 'SXD'
          AND container_id = ${b!.container_id}`,
    );
    const refused = await call(admin, 'container', 'delete', { containers: [b!.container_id] });
    expect(texts(refused.body.errors)).toEqual([M.hasConnote(b!.container_number, 'CN123')]);
    const viewerDelete = await call(viewer, 'container', 'delete', {
      containers: [a!.container_id],
    });
    expect(viewerDelete.status).toBe(403);
    const done = await call(admin, 'container', 'delete', {
      containers: [{ container_id: a!.container_id }],
    });
    expect(done.status).toBe(200);
    const left = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.container_contents
          WHERE site_id = 'SXD' AND container_id = ${a!.container_id}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe('demo packs', () => {
  it('packs picked demo orders at DC1 and DC2 with their picked lines and valid SSCCs', async () => {
    const packs = await q<{
      container_number: string;
      sscc_number: string;
      warehouse: string;
      n: number;
    }>(
      sql`SELECT c.container_number, c.sscc_number, c.warehouse,
                 (SELECT count(*)::int FROM wms.container_contents cc
                   WHERE cc.site_id = c.site_id AND cc.container_id = c.container_id) AS n
          FROM wms.containers c
          WHERE c.site_id = 'SXD' AND c.reference LIKE 'SO-%'`,
    );
    expect(new Set(packs.map((p) => p.warehouse))).toEqual(new Set(['DC1', 'DC2']));
    expect(packs.every((p) => isValidSscc(p.sscc_number) && p.n > 0)).toBe(true);
    expect(packs.every((p) => /^SXP\d{7}$/.test(p.container_number))).toBe(true);
    // Every content line is an item of its order, within what was supplied.
    const [stray] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wms.container_contents cc
          JOIN wms.containers c ON c.site_id = cc.site_id AND c.container_id = cc.container_id
          JOIN wms.sales_orders o ON o.site_id = c.site_id AND o.sales_order = c.sales_order
          WHERE c.site_id = 'SXD' AND c.reference LIKE 'SO-%' AND NOT EXISTS (
            SELECT 1 FROM wms.sales_order_lines l
            WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id
              AND l.inventory_code = cc.inventory_code)`,
    );
    expect(stray!.n).toBe(0);
  });
});
