import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import type { DbHandle } from '../../server/db/types';
import { seedDemo } from '../../server/seed';

/**
 * The database every server test file starts from: migrated, row-level security applied,
 * demo data seeded (scale 1) ONCE per run by the global setup, then copied per file — a
 * PGlite data folder copy, or a PostgreSQL `CREATE DATABASE … TEMPLATE` — instead of
 * migrating and seeding again in every file.
 */
export type DbTemplate = { kind: 'pglite'; dir: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
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
    await seedDemo(handle.db, { scale: 1 });
  } finally {
    await handle.close();
  }
}

/** Build the template for this run (TEST_DB=postgres: on DATABASE_URL's server). */
export async function buildTemplate(): Promise<{ template: DbTemplate; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `wms_template_${randomBytes(6).toString('hex')}`;
    await admin(baseUrl, `CREATE DATABASE ${name}`);
    await prepareAndSeed(
      await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: '' }),
    );
    return {
      template: { kind: 'postgres', name },
      drop: () => admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'wms-template-'));
  const dir = join(root, 'db');
  await prepareAndSeed(await openDatabase({ dataDir: dir }));
  return {
    template: { kind: 'pglite', dir },
    drop: async () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A database of the test file's own, copied from the template; `cleanup` removes it. */
export async function openFromTemplate(
  template: DbTemplate,
): Promise<{ handle: DbHandle; cleanup(): Promise<void> }> {
  if (template.kind === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `wms_test_${randomBytes(6).toString('hex')}`;
    await admin(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: '' });
    return {
      handle,
      cleanup: () => admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'wms-test-'));
  cpSync(template.dir, join(dir, 'db'), { recursive: true });
  const handle = await openDatabase({ dataDir: join(dir, 'db') });
  return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}
