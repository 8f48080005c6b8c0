import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_TIME,
  DEVICE_TIME_MESSAGES,
  ZSessionUser,
  type TBatchReply,
  type TMovementRow,
  type TOutboxEntry,
} from '../../src/contract';
import { floorDb } from '../../src/offline/db';
import { sendOutbox, type TOutboxSession } from '../../src/offline/outbox-sender';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

/*
 * Time and truth (issue 26): a floor write keeps the time it was done on the device beside the
 * time the server received it. The outbox's sender (the page's and the service worker's) runs
 * against the real server over HTTP; a device clock that cannot be right is not believed (the
 * write is stored at the time received, the device's claim kept, and the answer warns).
 */
const server = startServer();
const SITE = 'SXD';
const WH = 'DC1';

let baseUrl = '';
let session: TOutboxSession;
let item = '';
let from = '';
let to = '';
let jobId = 0;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

type TStored = {
  request_id: string;
  movement_type: string;
  timestamp: string;
  done_at: string | null;
  device_time: string | null;
};

const stored = (ids: string[]) =>
  rows<TStored>(
    server.db,
    sql`SELECT request_id, movement_type, timestamp::text, done_at::text, device_time::text
          FROM wms.movements
         WHERE site_id = ${SITE} AND request_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY movement_id`,
  );

const ms = (value: string | null) => (value === null ? null : new Date(value).getTime());

/** An outbox entry queued `createdAt` on the device (as enqueueWrite stores it). */
function entry(
  action: 'WRITE_ON' | 'WRITE_OFF' | 'TRANSFER',
  quantity: number,
  createdAt: string,
): TOutboxEntry {
  return {
    id: randomUUID(),
    site_id: SITE,
    user_id: session.user_id,
    service: 'movement',
    entity: 'movement',
    action: 'add',
    kind: 'movement',
    label: `${action} ${quantity} ${item}`,
    status: 'pending',
    attempts: 0,
    created_at: createdAt,
    data: {
      movement: {
        action,
        warehouse: WH,
        inventory: item,
        location: from,
        to_location: action === 'TRANSFER' ? to : '',
        quantity,
      },
    },
  };
}

async function batch(calls: unknown[]) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/batch/',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { calls },
  });
  return { status: response.statusCode, body: response.json() as TBatchReply };
}

const writeOn = (requestId: string, doneAt?: string) => ({
  service: 'movement',
  envelope: {
    site_id: SITE,
    entity: 'movement',
    action: 'add',
    request_id: requestId,
    ...(doneAt ? { done_at: doneAt } : {}),
    data: {
      movement: { action: 'WRITE_ON', warehouse: WH, inventory: item, location: to, quantity: 1 },
    },
  },
});

beforeAll(async () => {
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'floor', password: 'demo1234' },
  });
  const body = response.json() as { token: string; user: unknown };
  session = { token: body.token, user_id: ZSessionUser.parse(body.user).user_id };
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
  const [job] = await rows<{ job_id: number }>(
    server.db,
    sql`SELECT job_id FROM wms.jobs
         WHERE site_id = ${SITE} AND warehouse = ${WH} AND NOT hold
           AND status NOT IN ('Complete', 'Cancelled')
         ORDER BY job_id LIMIT 1`,
  );
  item = found?.inventory_code ?? '';
  from = locations[0]?.location ?? '';
  to = locations[1]?.location ?? '';
  jobId = job?.job_id ?? 0;
  expect(item && from && to && jobId).toBeTruthy();
});

beforeEach(async () => {
  await floorDb.outbox.clear();
});

