import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  SCRIPT_DOCUMENT_SCHEMAS,
  URL_ENDPOINT_MESSAGES as M,
  URL_ENDPOINT_PREFIX,
  URL_TYPE,
  scriptSiteDocument,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { activityLog, couriers, documents } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

type Method = 'GET' | 'POST' | 'PUT';

/** A request to a URL endpoint, as an outside system sends it. */
async function hit<T = unknown>(
  token: string | undefined,
  method: Method,
  path: string,
  payload?: Record<string, unknown>,
) {
  const response = await server.app.inject({
    method,
    url: `${URL_ENDPOINT_PREFIX}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<T> };
}

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

/** Add a URL record at a site as the document store keeps it. */
async function addUrl(siteId: string, fields: Record<string, string>) {
  const checked = SCRIPT_DOCUMENT_SCHEMAS[URL_TYPE].parse(fields);
  const siteDocument = scriptSiteDocument(siteId, URL_TYPE);
  await server.db.insert(documents).values({
    site_id: siteId,
    site_document: siteDocument,
    document_id: checked.document_id,
    document_type: URL_TYPE,
    data: { ...checked, site_document: siteDocument },
    lookup_key_1: checked.lookup_key_1,
    created_by: 'admin',
    updated_by: 'admin',
  });
}

describe('URL endpoints (/api/url/<endpoint>)', () => {
  it('a GET endpoint mapped to a read answers the same rows as the action, and is logged', async () => {
    const token = await server.login('admin');
    const viaUrl = await hit<{ inventory_code: string }>(
      token,
      'GET',
      'stock-on-hand?site_id=SXD&limit=',
    );
    expect(viaUrl.status).toBe(200);
    expect(viaUrl.body.success).toBe(true);
    expect(viaUrl.body.results.length).toBeGreaterThan(0);
    const direct = await server.call(token, 'inventory', {
      site_id: 'SXD',
      entity: 'inventory',
      action: 'on_hand',
      data: {},
    });
    expect(viaUrl.body.results).toEqual(direct.body.results);

    const code = viaUrl.body.results[0]!.inventory_code;
    const one = await hit<{ inventory_code: string }>(
      token,
      'GET',
      `stock-on-hand/?site_id=SXD&inventory_codes=${encodeURIComponent(code)}`,
    );
    expect(one.status).toBe(200);
    expect(new Set(one.body.results.map((r) => r.inventory_code))).toEqual(new Set([code]));

    const [log] = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.site_id, 'SXD'), eq(activityLog.entity, 'url')))
      .orderBy(desc(activityLog.start_time))
      .limit(1);
    expect(log).toMatchObject({ action: 'call', user_id: 'admin', log_key_type: URL_TYPE });
    expect(log!.log_lookup).toBe(`SXD-url-${scriptSiteDocument('SXD', URL_TYPE)}-stock-on-hand`);
  });

  it('a POST endpoint mapped to a write writes; without the permission it is refused and writes nothing', async () => {
    await addUrl('SXD', {
      endpoint: 'couriers/add',
      web_service: 'POST',
      entity: 'courier',
      action: 'check',
    });
    const admin = await server.login('admin');
    const added = await hit(admin, 'POST', 'couriers/add', {
      site_id: 'SXD',
      items: [{ courier: 'URLX', courier_name: 'Url Express' }],
    });
    expect(added.status).toBe(200);
    expect(added.body.results).toEqual([
      { courier: 'URLX', courier_name: 'Url Express', services: 0 },
    ]);
    const rows = await server.db.select().from(couriers).where(eq(couriers.courier, 'URLX'));
    expect(rows.map((r) => [r.site_id, r.courier_name])).toEqual([['SXD', 'Url Express']]);

    // The action's own input checks: nothing written.
    const bad = await hit(admin, 'POST', 'couriers/add', { site_id: 'SXD', items: [{}] });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);

    const viewer = await server.login('viewer');
    const refused = await hit(viewer, 'POST', 'couriers/add', {
      site_id: 'SXD',
      data: { items: [{ courier: 'URLY', courier_name: 'Refused Express' }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    expect(await server.db.select().from(couriers).where(eq(couriers.courier, 'URLY'))).toEqual([]);
    // The viewer may read: the GET endpoint for couriers answers.
    const read = await hit(viewer, 'GET', 'couriers?site_id=SXD');
    expect(read.status).toBe(200);
    expect(read.body.results.length).toBeGreaterThan(0);
  });

  it("another site's endpoint is not reachable; unknown endpoint 404; another method 405; no token 401", async () => {
    await addUrl('TAS', {
      endpoint: 'tas-only',
      web_service: 'GET',
      entity: 'courier',
      action: 'list',
    });
    const admin = await server.login('admin');
    const elsewhere = await hit(admin, 'GET', 'tas-only?site_id=SXD');
    expect(elsewhere.status).toBe(404);
    expect(messages(elsewhere.body)).toEqual([M.unknownEndpoint('tas-only')]);
    const there = await hit(admin, 'GET', 'tas-only?site_id=TAS');
    expect(there.status).toBe(200);

    const unknown = await hit(admin, 'GET', 'no/such/thing?site_id=SXD');
    expect(unknown.status).toBe(404);
    expect(messages(unknown.body)).toEqual([M.unknownEndpoint('no/such/thing')]);

    const wrong = await hit(admin, 'PUT', 'stock-on-hand', { site_id: 'SXD' });
    expect(wrong.status).toBe(405);
    expect(messages(wrong.body)).toEqual([M.wrongMethod('stock-on-hand', 'PUT', 'GET')]);

    const unsigned = await hit(undefined, 'GET', 'stock-on-hand?site_id=SXD');
    expect(unsigned.status).toBe(401);
  });

  it('a caller who is not a member of the site is refused before any endpoint is looked up', async () => {
    const token = await server.login('kylie.white');
    const refused = await hit(token, 'GET', 'tas-only?site_id=TAS');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_SITE);
  });

  it('an endpoint mapped to entity script runs the saved script in the sandbox', async () => {
    const token = await server.login('admin');
    const ran = await hit<{ ok: boolean; result: string[] }>(
      token,
      'POST',
      'scripts/courier-lookup',
      { site_id: 'SXD', term: 'ex' },
    );
    expect(ran.status).toBe(200);
    expect(ran.body.results[0]!.ok).toBe(true);
    expect(ran.body.results[0]!.result.length).toBeGreaterThan(0);
    expect(ran.body.results[0]!.result.every((line) => /ex/i.test(line))).toBe(true);
  });
});
