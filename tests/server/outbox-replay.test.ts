import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../src/api/session';
import { setWorkContext } from '../../src/api/work-context';
import { ZSessionUser, type TBatchReply } from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import {
  configureOutbox,
  discardEntry,
  enqueueWrite,
  flushOutbox,
  resendEntry,
} from '../../src/offline/outbox';
import { OUTBOX_FACTS } from '../../src/offline/outbox-sender';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * The outbox's sender against the real server over HTTP: order, refusals to "needs
 * attention" while later writes still land, fix-and-resend, discard, and a replay after the
 * answer was lost (the server committed, the device never heard) applied once.
 */
const server = startServer();
const SITE = 'SXD';
const WH = 'DC1';

let baseUrl = '';
let item = '';
let from = '';
let to = '';

type TMovementDb = {
  movement_id: number;
  movement_type: string;
  from_location: string;
  to_location: string;
  movement_qty: string;
  request_id: string | null;
};

const movementsOf = (ids: string[]) =>
  rows<TMovementDb>(
    server.db,
    sql`SELECT movement_id, movement_type, from_location, to_location, movement_qty::text, request_id
          FROM wms.movements
         WHERE site_id = ${SITE} AND request_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY movement_id`,
  );

const movement = (action: 'WRITE_ON' | 'WRITE_OFF' | 'TRANSFER', quantity: number, extra = {}) =>
  enqueueWrite({
    service: 'movement',
    entity: 'movement',
    action: 'add',
    kind: 'movement',
    label: `${action} ${quantity} ${item}`,
    data: {
      movement: {
        action,
        warehouse: WH,
        inventory: item,
        location: from,
        to_location: action === 'TRANSFER' ? to : '',
        quantity,
        ...extra,
      },
    },
  });

beforeAll(async () => {
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  configureOutbox({ baseUrl });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'floor', password: 'demo1234' },
  });
  const body = response.json() as { token: string; user: unknown };
  const user = ZSessionUser.parse(body.user);
  setSession({ token: body.token, user });
  setWorkContext({
    user_id: user.user_id,
    site_id: SITE,
    warehouse: WH,
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
  const [found] = await rows<{ inventory_code: string }>(
    server.db,
    sql`SELECT inventory_code FROM wms.inventory
         WHERE site_id = ${SITE} AND upper(tracking_type) IN ('', 'NONE')
         ORDER BY inventory_code LIMIT 1`,
  );
  const locations = await rows<{ location: string }>(
    server.db,
    sql`SELECT location FROM wms.locations
         WHERE site_id = ${SITE} AND warehouse = ${WH} AND active
         ORDER BY location LIMIT 2`,
  );
  item = found?.inventory_code ?? '';
  from = locations[0]?.location ?? '';
  to = locations[1]?.location ?? '';
  expect(item && from && to).toBeTruthy();
});

afterAll(async () => {
  configureOutbox({ fetch: undefined });
});

beforeEach(async () => {
  await floorDb.outbox.clear();
  configureOutbox({ fetch: undefined });
});

describe('outbox replay against the server', () => {
  it('sends 20 writes in order, each landing once, and counts the last sync', async () => {
    const entries = [await movement('WRITE_ON', 100)];
    for (let i = 0; i < 19; i += 1) entries.push(await movement('TRANSFER', 1));
    expect(entries.every((e) => e.status === 'pending')).toBe(true);
    // enqueueWrite kicked rounds already; one more makes sure everything went.
    await flushOutbox();
    await flushOutbox();
    expect(await floorDb.outbox.count()).toBe(0);
    const landed = await movementsOf(entries.map((e) => e.id));
    expect(landed.map((m) => m.request_id)).toEqual(entries.map((e) => e.id));
    expect(landed[0]?.movement_type).toBe('WRITE_ON');
    expect(landed.slice(1).every((m) => m.movement_type === 'TRANSFER')).toBe(true);
    const last = await floorDb.device.get(OUTBOX_FACTS.lastSyncAt);
    expect(typeof last?.value).toBe('string');
  });

  it('keeps a refused write for attention with the server message; later writes land', async () => {
    // Queued while the server is out of reach, then ONE round sends them all.
    configureOutbox({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const refused = await movement('WRITE_OFF', 9_999_999);
    const later = [await movement('TRANSFER', 1), await movement('TRANSFER', 1)];
    expect((await flushOutbox())?.stopped).toBe('network');
    configureOutbox({ fetch: undefined });
    expect(await flushOutbox()).toEqual({ sent: 2, refused: 1, stopped: null });
    const kept = await floorDb.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.id).toBe(refused.id);
    expect(kept[0]?.status).toBe('attention');
    expect(kept[0]?.error).toMatch(/^Not enough stock/);
    expect(await movementsOf(later.map((e) => e.id))).toHaveLength(2);
    expect(await movementsOf([refused.id])).toHaveLength(0);

    // A round leaves it alone: only the user's decision sends it again.
    await flushOutbox();
    expect((await floorDb.outbox.get(kept[0]?.seq ?? 0))?.status).toBe('attention');

    // Fix (quantity 1) and resend: it lands once, under the same request_id.
    const data = refused.data as { movement: Record<string, unknown> };
    await resendEntry(refused.id, { data: { movement: { ...data.movement, quantity: 1 } } });
    await flushOutbox();
    await flushOutbox();
    expect(await floorDb.outbox.count()).toBe(0);
    const fixed = await movementsOf([refused.id]);
    expect(fixed).toHaveLength(1);
    expect(Number(fixed[0]?.movement_qty)).toBe(1);
  });

  it('discards a refused write when the user says so', async () => {
    const refused = await movement('WRITE_OFF', 9_999_999);
    await flushOutbox();
    expect((await floorDb.outbox.toArray())[0]?.status).toBe('attention');
    await discardEntry(refused.id);
    expect(await floorDb.outbox.count()).toBe(0);
    expect(await movementsOf([refused.id])).toHaveLength(0);
  });

  it('applies once a write whose answer was lost after the server committed', async () => {
    // The first send reaches the server, which commits; the answer never arrives.
    let lost = 0;
    configureOutbox({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        await response.text();
        lost += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    const entry = await movement('TRANSFER', 1);
    const first = await flushOutbox();
    expect(first?.stopped).toBe('network');
    expect(lost).toBeGreaterThan(0);
    const kept = await floorDb.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.status).toBe('pending');
    expect(await movementsOf([entry.id])).toHaveLength(1);

    // The network is back: the same request_id is answered from the server's store.
    let replayed = false;
    configureOutbox({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const reply = (await response.clone().json()) as TBatchReply;
        replayed ||= reply.answers.some((a) => a.replayed);
        return response;
      },
    });
    const second = await flushOutbox();
    expect(second).toMatchObject({ sent: 1, stopped: null });
    expect(replayed).toBe(true);
    expect(await floorDb.outbox.count()).toBe(0);
    expect(await movementsOf([entry.id])).toHaveLength(1);
  });

  it('leaves writes pending and stops when the session is refused (sign in to send)', async () => {
    const entry = await movement('TRANSFER', 1);
    await flushOutbox();
    expect(await floorDb.outbox.count()).toBe(0);
    configureOutbox({
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), Authorization: 'Bearer nope' },
        }),
    });
    const again = await movement('TRANSFER', 1);
    const result = await flushOutbox();
    expect(result?.stopped).toBe('auth');
    const kept = await floorDb.outbox.toArray();
    expect(kept.map((e) => [e.id, e.status])).toEqual([[again.id, 'pending']]);
    expect(await movementsOf([entry.id])).toHaveLength(1);
  });
});
