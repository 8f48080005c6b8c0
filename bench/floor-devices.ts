/**
 * The floor devices of the load benchmarks (bench:concurrency, bench:scale): HTTP helpers, the
 * items and bins they work on, and one device's loop (4 item lookups to 1 stock write on and
 * off again, each write with its own request_id as the outbox sends it).
 */
import { randomUUID } from 'node:crypto';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export const SITE = 'SXD';
export const WH = 'DC1';

export type Answer = { status: number; ms: number; message: string };

/** POST a JSON body; the status, the time and the first error message of the answer. */
export async function post(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer> {
  const t0 = performance.now();
  try {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let message = '';
    try {
      const json = JSON.parse(text) as { errors?: { message: string }[]; message?: string };
      message = json.errors?.[0]?.message ?? json.message ?? '';
    } catch {
      message = `${text.length.toLocaleString('en')} bytes`;
    }
    return { status: response.status, ms: performance.now() - t0, message };
  } catch (error) {
    return { status: 0, ms: performance.now() - t0, message: String(error) };
  }
}

export async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createTcpServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The items (untracked) and bins of SXD's DC1 the devices work on. */
export type FloorFixture = { items: string[]; locations: string[] };

export async function floorFixture(client: pg.Client): Promise<FloorFixture> {
  const items = (
    await client.query<{ code: string }>(
      `SELECT inventory_code AS code FROM wms.inventory
       WHERE site_id = $1 AND upper(tracking_type) IN ('', 'NONE') ORDER BY 1 LIMIT 200`,
      [SITE],
    )
  ).rows.map((r) => r.code);
  const locations = (
    await client.query<{ location: string }>(
      `SELECT location FROM wms.locations
       WHERE site_id = $1 AND warehouse = $2 AND active AND NOT quarantine ORDER BY 1 LIMIT 100`,
      [SITE, WH],
    )
  ).rows.map((r) => r.location);
  return { items, locations };
}

export type DeviceCall = { ms: number; status: number; write: boolean };

/**
 * One floor device until `until()`: look an item up, or write one on and off again, with a
 * think time of `thinkMs` ± 50% between calls.
 */
export async function device(
  base: string,
  token: string,
  fx: FloorFixture,
  index: number,
  until: () => boolean,
  out: DeviceCall[],
  thinkMs: number,
): Promise<void> {
  let n = index * 7;
  let owed = false;
  while (!until()) {
    n += 1;
    const item = fx.items[n % fx.items.length]!;
    const location = fx.locations[index % fx.locations.length]!;
    let answer: Answer;
    const write = n % 5 === 0 || owed;
    if (write) {
      // A write (its own request_id, as the outbox sends it): on, then off at the next write.
      answer = await post(
        base,
        '/api/movement/',
        {
          site_id: SITE,
          entity: 'movement',
          action: 'add',
          request_id: randomUUID(),
          data: {
            movement: {
              action: owed ? 'WRITE_OFF' : 'WRITE_ON',
              warehouse: WH,
              inventory: fx.items[index % fx.items.length]!,
              location,
              to_location: '',
              quantity: 1,
              reference: 'bench',
              reason_code: '',
            },
          },
        },
        token,
      );
      if (answer.status === 200) owed = !owed;
    } else {
      answer = await post(
        base,
        '/api/inventory/',
        {
          site_id: SITE,
          entity: 'inventory',
          action: 'get',
          data: { inventory_code: item },
        },
        token,
      );
    }
    out.push({ ms: answer.ms, status: answer.status, write });
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
  }
}
