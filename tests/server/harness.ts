import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { TEnvelopeAnswer } from '../../src/contract';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import type { Db, DbHandle, DbKind } from '../../server/db/types';
import { buildApp } from '../../server/http/app';
import { seedDemo } from '../../server/seed';

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
};

export type HarnessOptions = { loginRateLimit?: number; distDir?: string };

/**
 * One database and app per test file: PGlite in a temporary folder, or, with
 * TEST_DB=postgres and DATABASE_URL, a fresh database on that server dropped afterwards.
 * Migrated, row-level security applied, demo data seeded (scale 1).
 */
export function startServer(options: HarnessOptions = {}): Server {
  const server = {} as Server;
  let handle: DbHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const baseUrl = process.env.DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
      const name = `wms_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      cleanup = async () => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'wms-test-'));
      handle = await openDatabase({ dataDir: join(dir, 'db') });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    await prepareDatabase(handle);
    await seedDemo(handle.db, { scale: 1 });
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
  });

  afterAll(async () => {
    await server.app?.close();
    await handle?.close();
    await cleanup?.();
  });

  return server;
}
