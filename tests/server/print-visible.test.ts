import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACK_LABEL, PRINT_MESSAGES as M, type TPrinterSetRow } from '../../src/contract';
import { startServer } from './harness';

const server = startServer();
let admin: string;

const printing = <T>(entity: string, action: string, data: unknown) =>
  server.call<T>(admin, 'printing', { site_id: 'SXD', entity, action, data });

beforeAll(async () => {
  admin = await server.login('admin');
});

describe('the demo prints its pack and fish labels', () => {
  it('maps SSCC_LABEL and FISH_LABEL on a despatch printer set', async () => {
    const got = await printing<TPrinterSetRow>('printer_set', 'get', { printer_set: 'DC1-DESP' });
    expect(got.status).toBe(200);
    const map = got.body.results[0]!.map;
    expect(map).toContainEqual({
      label: 'SSCC_LABEL',
      label_format: 'ZEBRA',
      printer: 'ZD421-PACK',
    });
    expect(map).toContainEqual({
      label: 'FISH_LABEL',
      label_format: 'ZEBRA',
      printer: 'ZD421-PACK',
    });
  });
});

describe('a pack label the printer set does not map', () => {
  it('saves the pack and answers a warning naming the set, not information', async () => {
    const saved = await printing('printer_set', 'check', {
      printer_sets: [
        {
          printer_set: 'T-NOSSCC',
          printer_set_name: 'No SSCC printer',
          warehouse: 'DC1',
          printers: [
            { printer: 'P1', printer_name: 'Zebra', printer_address: '127.0.0.1', printer_port: 9 },
          ],
          map: [{ label: 'CARTON_LABEL', printer: 'P1' }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    await server.db.execute(
      sql`UPDATE wms.user_sites SET printer_set = 'T-NOSSCC' WHERE site_id = 'SXD' AND user_id = 'admin'`,
    );
    const pack = await server.call<{ container_number: string }>(admin, 'container', {
      site_id: 'SXD',
      entity: 'container',
      action: 'check',
      data: { containers: [{ warehouse: 'DC1', customer_name: 'Warned' }], print_label: true },
      request_id: randomUUID(),
    });
    expect(pack.status).toBe(200);
    expect(pack.body.success).toBe(true);
    expect(pack.body.results).toHaveLength(1);
    const unmapped = M.noMap(DEFAULT_PACK_LABEL, 'ZEBRA', 'T-NOSSCC');
    expect(pack.body.warnings).toContainEqual({ message: unmapped });
    expect(pack.body.info.map((m) => m.message)).not.toContain(unmapped);
  });
});
