import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Files that must be revalidated on every load, so a deploy is seen at once. */
const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

function cacheControlFor(path: string): string {
  if (NO_CACHE.has(basename(path))) return 'no-cache';
  // Vite writes content-hashed files under assets/.
  if (path.includes(`${sep}assets${sep}`) || path.includes('/assets/')) return IMMUTABLE;
  return 'no-cache';
}

/** Serve the built app from `distDir` (when it was built). */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // The build writes .br and .gz beside each file worth compressing: sent by the browser's
    // Accept-Encoding, with no compression work at request time.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
}

/** A non-API GET asking for HTML gets the app's index.html (client-side routes). */
export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendIndex(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
}
