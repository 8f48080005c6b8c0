import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { prepareDatabase } from '../../server/db/prepare';
import type { DbHandle, DbKind } from '../../server/db/types';
import { seedDemo } from '../../server/seed';
import { demoNow } from './demo-now';

/**
 * The database every server test file starts from: migrated, row-level security applied,
 * demo data seeded (scale 1) ONCE per run by the global setup, then copied per file with
 * `CREATE DATABASE … TEMPLATE` instead of migrating and seeding again in every file. The
 * server is the run's own embedded PostgreSQL 17 (the product's default), or with
 * TEST_DB=postgres the PostgreSQL at DATABASE_URL.
 */
export type DbTemplate = {
  kind: DbKind;
  /** `postgres://…` of the server's maintenance database, where databases are created. */
  adminUrl: string;
  /** The template database's name. */
  name: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function prepareAndSeed(handle: DbHandle): Promise<void> {
  try {
    await prepareDatabase(handle);
    await seedDemo(handle.db, { scale: 1, now: demoNow() });
  } finally {
    await handle.close();
  }
}

/** The server of this run: the embedded one (started here) or DATABASE_URL's. */
async function testServer(): Promise<{ kind: DbKind; adminUrl: string; stop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    return { kind: 'postgres', adminUrl, stop: async () => undefined };
  }
  const root = mkdtempSync(join(tmpdir(), 'wms-test-pg-'));
  chmodSync(root, 0o755); // the cluster runs as the postgres system user when we are root
  const server = await startEmbeddedPostgres({
    dataDir: root,
    database: 'postgres',
    throwAway: true,
  });
  return {
    kind: 'embedded',
    adminUrl: server.adminUrl,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Build the template for this run. */
export async function buildTemplate(): Promise<{ template: DbTemplate; drop(): Promise<void> }> {
  const server = await testServer();
  const name = `wms_template_${randomBytes(6).toString('hex')}`;
  try {
    await adminStatement(server.adminUrl, `CREATE DATABASE ${name}`);
    await prepareAndSeed(
      await openDatabase({ databaseUrl: databaseUrl(server.adminUrl, name), kind: server.kind }),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    template: { kind: server.kind, adminUrl: server.adminUrl, name },
    drop: async () => {
      await adminStatement(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.stop();
    },
  };
}

/** A new database copied from the template: its URL and how to drop it. */
export async function copyTemplate(
  template: DbTemplate,
  prefix = 'wms_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminStatement(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  return {
    url: databaseUrl(template.adminUrl, name),
    drop: () => adminStatement(template.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A database of the test file's own, copied from the template; `cleanup` removes it. */
export async function openFromTemplate(
  template: DbTemplate,
): Promise<{ handle: DbHandle; cleanup(): Promise<void> }> {
  const copy = await copyTemplate(template);
  const handle = await openDatabase({ databaseUrl: copy.url, kind: template.kind });
  return { handle, cleanup: copy.drop };
}
