import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a packet or two either way. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compress what the server answers: API JSON, exports and the app's files not found
 * precompressed (vite-plugin-compression2 writes .br and .gz beside the built files, which
 * static.ts sends as they are). Brotli at quality 4 costs about what gzip does for a smaller
 * result; the default (11) would spend hundreds of milliseconds on a large answer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
