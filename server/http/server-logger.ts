import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

type Logged = { err?: { code?: unknown; message?: unknown } };

/**
 * A browser that leaves during a download (a navigation, a closed tab, a prefetch dropped) ends
 * the answer's stream early. Fastify and the compressor report that as a failed request; it is
 * the client's choice, not a server fault.
 */
export function isClientGone(first: unknown): boolean {
  const err =
    first instanceof Error ? (first as Logged['err']) : (first as Logged | undefined)?.err;
  if (!err) return false;
  return err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.message === 'premature close';
}

const ERROR_LEVEL = 50;

/** The server's logger: `level`, with a client that went away logged as debug, not error. */
export function serverLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method, methodLevel) {
        if (methodLevel >= ERROR_LEVEL && isClientGone(args[0])) {
          this.debug(...(args as Parameters<typeof this.debug>));
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
