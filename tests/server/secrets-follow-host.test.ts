import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGES,
  SECRET_MESSAGES as S,
  type TSite,
  type TSiteSettings,
  type TUrlSetRow,
} from '../../src/contract';
import { runErpQueue } from '../../server/areas/erp-actions/queue-worker';
import { rows } from '../../server/db/sql';
import { encryptSecret } from '../../server/secrets/cipher';
import {
  erpPasswordBound,
  isOriginSealed,
  openSealed,
  savedOrigin,
  sealForOrigin,
  urlSetKeyBound,
} from '../../server/secrets/origin-bound';
import { sealStoredCredentials } from '../../server/secrets/seal-stored';
import { REASON_MAX } from '../../server/outside-reason';
import { TOLL_IPEC_QUOTE } from './carrier-servers';
import { startServer } from './harness';

const server = startServer();

type Heard = { url: string; headers: IncomingHttpHeaders };
type Reply = { status: number; type: string; body: string };

/** A loopback listener that records each request's address and headers and answers `reply`. */
type Listener = {
  url: string;
  origin: string;
  heard: Heard[];
  reply: Reply;
  close(): Promise<void>;
};

async function listen(reply: Reply): Promise<Listener> {
  const heard: Heard[] = [];
  const self: Partial<Listener> = { heard, reply };
  const http: HttpServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      heard.push({ url: req.url ?? '', headers: req.headers });
      const r = self.reply!;
      res.writeHead(r.status, { 'content-type': r.type });
      res.end(r.body);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return Object.assign(self, {
    url: origin,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  }) as Listener;
}

const JSON_OK: Reply = {
  status: 200,
  type: 'application/json',
  body: JSON.stringify({ erp_status: 'OK', erp_id: 'E-1' }),
};
const QUOTE_OK: Reply = {
  status: 200,
  type: 'application/json',
  body: JSON.stringify(TOLL_IPEC_QUOTE.json),
};

/** 5 KB of an HTML error page, with a script, markup and control characters. */
const HTML_500 =
  '<!DOCTYPE html><html><head><title>500 Internal\u0007 Server &amp; Error</title>' +
  '<style>body{color:red}</style><script>var leak="stack-trace-secret";</script></head><body>' +
  `<h1>Oops</h1><pre>${'at Object.handler (/srv/app/index.js:42:13)\n'.repeat(110)}</pre>` +
  '</body></html>';

