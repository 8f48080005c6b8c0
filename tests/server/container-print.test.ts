import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTAINER_MESSAGES,
  DEFAULT_PACK_LABEL,
  PRINT_MESSAGES,
  type TContainer,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { startPrinter, type TestPrinter } from './print-printers';

const server = startServer();
const LABEL = '^XA^FD{{ sscc_number }}|{{ container_number }}^FS^XZ\n';

async function put(token: string, payload: object) {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/container/print/',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<TContainer> };
}

let printer: TestPrinter;
let packs: { container_number: string; sscc_number: string }[];

beforeAll(async () => {
  printer = await startPrinter('ready');
  const admin = await server.login('admin');
  const saved = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: {
      printer_sets: [
        {
          printer_set: 'T-BOXES',
          printer_set_name: 'Despatch bench',
          warehouse: 'DC1',
          printers: [
            {
              printer: 'P1',
              printer_name: 'Loopback Zebra',
              printer_address: '127.0.0.1',
              printer_port: printer.port,
            },
          ],
          map: [{ label: DEFAULT_PACK_LABEL, printer: 'P1' }],
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await server.db.execute(
    sql`UPDATE wms.labels SET label_string = ${LABEL}
        WHERE site_id = 'SXD' AND label = ${DEFAULT_PACK_LABEL}`,
  );
  packs = await rows<{ container_number: string; sscc_number: string }>(
    server.db,
    sql`SELECT container_number, sscc_number FROM wms.containers
        WHERE site_id = 'SXD' AND sscc_number <> '' ORDER BY container_number LIMIT 2`,
  );
  expect(packs).toHaveLength(2);
});

afterAll(async () => {
  await printer.close();
});

describe('PUT /api/container/print', () => {
  it("prints the containers' SSCC labels on the printer set's printer", async () => {
    const token = await server.login('admin');
    const before = printer.prints.length;
    const got = await put(token, {
      site_id: 'SXD',
      container_numbers: packs.map((p) => p.container_number),
      printer_set: 'T-BOXES',
    });
    expect(got.status).toBe(200);
    expect(got.body.results.map((c) => c.container_number)).toEqual(
      packs.map((p) => p.container_number),
    );
    expect(got.body.info).toContainEqual({
      message: PRINT_MESSAGES.queued(2, DEFAULT_PACK_LABEL),
    });
    await printer.waitForPrints(before + 1);
    const until = Date.now() + 5000;
    const printed = () => Buffer.concat(printer.prints.slice(before)).toString('utf8');
    while ((printed().match(/\^XA/g) ?? []).length < 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    for (const p of packs)
      expect(printed()).toContain(`^FD${p.sscc_number}|${p.container_number}^FS`);
    expect(printed().match(/\^XA/g)).toHaveLength(2);
  });

  it('refuses a missing container and prints nothing', async () => {
    const token = await server.login('admin');
    const [count] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.print_jobs WHERE site_id = 'SXD'`,
    );
    const got = await put(token, {
      site_id: 'SXD',
      container_numbers: [packs[0]!.container_number, 'NO-SUCH-BOX'],
      printer_set: 'T-BOXES',
    });
    expect(got.status).toBe(400);
    expect(got.body.errors.map((e) => e.message)).toEqual([
      CONTAINER_MESSAGES.notFound('NO-SUCH-BOX'),
    ]);
    const [after] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM wms.print_jobs WHERE site_id = 'SXD'`,
    );
    expect(after!.n).toBe(count!.n);
  });

  it('checks the token and the site', async () => {
    const none = await server.app.inject({
      method: 'PUT',
      url: '/api/container/print/',
      payload: { site_id: 'SXD', container_numbers: ['X'] },
    });
    expect(none.statusCode).toBe(401);
    const partner = await server.login('partner');
    const other = await put(partner, { site_id: 'SXD', container_numbers: ['X'] });
    expect(other.status).toBe(403);
  });
});
