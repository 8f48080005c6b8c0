import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONSIGN_MESSAGES,
  type TConsignment,
  type TEnvelopeAnswer,
  type TScannedPack,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();

const consign = <T>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'consign', { site_id: 'SXD', entity: 'consign', action, data });
const texts = (list: { message: string }[]) => list.map((m) => m.message);
const GS = '\u001d';

/** The demo's OPEN consignment STA00891234 (SO-900111): one of its two packs scanned. */
async function openConsignment(token: string): Promise<TConsignment> {
  const got = await consign<TConsignment>(token, 'list', { status: 'OPEN' });
  const k = got.body.results.find((c) => c.connote === 'STA00891234');
  expect(k?.items).toHaveLength(2);
  return k!;
}

async function scannedAt(sscc: string): Promise<string | null> {
  const [item] = await rows<{ scanned_at: string | null }>(
    server.db,
    sql`SELECT scanned_at::text FROM wms.consignment_items
        WHERE site_id = 'SXD' AND sscc_number = ${sscc}`,
  );
  return item!.scanned_at;
}

describe('consign scan at the dock (service consign)', () => {
  it('takes a pack label as a scanner sends it (]C1, FNC1, 00 or (00) + SSCC) and warns on a pack already scanned', async () => {
    const token = await server.login('floor');
    const k = await openConsignment(token);
    const done = k.items.find((i) => i.scanned_at)!;
    const todo = k.items.find((i) => !i.scanned_at)!;

    // GS1-128 with its symbology identifier and FNC1 in first position
    const first = await consign<TScannedPack>(token, 'scan', {
      sscc_number: `]C1${GS}00${todo.sscc_number}`,
    });
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([
      {
        consignment_id: k.consignment_id,
        connote: 'STA00891234',
        sales_order: 'SO-900111',
        sscc_number: todo.sscc_number,
        already_scanned: false,
        remaining: 0,
      },
    ]);
    expect(texts(first.body.info)).toEqual([
      CONSIGN_MESSAGES.packScanned(todo.sscc_number, 'SO-900111'),
    ]);
    expect(first.body.warnings).toEqual([]);
    const at = await scannedAt(todo.sscc_number);
    expect(at).not.toBeNull();

    // the same pack again, as `00` + SSCC: left as it was, with a warning
    const again = await consign<TScannedPack>(token, 'scan', {
      sscc_number: `00${todo.sscc_number}`,
    });
    expect(again.status).toBe(200);
    expect(again.body.results[0]).toMatchObject({
      sscc_number: todo.sscc_number,
      already_scanned: true,
      remaining: 0,
    });
    expect(texts(again.body.warnings)).toEqual([
      CONSIGN_MESSAGES.packAlreadyScanned(todo.sscc_number, 'SO-900111'),
    ]);
    expect(again.body.info).toEqual([]);
    expect(await scannedAt(todo.sscc_number)).toBe(at);

    // the printed form of the pack scanned before
    const printed = await consign<TScannedPack>(token, 'scan', {
      sscc_number: `(00)${done.sscc_number}`,
    });
    expect(printed.status).toBe(200);
    expect(printed.body.results[0]).toMatchObject({
      sscc_number: done.sscc_number,
      already_scanned: true,
    });

    // every pack in: the consignment lists fully scanned
    const after = await openConsignment(token);
    expect(after.items.every((i) => i.scanned_at !== null)).toBe(true);
  });

  it('refuses a label whose SSCC is on no open consignment, naming the SSCC read', async () => {
    const token = await server.login('floor');
    const sscc = '106141411234567897';
    const got = await consign(token, 'scan', { sscc_number: `]C100${sscc}` });
    expect(got.status).toBe(404);
    expect(texts((got.body as TEnvelopeAnswer<unknown>).errors)).toEqual([
      CONSIGN_MESSAGES.packNotConsigned(sscc),
    ]);
  });
});
