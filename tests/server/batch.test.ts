import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX_CALLS, ERROR_CODES, MESSAGES, type TBatchReply } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * POST /api/batch/: envelopes answered one after another, each exactly as its own route
 * answers it (sign-in, site, permission, request_id, activity log), stopping at a "later".
 */
const server = startServer();
let floor = '';
let item = '';
let bin = '';

const writeOn = (requestId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  service: 'movement',
  envelope: {
    site_id: 'SXD',
    entity: 'movement',
    action: 'add',
    request_id: requestId,
    data: {
      movement: {
        action: 'WRITE_ON',
        warehouse: 'DC1',
        inventory: item,
        location: bin,
        quantity,
        reference: requestId,
      },
    },
    ...extra,
  },
});

async function batch(token: string | undefined, calls: unknown[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/batch/',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { calls },
  });
  return { status: response.statusCode, body: response.json() as TBatchReply };
}

const landed = (ids: string[]) =>
  rows<{ request_id: string; qty: string }>(
    server.db,
    sql`SELECT request_id, movement_qty::int::text AS qty FROM wms.movements
        WHERE site_id = 'SXD' AND request_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY movement_id`,
  );

beforeAll(async () => {
  floor = await server.login('floor');
  const [found] = await rows<{ code: string }>(
    server.db,
    sql`SELECT inventory_code AS code FROM wms.inventory
        WHERE site_id = 'SXD' AND upper(tracking_type) IN ('', 'NONE')
        ORDER BY inventory_code LIMIT 1`,
  );
  const [location] = await rows<{ location: string }>(
    server.db,
    sql`SELECT location FROM wms.locations
        WHERE site_id = 'SXD' AND warehouse = 'DC1' AND active ORDER BY location LIMIT 1`,
  );
  item = found!.code;
  bin = location!.location;
});

describe('POST /api/batch/', () => {
  it('runs the calls in order, each once, and answers a replay from the store', async () => {
    const ids = ['batch-0001', 'batch-0002', 'batch-0003'];
    const first = await batch(floor, [
      writeOn(ids[0]!, 1),
      writeOn(ids[1]!, 2),
      writeOn(ids[2]!, 3),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.answers.map((a) => [a.status, a.body.success, a.replayed])).toEqual([
      [200, true, false],
      [200, true, false],
      [200, true, false],
    ]);
    expect(await landed(ids)).toEqual(ids.map((id, i) => ({ request_id: id, qty: `${i + 1}` })));

    const again = await batch(floor, [writeOn(ids[0]!, 1), writeOn(ids[1]!, 2)]);
    expect(again.body.answers.map((a) => a.replayed)).toEqual([true, true]);
    expect(again.body.answers[0]!.body).toEqual(first.body.answers[0]!.body);
    expect(await landed(ids)).toHaveLength(3);
  });

  it('answers a refusal and goes on with the calls after it', async () => {
    const reply = await batch(floor, [
      writeOn('batch-0101', 1),
      writeOn('batch-0102', -5),
      writeOn('batch-0103', 1, { site_id: 'TAS' }),
      writeOn('batch-0104', 4),
    ]);
    const statuses = reply.body.answers.map((a) => a.status);
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    // The floor user is no member of TAS: refused as the envelope route refuses it.
    expect(statuses[2]).toBe(403);
    expect(reply.body.answers[2]!.body.errors[0]?.code).toBe(ERROR_CODES.FORBIDDEN_SITE);
    expect(statuses[3]).toBe(200);
    expect(
      (await landed(['batch-0101', 'batch-0102', 'batch-0103', 'batch-0104'])).map(
        (r) => r.request_id,
      ),
    ).toEqual(['batch-0101', 'batch-0104']);
  });

  it('stops at a signed-out answer: nothing after it runs', async () => {
    const reply = await batch('not-a-token', [writeOn('batch-0201', 1), writeOn('batch-0202', 1)]);
    expect(reply.status).toBe(200);
    expect(reply.body.answers).toHaveLength(1);
    expect(reply.body.answers[0]!.status).toBe(401);
    expect(await landed(['batch-0201', 'batch-0202'])).toEqual([]);
  });

  it('refuses a batch that is not one: no calls, too many, or no list', async () => {
    for (const calls of [
      [],
      Array.from({ length: BATCH_MAX_CALLS + 1 }, (_, i) => writeOn(`batch-03${i}`, 1)),
    ]) {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/batch/',
        headers: { authorization: `Bearer ${floor}` },
        payload: { calls },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].message).toBe(MESSAGES.malformedEnvelope);
    }
    expect(await landed(['batch-030'])).toEqual([]);
  });
});
