import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract';
import { startServer } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'wms-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>WMS</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"WMS"}');

const server = startServer({ distDir: dist });

describe('health, registry and API description', () => {
  it('GET /api/health answers ok and the database kind', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, database: server.kind });
  });

  it('GET /api/actions needs a session and lists every action with its JSON Schema', async () => {
    expect((await server.app.inject({ url: '/api/actions' })).statusCode).toBe(401);
    const token = await server.login('floor');
    const response = await server.app.inject({
      url: '/api/actions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().results as {
      service: string;
      entity: string;
      action: string;
      permission: unknown;
      input: Record<string, unknown>;
    }[];
    const keys = rows.map((r) => `${r.service}/${r.entity}/${r.action}`);
    for (const k of [
      'site/site_settings/get',
      'site/site_settings/check',
      'user/user_settings/save',
      'query/query/query',
      'warehouse/warehouse/get',
      'document/dynamodb/get',
      'document/dynamodb/add',
    ]) {
      expect(keys).toContain(k);
    }
    const check = rows.find((r) => r.entity === 'site_settings' && r.action === 'check')!;
    expect(check.permission).toEqual({ module: 'site', flag: 'update' });
    expect(check.input).toMatchObject({
      type: 'object',
      properties: { settings: { type: 'object' } },
    });
    const wh = rows.find((r) => r.service === 'warehouse' && r.action === 'get')!;
    expect(wh.input).toMatchObject({
      properties: { warehouse: { type: 'string' } },
      required: ['warehouse'],
    });
    expect(rows.find((r) => r.entity === 'user_settings')!.permission).toEqual({
      member: expect.stringMatching(/\w/),
    });
  });

  it('GET /api/docs needs a session and serves an OpenAPI description of the registry and the auth routes', async () => {
    expect((await server.app.inject({ url: '/api/docs' })).statusCode).toBe(401);
    const token = await server.login('floor');
    const response = await server.app.inject({
      url: '/api/docs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/user',
        '/api/auth/logout',
        '/api/site/',
        '/api/warehouse/',
      ]),
    );
    const envelopes =
      doc.paths['/api/site/'].post.requestBody.content['application/json'].schema.oneOf;
    const calls = envelopes.map(
      (e: { properties: { entity: { const: string }; action: { const: string } } }) =>
        `${e.properties.entity.const}/${e.properties.action.const}`,
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'site_settings/get',
        'site_settings/check',
        'user/list',
        'site/list',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });
});

describe('security headers, errors and the built app', () => {
  it('sets security headers with the content security policy', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    expect(csp).toContain("worker-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeTruthy();
  });

  it('serves hashed assets immutable and the shell files no-cache', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers client routes with index.html, but not API routes or missing assets', async () => {
    const page = await server.app.inject({
      url: '/so/123',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await server.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe(ERROR_CODES.NOT_FOUND);
    const asset = await server.app.inject({
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
  });
});