describe('a floor write keeps the time it was done on the device', () => {
  it('the outbox sends each entry with the time it was queued; the server keeps it beside the time received', async () => {
    // An hour offline: a write on, a transfer and a write off, sent together now.
    const queued = [
      entry('WRITE_ON', 5, hoursAgo(1.5)),
      entry('TRANSFER', 2, hoursAgo(1.25)),
      entry('WRITE_OFF', 1, hoursAgo(1)),
    ];
    for (const e of queued) await floorDb.outbox.add(e);
    const sentAt = Date.now();
    const result = await sendOutbox(floorDb, { baseUrl, session });
    const answered = Date.now();
    expect(result).toEqual({ sent: 3, refused: 0, stopped: null });

    const landed = await stored(queued.map((e) => e.id));
    expect(landed.map((m) => m.movement_type)).toEqual(['WRITE_ON', 'TRANSFER', 'WRITE_OFF']);
    for (const [i, m] of landed.entries()) {
      // Done: the device's time, to the millisecond; received: the server's, at the send.
      expect(ms(m.done_at)).toBe(ms(queued[i]!.created_at));
      expect(ms(m.device_time)).toBe(ms(queued[i]!.created_at));
      expect(ms(m.timestamp)).toBeGreaterThanOrEqual(sentAt - 1000);
      expect(ms(m.timestamp)).toBeLessThanOrEqual(answered + 1000);
    }

    // The history answers both times.
    const history = await server.call<TMovementRow>(session.token, 'movement', {
      site_id: SITE,
      entity: 'movement',
      action: 'list',
      data: { warehouse: WH, search_type: 'Inventory', search_term: item, limit: 20 },
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const writeOff = history.body.results.find(
      (r) => r.movement_type === 'WRITE_OFF' && ms(r.done_at) === ms(queued[2]!.created_at),
    );
    expect(writeOff, 'the write off in the history').toBeDefined();
    expect(ms(writeOff!.timestamp)).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('a job move keeps the device time as its time, and the time received beside it', async () => {
    const doneAt = hoursAgo(2);
    const moveId = randomUUID();
    const sentAt = Date.now();
    const reply = await batch([
      {
        service: 'job',
        envelope: {
          site_id: SITE,
          entity: 'job',
          action: 'move',
          request_id: randomUUID(),
          done_at: doneAt,
          data: { job_id: jobId, movement_qty: 3, move_id: moveId },
        },
      },
    ]);
    expect(reply.body.answers[0]?.status, JSON.stringify(reply.body)).toBe(200);
    const [move] = await rows<{ timestamp: string; received_at: string; device_time: string }>(
      server.db,
      sql`SELECT timestamp::text, received_at::text, device_time::text FROM wms.job_moves
           WHERE site_id = ${SITE} AND move_id = ${moveId}`,
    );
    expect(ms(move!.timestamp)).toBe(ms(doneAt));
    expect(ms(move!.device_time)).toBe(ms(doneAt));
    expect(ms(move!.received_at)).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('a pick attempt, and the movement it makes, keep the device time beside the time received', async () => {
    // An open demo pick line of a whole-number item with stock at its pick face.
    const [line] = await rows<{ pick_line_id: number; pick_face: string }>(
      server.db,
      sql`SELECT pl.pick_line_id, pl.pick_face FROM wms.pick_lines pl
            JOIN wms.picks p ON p.site_id = pl.site_id AND p.pick_id = pl.pick_id
            JOIN wms.inventory i ON i.site_id = pl.site_id AND i.inventory_code = pl.inventory_code
           WHERE pl.site_id = ${SITE} AND p.warehouse = ${WH} AND p.status IN ('new', 'in_progress')
             AND p.locked_user IN ('', ${session.user_id}) AND pl.reason = ''
             AND pl.quantity_picked + 1 <= pl.quantity_req AND pl.pack_size = 1
             AND upper(i.tracking_type) IN ('', 'NONE')
             AND (SELECT COALESCE(sum(quantity), 0) FROM wms.on_hands o
                   WHERE o.site_id = pl.site_id AND o.warehouse = p.warehouse
                     AND o.location = pl.pick_face AND o.inventory_code = pl.inventory_code) >= 1
           ORDER BY pl.pick_line_id LIMIT 1`,
    );
    expect(line, 'an open demo pick line with stock at its face').toBeDefined();
    const doneAt = hoursAgo(0.75);
    const requestId = randomUUID();
    const sentAt = Date.now();
    const reply = await batch([
      {
        service: 'sales_order',
        envelope: {
          site_id: SITE,
          entity: 'pick_attempt',
          action: 'add',
          request_id: requestId,
          done_at: doneAt,
          data: {
            pick_line_id: line!.pick_line_id,
            quantity_picked: 1,
            pick_face: line!.pick_face,
          },
        },
      },
    ]);
    expect(reply.body.answers[0]?.status, JSON.stringify(reply.body)).toBe(200);
    const [attempt] = await rows<{ done_at: string; device_time: string; received: string }>(
      server.db,
      sql`SELECT done_at::text, device_time::text, last_modified_time::text AS received
            FROM wms.pick_attempts
           WHERE site_id = ${SITE} AND pick_line_id = ${line!.pick_line_id}
           ORDER BY pick_attempt_id DESC LIMIT 1`,
    );
    expect(ms(attempt!.done_at)).toBe(ms(doneAt));
    expect(ms(attempt!.device_time)).toBe(ms(doneAt));
    expect(ms(attempt!.received)).toBeGreaterThanOrEqual(sentAt - 1000);
    const [picked] = await stored([requestId]);
    expect(picked?.movement_type).toBe('PICK');
    expect(ms(picked!.done_at)).toBe(ms(doneAt));
    expect(ms(picked!.timestamp)).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('a device clock far ahead or reset is not believed: stored at the time received, flagged, warned', async () => {
    const ahead = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
    const reset = '1970-01-01T00:00:00.000Z';
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const sentAt = Date.now();
    const reply = await batch([
      writeOn(ids[0]!, ahead),
      writeOn(ids[1]!, reset),
      // A little ahead, within the allowance: taken as done when received.
      writeOn(ids[2]!, new Date(Date.now() + DEVICE_TIME.aheadMs / 2).toISOString()),
    ]);
    expect(reply.body.answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const warnings = reply.body.answers.map((a) => a.body.warnings.map((w) => w.message));
    expect(warnings[0]![0]).toMatch(/^The device clock is 3 days ahead of the server/);
    expect(warnings[0]).toEqual([DEVICE_TIME_MESSAGES.clockAhead(3 * 24 * 3_600_000)]);
    expect(warnings[1]![0]).toMatch(/^The device clock says this write was done \d+ days before/);
    expect(warnings[2]).toEqual([]);

    const landed = await stored(ids);
    expect(landed[0]!.done_at).toBeNull();
    expect(ms(landed[0]!.device_time)).toBe(ms(ahead));
    expect(landed[1]!.done_at).toBeNull();
    expect(ms(landed[1]!.device_time)).toBe(ms(reset));
    expect(Math.abs(ms(landed[2]!.done_at)! - ms(landed[2]!.timestamp)!)).toBeLessThan(1000);
    for (const m of landed) expect(ms(m.timestamp)).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('a resend of the same write with or without its device time is the same call (replayed once)', async () => {
    const id = randomUUID();
    const doneAt = hoursAgo(0.5);
    const first = await batch([writeOn(id, doneAt)]);
    expect(first.body.answers[0]?.status).toBe(200);
    const again = await batch([writeOn(id)]);
    expect(again.body.answers[0]).toMatchObject({ status: 200, replayed: true });
    const landed = await stored([id]);
    expect(landed).toHaveLength(1);
    expect(ms(landed[0]!.done_at)).toBe(ms(doneAt));
  });
});
