import { describe, expect, it } from 'vitest';
import { LABEL_MESSAGES as M, type TLabelRow } from '../../src/contract';
import { startServer } from './harness';

const server = startServer();

const call = <T = TLabelRow>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'printing', { site_id: 'SXD', entity: 'label', action, data });

const tag = (label: string, label_string: string) => ({
  label,
  label_description: 'Rule test',
  entity: 'location',
  label_size: '50x25',
  label_string,
});

describe('label rules', () => {
  it('refuses a ZEBRA label without ^XZ, writing nothing; with it the label saves', async () => {
    const token = await server.login('admin');
    const open = await call(token, 'check', { labels: [tag('NO_END', '^XA^FD{{ location }}^FS')] });
    expect(open.status).toBe(400);
    expect(open.body.errors.map((e) => e.message)).toEqual([M.noFormatEnd]);
    const got = await call(token, 'get', { label: 'NO_END' });
    expect(got.status).toBe(404);
    const closed = await call(token, 'check', {
      labels: [tag('NO_END', '^XA^FD{{ location }}^FS^xz')],
    });
    expect(closed.status).toBe(200);
  });

  it('refuses deleting a label a printer set maps, naming the set; unmapped it deletes', async () => {
    const token = await server.login('admin');
    const saved = await call(token, 'check', { labels: [tag('MAPPED_TAG', '^XA^FDX^FS^XZ')] });
    expect(saved.status).toBe(200);
    const set = (map: { label: string; printer: string }[]) =>
      server.call(token, 'printing', {
        site_id: 'SXD',
        entity: 'printer_set',
        action: 'check',
        data: {
          printer_sets: [
            {
              printer_set: 'T-MAPS',
              printer_set_name: 'Maps',
              warehouse: 'DC1',
              printers: [
                {
                  printer: 'P1',
                  printer_name: 'Zebra',
                  printer_address: '127.0.0.1',
                  printer_port: 9100,
                },
              ],
              map,
            },
          ],
        },
      });
    expect((await set([{ label: 'MAPPED_TAG', printer: 'P1' }])).status).toBe(200);
    const refused = await call(token, 'delete', { labels: [{ label: 'MAPPED_TAG' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.message)).toEqual([
      M.labelMapped('MAPPED_TAG', 'ZEBRA', ['T-MAPS']),
    ]);
    expect((await call(token, 'get', { label: 'MAPPED_TAG' })).status).toBe(200);
    expect((await set([])).status).toBe(200);
    expect((await call(token, 'delete', { labels: [{ label: 'MAPPED_TAG' }] })).status).toBe(200);
  });
});
