import { request } from 'node:http';
import { Readable, Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../server/http/compression';
import { serverLoggerOptions } from '../../server/http/server-logger';

type Line = { level: number; msg: string };

const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(text) as Line);
    done();
  },
});

const app = Fastify({ logger: { ...serverLoggerOptions('info'), stream: sink } });
let base = '';

beforeAll(async () => {
  await registerCompression(app);
  // An export-like answer: compressible text, streamed slowly enough to leave mid-way.
  app.get('/slow', (_request, reply) => {
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent++ > 200) return this.push(null);
        setTimeout(() => this.push(`${'row,of,a,long,export\n'.repeat(400)}`), 5);
      },
    });
    return reply.type('text/csv').send(body);
  });
  app.get('/boom', () => {
    throw new Error('a real fault');
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

/** GET `path` with gzip, and drop the connection after the first bytes of the answer. */
function leaveMidway(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

describe('the server log', () => {
  it('a browser leaving a compressed download is no error; a real fault still is', async () => {
    await leaveMidway('/slow');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);

    const boom = await fetch(`${base}/boom`);
    expect(boom.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toContain('a real fault');
  });
});
