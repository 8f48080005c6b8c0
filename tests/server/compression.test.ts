import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startServer } from './harness';

// A built app as the build writes it: a large chunk with its .br and .gz copies beside it, a
// large file without copies (the service worker, written after the copies are made).
const dist = mkdtempSync(join(tmpdir(), 'wms-dist-compressed-'));
mkdirSync(join(dist, 'assets'));
const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `row ${i}`))};`;
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>WMS</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'big-abc123.js'), chunk);
writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(chunk));
writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(chunk));
writeFileSync(join(dist, 'sw.js'), `/* ${'precache entry, '.repeat(500)} */`);

const server = startServer({ distDir: dist });

describe('compressed answers', () => {
  it("sends a built file's brotli or gzip copy by the browser's Accept-Encoding", async () => {
    const br = await server.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);

    const gz = await server.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    const plain = await server.app.inject({ url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses a large file without copies as it is sent', async () => {
    const sw = await server.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toContain('precache entry');
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const token = await server.login('admin');
    const docs = await server.app.inject({
      url: '/api/docs',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(docs.rawPayload).toString();
    expect(JSON.parse(text)).toHaveProperty('paths');
    expect(docs.rawPayload.length).toBeLessThan(text.length / 5);

    const health = await server.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ ok: true, database: server.kind });
  });
});