let a: Listener;
let b: Listener;
beforeAll(async () => {
  [a, b] = await Promise.all([listen(JSON_OK), listen(JSON_OK)]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const erpSend = (token: string) =>
  server.call<{ status: number }>(token, 'erp', {
    site_id: 'SXD',
    entity: 'erp_action',
    action: 'send',
    data: {
      entity: 'sales_order',
      action: 'get',
      record_id: 'SO-1001',
      document_type: 'SALES_ORDER',
    },
  });

const siteCall = <T = TSite>(token: string, action: string, data: unknown) =>
  server.call<T>(token, 'site', { site_id: 'GLOBAL', entity: 'site', action, data });

/** SXD as Site Setup would save it: what `get` answers, with the changes given. */
async function saveSxd(token: string, changes: Record<string, unknown>) {
  const got = await siteCall(token, 'get', { site_id: 'SXD' });
  const { database_password_set: _d, erp_password_set: _e, ...site } = got.body.results[0]!;
  return siteCall(token, 'check', { site: { ...site, ...changes } });
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('the ERP password goes only to the address it was saved for', () => {
  it('an address moved in Site Setup without the password clears it; the new host gets none', async () => {
    const provider = await server.login('provider');
    const admin = await server.login('admin');
    const saved = await saveSxd(provider, {
      erp_interface_url: `${a.url}/erp`,
      erp_username: 'exo-api',
      erp_password: 'Exo-Pa55',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]!.erp_password_set).toBe(true);
    a.heard.length = 0;
    expect((await erpSend(admin)).status).toBe(200);
    expect(a.heard[0]!.headers.authorization).toBe(basic('exo-api', 'Exo-Pa55'));

    // the same origin, another path: the password stays
    const samePlace = await saveSxd(provider, { erp_interface_url: `${a.url}/erp/v2` });
    expect(samePlace.body.results[0]!.erp_password_set).toBe(true);

    const moved = await saveSxd(provider, { erp_interface_url: `${b.url}/erp` });
    expect(moved.status).toBe(200);
    expect(moved.body.results[0]!.erp_password_set).toBe(false);
    expect(moved.body.info.map((i) => i.message)).toContain(
      S.clearedForAddress(S.erpPassword, b.origin),
    );
    b.heard.length = 0;
    expect((await erpSend(admin)).status).toBe(200);
    expect(b.heard).toHaveLength(1);
    expect(b.heard[0]!.headers.authorization).toBeUndefined();
  });

  it('moved in the site settings screen (a site admin) it is cleared the same way', async () => {
    const provider = await server.login('provider');
    const admin = await server.login('admin');
    await saveSxd(provider, { erp_interface_url: `${a.url}/erp`, erp_password: 'Exo-Pa55' });
    const current = await server.call<TSiteSettings>(admin, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'get',
      data: { site_id: 'SXD' },
    });
    const moved = await server.call<TSiteSettings>(admin, 'site', {
      site_id: 'SXD',
      entity: 'site_settings',
      action: 'check',
      data: { settings: { ...current.body.results[0]!, erp_interface_url: `${b.url}/listen` } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.info.map((i) => i.message)).toContain(
      S.clearedForAddress(S.erpPassword, b.origin),
    );
    const [site] = await rows<{ erp_password: string | null }>(
      server.db,
      sql`SELECT erp_password FROM wms.sites WHERE site_id = 'SXD'`,
    );
    expect(site!.erp_password).toBeNull();
    b.heard.length = 0;
    await erpSend(admin);
    expect(b.heard[0]!.headers.authorization).toBeUndefined();
  });

  it('a password stored for one origin is refused for another: nothing is sent, the message names both', async () => {
    const admin = await server.login('admin');
    await server.db.execute(
      sql`UPDATE wms.sites SET erp_username = 'exo-api',
            erp_password = ${sealForOrigin('Exo-Pa55', `${a.url}/erp`, erpPasswordBound('SXD'))}
          WHERE site_id = 'SXD'`,
    );
    await server.db.execute(
      sql`UPDATE wms.site_settings SET erp_interface_url = ${`${b.url}/erp`} WHERE site_id = 'SXD'`,
    );
    b.heard.length = 0;
    const refused = await erpSend(admin);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]!.message).toBe(
      S.savedForOther(S.erpPassword, a.origin, b.origin),
    );
    expect(refused.body.errors[0]!.message).toBe(
      `The stored ERP password was saved for ${a.origin}; enter it again for ${b.origin}`,
    );
    // the queue worker refuses it too, recording why
    await server.db.execute(
      sql`UPDATE wms.sales_orders SET erp_action = 'UPDATE', erp_status = ''
          WHERE site_id = 'SXD' AND sales_order = 'SO-900104'`,
    );
    const summary = await runErpQueue(server.db, 'SXD', {
      attempts: 1,
      sleep: () => Promise.resolve(),
    });
    expect(summary.sent).toBe(0);
    expect(b.heard).toHaveLength(0);
    const [send] = await rows<{ last_error: string }>(
      server.db,
      sql`SELECT last_error FROM wms.erp_queue_sends WHERE site_id = 'SXD'
          ORDER BY created_at DESC LIMIT 1`,
    );
    expect(send!.last_error).toBe(S.savedForOther(S.erpPassword, a.origin, b.origin));
  });

  it('an ERP connector answering 500 with an HTML page is shown as its status and a short reason', async () => {
    const admin = await server.login('admin');
    await server.db.execute(
      sql`UPDATE wms.site_settings SET erp_interface_url = ${`${a.url}/erp`} WHERE site_id = 'SXD'`,
    );
    await server.db.execute(sql`UPDATE wms.sites SET erp_password = NULL WHERE site_id = 'SXD'`);
    a.reply = { status: 500, type: 'text/html', body: HTML_500 };
    try {
      const failed = await erpSend(admin);
      expect(failed.status).toBe(424);
      const message = failed.body.errors[0]!.message;
      expect(message).toContain('The ERP interface answered 500: 500 Internal Server & Error');
      expect(message).not.toMatch(/[<>]|stack-trace-secret|index\.js/);
      expect(message).not.toContain('\u0007');
      expect(message.length).toBeLessThan(REASON_MAX + 120);
    } finally {
      a.reply = JSON_OK;
    }
  });
});

describe('a carrier URL set key', () => {
  const urlSet = (token: string, action: string, data: unknown) =>
    server.call<TUrlSetRow>(token, 'admin', { site_id: 'SXD', entity: 'url_set', action, data });
  const quote = (token: string, name: string) =>
    server.call(token, 'carrier', {
      site_id: 'SXD',
      entity: 'shipment',
      action: 'quote',
      data: { sales_orders: ['SO-900104'], url_set: name },
    });
  const storedKey = async (name: string) =>
    (
      await rows<{ key: string }>(
        server.db,
        sql`SELECT key FROM wms.carrier_url_sets WHERE site_id = 'SXD' AND url_set = ${name}`,
      )
    )[0]!.key;

  it('is stored sealed for its origin and never answered', async () => {
    const admin = await server.login('admin');
    const saved = await urlSet(admin, 'check', {
      url_set: 'MS-HOST',
      platform: 'machship',
      base_url: `${a.url}/api`,
      key: 'ms-token-7781',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({ has_key: true });
    const key = await storedKey('MS-HOST');
    expect(key).not.toContain('ms-token-7781');
    expect(isOriginSealed(key)).toBe(true);
    expect(savedOrigin(key)).toBe(a.origin);
    expect(openSealed(key, urlSetKeyBound('SXD', 'MS-HOST'))).toBe('ms-token-7781');
    // opened under another row's binding it fails
    expect(() => openSealed(key, urlSetKeyBound('SXD', 'OTHER'))).toThrow();

    const answers = [
      saved,
      await urlSet(admin, 'list', {}),
      await server.call(admin, 'document', {
        site_id: 'SXD',
        entity: 'dynamodb',
        action: 'list',
        data: {
          expression: 'site_document = :sd',
          values: { ':sd': 'SXD-OPENFREIGHT_URL_SET' },
        },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.response.body).not.toContain('ms-token-7781');
      expect(answer.response.body).not.toContain(key.split(':')[4]!);
    }

    a.heard.length = 0;
    a.reply = QUOTE_OK;
    try {
      const quoted = await quote(admin, 'MS-HOST');
      expect(quoted.status).toBe(200);
      expect(a.heard[0]!.headers.token).toBe('ms-token-7781');
    } finally {
      a.reply = JSON_OK;
    }
  });

  it('a base URL moved to another host with a blank key clears it; the new host gets none', async () => {
    const admin = await server.login('admin');
    const moved = await urlSet(admin, 'check', {
      url_set: 'MS-HOST',
      platform: 'machship',
      base_url: `${b.url}/api`,
      key: '',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.results[0]).toMatchObject({ has_key: false });
    expect(moved.body.info.map((i) => i.message)).toContain(
      S.clearedForAddress(S.urlSetKey('MS-HOST'), b.origin),
    );
    expect(await storedKey('MS-HOST')).toBe('');
    b.heard.length = 0;
    b.reply = QUOTE_OK;
    try {
      await quote(admin, 'MS-HOST');
      expect(b.heard.length).toBeGreaterThan(0);
      expect(b.heard.every((h) => !h.headers.token)).toBe(true);
    } finally {
      b.reply = JSON_OK;
    }
  });

  it('a key stored for one origin is refused for another: nothing is sent, the detail names both', async () => {
    const admin = await server.login('admin');
    await urlSet(admin, 'check', {
      url_set: 'MS-HOST',
      platform: 'machship',
      base_url: `${a.url}/api`,
      key: 'ms-token-7781',
    });
    await server.db.execute(
      sql`UPDATE wms.carrier_url_sets SET base_url = ${`${b.url}/api`}
          WHERE site_id = 'SXD' AND url_set = 'MS-HOST'`,
    );
    b.heard.length = 0;
    const refused = await quote(admin, 'MS-HOST');
    expect(refused.status).toBe(502);
    expect(refused.body.errors[0]).toMatchObject({
      message: CARRIER_MESSAGES.quote,
      exception: S.savedForOther(S.urlSetKey('MS-HOST'), a.origin, b.origin),
    });
    expect(b.heard).toHaveLength(0);
  });

  it('a carrier answering 500 with 5 KB of HTML is shown as its status and a short reason', async () => {
    const admin = await server.login('admin');
    await urlSet(admin, 'check', {
      url_set: 'MS-HOST',
      platform: 'machship',
      base_url: `${a.url}/api`,
      key: 'ms-token-7781',
    });
    expect(HTML_500.length).toBeGreaterThan(5000);
    a.reply = { status: 500, type: 'text/html', body: HTML_500 };
    try {
      const failed = await quote(admin, 'MS-HOST');
      expect(failed.status).toBe(502);
      const exception = failed.body.errors[0]!.exception!;
      expect(exception).toBe('HTTP 500: 500 Internal Server & Error');
      expect(failed.response.body).not.toMatch(/stack-trace-secret|index\.js|<title>/);
    } finally {
      a.reply = JSON_OK;
    }
  });

  it('a refused and an accepted save keep the key redacted in the activity log', async () => {
    const admin = await server.login('admin');
    const secret = 'leaky-key-5512';
    const refusedEnvelope = await urlSet(admin, 'check', { url_set: 'OFR-BAD', key: secret });
    expect(refusedEnvelope.status).toBe(400);
    const refusedDocument = await server.call(admin, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'add',
      data: {
        item: {
          site_document: 'SXD-OPENFREIGHT_URL_SET',
          document_type: 'OPENFREIGHT_URL_SET',
          document_id: 'OFR-BAD',
          key: secret,
        },
      },
    });
    expect(refusedDocument.status).toBe(400);
    expect(JSON.stringify(refusedDocument.body.errors)).toContain('base_url');
    const accepted = await server.call(admin, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action: 'add',
      data: {
        item: {
          site_document: 'SXD-OPENFREIGHT_URL_SET',
          document_type: 'OPENFREIGHT_URL_SET',
          document_id: 'OFR-DOC',
          base_url: `${a.url}/of`,
          key: secret,
        },
      },
    });
    expect(accepted.status).toBe(200);
    const logs = await rows<{ entity: string; request: unknown; response: unknown }>(
      server.db,
      sql`SELECT entity, request, response FROM wms.activity_log
          WHERE site_id = 'SXD' AND entity IN ('url_set', 'dynamodb')
            AND request::text LIKE '%OFR-%'`,
    );
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(logs)).not.toContain(secret);
    expect(JSON.stringify(logs)).toContain('[redacted]');
  });
});

describe('credentials stored before they were bound to an origin', () => {
  it('are sealed for their address at start, once', async () => {
    await server.db.execute(
      sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
          VALUES ('TAS', 'OLD-PLAIN', 'openfreight', 'https://of.old.example:8443/v1', 'plain-key-1')`,
    );
    await server.db.execute(
      sql`UPDATE wms.sites SET erp_password = ${encryptSecret('old-erp-pass')} WHERE site_id = 'TAS'`,
    );
    await server.db.execute(
      sql`UPDATE wms.site_settings SET erp_interface_url = 'https://connector.tas.example/api'
          WHERE site_id = 'TAS'`,
    );
    const first = await sealStoredCredentials(server.db);
    expect(first.keys).toBeGreaterThanOrEqual(1);
    expect(first.passwords).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ key: string; erp_password: string }>(
      server.db,
      sql`SELECT u.key, s.erp_password FROM wms.carrier_url_sets u
          JOIN wms.sites s ON s.site_id = u.site_id
          WHERE u.site_id = 'TAS' AND u.url_set = 'OLD-PLAIN'`,
    );
    expect(row!.key).not.toContain('plain-key-1');
    expect(savedOrigin(row!.key)).toBe('https://of.old.example:8443');
    expect(openSealed(row!.key, urlSetKeyBound('TAS', 'OLD-PLAIN'))).toBe('plain-key-1');
    expect(savedOrigin(row!.erp_password)).toBe('https://connector.tas.example');
    expect(openSealed(row!.erp_password, erpPasswordBound('TAS'))).toBe('old-erp-pass');

    expect(await sealStoredCredentials(server.db)).toEqual({ keys: 0, passwords: 0 });
    const [again] = await rows<{ key: string }>(
      server.db,
      sql`SELECT key FROM wms.carrier_url_sets WHERE site_id = 'TAS' AND url_set = 'OLD-PLAIN'`,
    );
    expect(again!.key).toBe(row!.key);
  });

  it('the demo URL set is stored sealed', async () => {
    const [demo] = await rows<{ key: string }>(
      server.db,
      sql`SELECT key FROM wms.carrier_url_sets WHERE site_id = 'SXD' AND url_set = 'OFR-MELB'`,
    );
    expect(isOriginSealed(demo!.key)).toBe(true);
    expect(savedOrigin(demo!.key)).toBe('https://openfreight.example');
  });
});
