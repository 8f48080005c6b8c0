import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPARE_MESSAGES as M,
  comparisonKeyText,
  type TComparisonItem,
  type TComparisonMovement,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { movements } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { countRows } from './helpers';

/*
 * A comparison correction is checked against the difference as it is when processed: the same
 * proposal processed twice (one after the other, or at once in two tabs) is written once.
 */

const server = startServer();
const SITE = 'SXD';
const WH = 'DC1';
let admin: string;

type Held = { inventory_code: string; serial_batch: string; date_code: string; q: number };
type Key = { warehouse: string; inventory_code: string; serial_batch: string; date_code: string };

async function heldInDc1(): Promise<Held[]> {
  return rows<Held>(
    server.db,
    sql`SELECT inventory_code, serial_batch, date_code, sum(quantity)::float8 AS q
        FROM wms.on_hands WHERE site_id = ${SITE} AND warehouse = ${WH}
        GROUP BY 1, 2, 3 HAVING sum(quantity) >= 2 ORDER BY 1, 2, 3`,
  );
}

const keyOf = (h: Omit<Key, 'warehouse'>): Key => ({
  warehouse: WH,
  inventory_code: h.inventory_code,
  serial_batch: h.serial_batch,
  date_code: h.date_code,
});

const tools = <T>(entity: string, action: string, data: unknown, token = admin) =>
  server.call<T>(token, 'tools', { site_id: SITE, entity, action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

/** Load the ERP's figures: each held row as the product holds it, changed by `offsets`. */
async function loadErp(offsets: Map<string, number>) {
  const items = (await heldInDc1()).map((h) => ({
    inventory_code: h.inventory_code,
    serial_batch: h.serial_batch,
    date_code: h.date_code,
    erp_on_hand: h.q + (offsets.get(h.inventory_code + h.serial_batch + h.date_code) ?? 0),
  }));
  const loaded = await tools('compare', 'load', {
    warehouse: WH,
    as_at: new Date(Date.now() - 1000).toISOString(),
    items,
  });
  expect(loaded.status, JSON.stringify(loaded.body.errors)).toBe(200);
}

/** The proposed correction of a row, as the screen sends it to be processed. */
async function proposal(key: Key) {
  const drill = await tools<TComparisonMovement>('compare', 'movements', key);
  const proposed = drill.body.results.filter((m) => !m.processed_flag);
  expect(proposed.length).toBeGreaterThan(0);
  return proposed.map((m) => ({
    ...keyOf(m),
    from_location: m.from_location,
    to_location: m.to_location,
    movement_qty: m.movement_qty,
    line: m.line,
  }));
}

const process = (list: unknown[], token = admin) =>
  tools<TComparisonMovement>('movement', 'add', { process: true, movements: list }, token);

let surplus: Key;
let short: Key;
let stale: Key;
const idOf = (k: Omit<Key, 'warehouse'>) => k.inventory_code + k.serial_batch + k.date_code;

beforeAll(async () => {
  admin = await server.login('admin');
  const held = await heldInDc1();
  expect(held.length).toBeGreaterThan(3);
  [surplus, short, stale] = held.slice(0, 3).map(keyOf) as [Key, Key, Key];
  // The ERP has 2 fewer of the first, 5 more of the second, 3 more of the third.
  await loadErp(
    new Map([
      [idOf(surplus), -2],
      [idOf(short), 5],
      [idOf(stale), 3],
    ]),
  );
});

describe('a comparison correction is written once', () => {
  it('processed a second time, it is refused and nothing more is written', async () => {
    const list = await proposal(surplus);
    const first = await process(list);
    expect(first.status, JSON.stringify(first.body.errors)).toBe(200);
    const ledger = await countRows(server.db, movements);

    const second = await process(list);
    expect(second.status).toBe(400);
    expect(messages(second.body)).toEqual([M.alreadyAgrees(comparisonKeyText(surplus))]);
    expect(await countRows(server.db, movements)).toBe(ledger);
  });

  it('processed in two tabs at once, one is written and the other refused', async () => {
    const list = await proposal(short);
    const ledger = await countRows(server.db, movements);
    // Two sessions, so that nothing of the session orders the two calls.
    const other = await server.login('admin');
    const answers = await Promise.all([process(list), process(list, other)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(messages(refused.body)).toEqual([M.alreadyAgrees(comparisonKeyText(short))]);
    expect(await countRows(server.db, movements)).toBe(ledger + list.length);
    const report = await tools<TComparisonItem>('compare', 'list', { warehouse: WH });
    const row = report.body.results.find((r) => idOf(r) === idOf(short));
    expect(row!.difference).toBeCloseTo(0);
  });

  it('a correction proposed for another difference is refused, naming the difference now', async () => {
    const list = await proposal(stale);
    // Since the proposal (Write On 3), the ERP's figure changed: now 1 more than the product.
    await loadErp(new Map([[idOf(stale), 1]]));
    const ledger = await countRows(server.db, movements);
    const refused = await process(list);
    expect(refused.status).toBe(400);
    expect(messages(refused.body)).toEqual([M.differenceChanged(comparisonKeyText(stale), -1, 3)]);
    expect(await countRows(server.db, movements)).toBe(ledger);

    // The current proposal is written.
    const current = await process(await proposal(stale));
    expect(current.status, JSON.stringify(current.body.errors)).toBe(200);
  });
});
