import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGES,
  INTERMAX_SECRET,
  SECRET_MESSAGES as M,
  type TSecretRow,
} from '../../src/contract';
import { CarrierError, type UrlSetConfig } from '../../server/carriers/carrier';
import { urlSetCarrier } from '../../server/carriers/url-set-carrier';
import { boundTo, seal } from '../../server/secrets/vault';
import { startCarrier, type TestCarrier } from './carrier-servers';
import { startServer } from './harness';

/*
 * A named secret (/secret) is saved for an address and sent only to that address's origin:
 * the Intermax key does not follow a URL set moved to another host.
 */

const server = startServer();
let admin = '';
const carriers: TestCarrier[] = [];

beforeAll(async () => {
  admin = await server.login('admin');
});
afterEach(async () => {
  await Promise.all(carriers.splice(0).map((c) => c.close()));
});

const secret = <T>(action: string, data: unknown) =>
  server.call<T>(admin, 'secret', { site_id: 'SXD', entity: 'secret', action, data });

const listening = async () => {
  const c = await startCarrier(() => ({ json: { manifest_no: 'M1' } }));
  carriers.push(c);
  return c;
};

const urlSet = (base_url: string): UrlSetConfig => ({
  url_set: 'IMX-MELB',
  platform: 'intermax',
  base_url,
  username: 'ACC-40213',
  key: '',
  sender_name: 'SXD Distribution',
  sender_address_1: '14 Fulton Drive',
  sender_town: 'Derrimut',
  sender_state: 'VIC',
  sender_postcode: '3026',
  sender_phone: '03 9369 4410',
  sender_email: 'dispatch@sxd.example',
});

const manifest = async (baseUrl: string) => {
  const carrier = await urlSetCarrier(server.db, 'SXD', 'INTERMAX', urlSet(baseUrl), 2000);
  return carrier.manifest(['IMX1']).catch((e: unknown) => e);
};

describe('named secrets are bound to the origin they were saved for', () => {
  it('a secret needs an http(s) address; the list names the origin, never the value', async () => {
    for (const address of [undefined, '', 'ftp://imx.example', 'not a url']) {
      const refused = await secret('set', {
        name: INTERMAX_SECRET,
        secret_value: 'imx-key',
        ...(address === undefined ? {} : { address }),
      });
      expect(refused.status, String(address)).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain(M.address);
    }
    const saved = await secret<TSecretRow>('set', {
      name: INTERMAX_SECRET,
      secret_value: 'imx-key',
      address: 'https://api.intermax.example:8443/v2/',
    });
    expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
    const list = await secret<TSecretRow>('list', {});
    const row = list.body.results.find((r) => r.name === INTERMAX_SECRET);
    expect(row).toMatchObject({ origin: 'https://api.intermax.example:8443' });
    expect(JSON.stringify(list.body)).not.toContain('imx-key');
  });

  it('the Intermax key goes to the host it was saved for and to no other', async () => {
    const saved = await listening();
    const other = await listening();
    const set = await secret('set', {
      name: INTERMAX_SECRET,
      secret_value: 'imx-bound-key',
      address: `${saved.url}/imx/`,
    });
    expect(set.status).toBe(200);

    // A URL set moved to another host: every call refuses, naming both, and sends nothing.
    const refused = await manifest(`${other.url}/imx/`);
    expect(refused).toBeInstanceOf(CarrierError);
    expect((refused as CarrierError).message).toBe(CARRIER_MESSAGES.manifest);
    expect((refused as CarrierError).detail).toContain(
      M.savedForOther(M.namedSecret(INTERMAX_SECRET), saved.url, other.url),
    );
    expect(other.received).toHaveLength(0);

    // The host it was saved for gets it.
    expect(await manifest(`${saved.url}/imx/`)).toEqual({ manifest: 'M1' });
    expect(saved.received[0]!.headers.authorization).toBe('Bearer imx-bound-key');
  });

  it('a secret stored before secrets named an address is sent nowhere until set again', async () => {
    const target = await listening();
    await server.db.execute(
      sql`UPDATE wms.site_secrets SET sealed = ${seal('old-key', boundTo('SXD', INTERMAX_SECRET))}
          WHERE site_id = 'SXD' AND name = ${INTERMAX_SECRET}`,
    );
    const refused = await manifest(`${target.url}/imx/`);
    expect((refused as CarrierError).detail).toContain(
      M.savedForOther(M.namedSecret(INTERMAX_SECRET), null, target.url),
    );
    expect(target.received).toHaveLength(0);
    const list = await secret<TSecretRow>('list', {});
    expect(list.body.results.find((r) => r.name === INTERMAX_SECRET)!.origin).toBe('');
  });
});
