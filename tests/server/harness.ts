import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { openFromTemplate } from './db-template';
import type { TEnvelopeAnswer } from '../../src/contract';
import type { Db, DbHandle, DbKind } from '../../server/db/types';
import { buildApp } from '../../server/http/app';

export const PASSWORD = 'demo1234';

export type Envelope = {
  site_id?: unknown;
  user_id?: unknown;
  entity?: unknown;
  action?: unknown;
  data?: unknown;
  request_id?: unknown;
};

export type Called<T = unknown> = {
  status: number;
  body: TEnvelopeAnswer<T>;
  response: LightMyRequestResponse;
};

export type Server = {
  app: FastifyInstance;
  /** The owner connection (bypasses row-level security): for arranging and asserting. */
  db: Db;
  kind: DbKind;
  /** Sign in and return the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** `POST /api/<service>/` with an envelope. */
  call<T = unknown>(
    token: string | undefined,
    service: string,
    envelope: Envelope,
  ): Promise<Called<T>>;
  /** A REST alternative of an envelope call (e.g. `PUT /api/label/`) with a bearer token. */
  rest<T = unknown>(
    token: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Called<T>>;
};

export type HarnessOptions = { loginRateLimit?: number; distDir?: string };

/**
 * One database and app per test file: a database of its own on the run's PostgreSQL (the
 * embedded one, or DATABASE_URL's with TEST_DB=postgres), copied from the run's template
 * (db-template.ts: migrated, row-level security applied, demo data seeded at scale 1 once by
 * the global setup) and dropped afterwards.
 */
export function startServer(options: HarnessOptions = {}): Server {
  const server = {} as Server;
  let handle: DbHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const copy = await openFromTemplate(inject('dbTemplate'));
    handle = copy.handle;
    cleanup = copy.cleanup;
    const app = await buildApp({
      db: handle.db,
      kind: handle.kind,
      loginRateLimit: options.loginRateLimit ?? 1000,
      distDir: options.distDir,
    });
    await app.ready();
    server.app = app;
    server.db = handle.db;
    server.kind = handle.kind;
    server.login = async (username, password = PASSWORD) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      return (response.json() as { token: string }).token;
    };
    server.call = async <T>(token: string | undefined, service: string, envelope: Envelope) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${service}/`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: envelope,
      });
      return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<T>, response };
    };
    server.rest = async <T>(
      token: string,
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
    ) => {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<T>, response };
    };
  });

  afterAll(async () => {
    await server.app?.close();
    await handle?.close();
    await cleanup?.();
  });

  return server;
}
