import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../src/contract';

/**
 * JSON bodies: an empty body is `undefined` (a bodyless POST such as logout is fine), keys
 * that could poison prototypes are refused, everything over the limit is a 413.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(
          null,
          JSON.parse(text, (key, value: unknown) => {
            if (key === '__proto__') throw new SyntaxError(`Forbidden key '${key}'`);
            return value;
          }),
        );
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        done(
          Object.assign(e, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
          undefined,
        );
      }
    },
  );
}
