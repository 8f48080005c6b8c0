import { describe, expect, it } from 'vitest';
import { CONTAINER_MESSAGES as M, type TContainer, type TEnvelopeAnswer } from '../../src/contract';
import { containerShipping, containers } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

async function rest(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  const response = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<TContainer> };
}

const box = {
  warehouse: 'DC1',
  customer_code: 'LYGON01',
  customer_name: 'Lygon Street Trattoria',
  sales_order: 'SO-100001',
  delivery_name: 'Lygon Street Trattoria',
  delivery_address_1: '212 Lygon Street',
  delivery_suburb: 'Carlton',
  delivery_state: 'VIC',
  delivery_postcode: '3053',
  country: 'Australia',
  courier: 'TOLL',
  service_code: 'ROAD',
  route_code: 'MEL-N',
  article_id: 'TLX0000123401',
  connote: 'TLX0000123',
  shipped_date: '2026-11-24',
  boxes: 2,
  weight: 12.5,
};

describe('containers REST (/api/container/)', () => {
  it('POST saves boxes, GET answers one, PUT searches; courier_route_code falls back to article_id', async () => {
    const token = await server.login('admin');
    const saved = await rest('POST', '/api/container/', token, {
      site_id: 'SXD',
      boxes: [box, { ...box, article_id: 'TLX0000123402', courier_route_code: 'N12', boxes: 1 }],
    });
    expect(saved.status).toBe(200);
    const [first, second] = saved.body.results;
    expect(first).toMatchObject({
      courier: 'TOLL',
      service_code: 'ROAD',
      route_code: 'MEL-N',
      courier_route_code: 'TLX0000123401',
      article_id: 'TLX0000123401',
      connote: 'TLX0000123',
      shipped_date: '2026-11-24',
      country: 'Australia',
      boxes: 2,
      weight: 12.5,
      customer_name: 'Lygon Street Trattoria',
    });
    expect(first!.container_number).not.toBe('');
    expect(second!.courier_route_code).toBe('N12');

    const got = await rest(
      'GET',
      `/api/container?site_id=SXD&container_number=${first!.container_number}`,
      token,
    );
    expect(got.status).toBe(200);
    expect(got.body.results).toEqual([first]);
    const missing = await rest('GET', '/api/container?site_id=SXD&container_number=NOPE', token);
    expect(missing.status).toBe(404);
    expect(missing.body.errors.map((e) => e.message)).toEqual([M.notFound('NOPE')]);

    const found = await rest('PUT', '/api/container/', token, {
      site_id: 'SXD',
      connote: 'TLX0000123',
    });
    expect(found.body.results.map((c) => c.container_number).sort()).toEqual(
      [first!.container_number, second!.container_number].sort(),
    );
    const byArticle = await rest('PUT', '/api/container/', token, {
      site_id: 'SXD',
      search_term: '123402',
    });
    expect(byArticle.body.results.map((c) => c.container_id)).toEqual([second!.container_id]);

    // An update changes only what it sends.
    const updated = await rest('POST', '/api/container/', token, {
      site_id: 'SXD',
      boxes: [{ container_id: first!.container_id, route_code: 'MEL-S' }],
    });
    expect(updated.body.results[0]).toMatchObject({
      route_code: 'MEL-S',
      courier: 'TOLL',
      boxes: 2,
    });
  });

  it('the envelope path still answers the container service; a bad box writes nothing', async () => {
    const token = await server.login('admin');
    const envelope = await rest('POST', '/api/container/', token, {
      site_id: 'SXD',
      entity: 'box',
      action: 'list',
      data: { courier: 'TOLL' },
    });
    expect(envelope.status).toBe(200);
    const before =
      (await snapshot(server.db, containers)) + (await snapshot(server.db, containerShipping));
    const bad = await rest('POST', '/api/container/', token, {
      site_id: 'SXD',
      boxes: [{ ...box, warehouse: 'NOWHERE' }],
    });
    expect(bad.status).toBe(400);
    const after =
      (await snapshot(server.db, containers)) + (await snapshot(server.db, containerShipping));
    expect(after).toBe(before);
  });

  it('checks the token, the site and the permission', async () => {
    const none = await server.app.inject({
      method: 'PUT',
      url: '/api/container/',
      payload: { site_id: 'SXD' },
    });
    expect(none.statusCode).toBe(401);
    const partner = await server.login('partner');
    const otherSite = await rest('PUT', '/api/container/', partner, { site_id: 'SXD' });
    expect(otherSite.status).toBe(403);
    const viewer = await server.login('viewer');
    const write = await rest('POST', '/api/container/', viewer, { site_id: 'SXD', boxes: [box] });
    expect(write.status).toBe(403);
    const read = await rest('PUT', '/api/container/', viewer, { site_id: 'SXD' });
    expect(read.status).toBe(200);
  });
});
