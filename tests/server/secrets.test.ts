import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_MESSAGES as M, type TSecretRow } from '../../src/contract';
import { rows } from '../../server/db/sql';
import { loadSecretsKey, secretsKeyFile } from '../../server/secrets/cipher';
import { boundTo, readSecretFor, seal, unseal } from '../../server/secrets/vault';
import { startServer } from './harness';

const server = startServer();
const PLAIN = 'hunter2-Tr0ub4dor&3';

const secret = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'secret', { site_id: site, entity: 'secret', action, data });

const ERP = 'https://erp.sxd.example';
/** A secret as server code reads it to send to `address`. */
const readSecret = (site: string, name: string, address = `${ERP}/api`) =>
  readSecretFor(server.db, site, name, address, () => 'refused');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('site secrets (service secret)', () => {
  it('keeps a value sealed, never answers it, redacts it in the log, and reads it on the server', async () => {
    const admin = await server.login('admin');
    const set = await secret<TSecretRow>(admin, 'set', {
      name: 'ERP_PASSWORD',
      secret_value: PLAIN,
      address: ERP,
    });
    expect(set.status).toBe(200);
    expect(set.body.results[0]).toMatchObject({ name: 'ERP_PASSWORD', set_by: 'admin' });
    expect(JSON.stringify(set.body)).not.toContain(PLAIN);

    const list = await secret<TSecretRow>(admin, 'list', {});
    expect(list.body.results.map((r) => r.name)).toContain('ERP_PASSWORD');
    expect(Object.keys(list.body.results[0]!).sort()).toEqual([
      'name',
      'origin',
      'set_at',
      'set_by',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(PLAIN);

    const [stored] = await rows<{ sealed: string }>(
      server.db,
      sql`SELECT sealed FROM wms.site_secrets WHERE site_id = 'SXD' AND name = 'ERP_PASSWORD'`,
    );
    expect(stored!.sealed).toMatch(/^o1:/);
    expect(stored!.sealed).not.toContain(PLAIN);
    expect(await readSecret('SXD', 'ERP_PASSWORD')).toBe(PLAIN);
    expect(await readSecret('TAS', 'ERP_PASSWORD')).toBeUndefined();

    const logged = await rows<{ t: string }>(
      server.db,
      sql`SELECT row_to_json(l)::text AS t FROM wms.activity_log l WHERE l.entity = 'secret'`,
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.some((l) => l.t.includes('[redacted]'))).toBe(true);
    expect(logged.every((l) => !l.t.includes(PLAIN))).toBe(true);

    // Replacing keeps one row; another site does not see it.
    await secret(admin, 'set', { name: 'ERP_PASSWORD', secret_value: 'second', address: ERP });
    expect(await readSecret('SXD', 'ERP_PASSWORD')).toBe('second');
    const tas = await secret<TSecretRow>(admin, 'list', {}, 'TAS');
    expect(tas.body.results.map((r) => r.name)).not.toContain('ERP_PASSWORD');
  });

  it('checks names, values and permissions; deletes', async () => {
    const admin = await server.login('admin');
    const bad = await secret(admin, 'set', { name: 'bad name!', secret_value: 'x', address: ERP });
    expect(bad.status).toBe(400);
    const empty = await secret(admin, 'set', {
      name: 'ERP_API_KEY',
      secret_value: '',
      address: ERP,
    });
    expect(empty.status).toBe(400);
    const viewer = await server.login('viewer');
    expect((await secret(viewer, 'list', {})).status).toBe(200);
    expect(
      (await secret(viewer, 'set', { name: 'X', secret_value: 'y', address: ERP })).status,
    ).toBe(403);
    const floor = await server.login('floor');
    expect((await secret(floor, 'list', {})).status).toBe(403);

    await secret(admin, 'set', { name: 'MACHSHIP_API_TOKEN', secret_value: 'tok', address: ERP });
    const gone = await secret<TSecretRow>(admin, 'delete', { name: 'MACHSHIP_API_TOKEN' });
    expect(gone.status).toBe(200);
    expect(await readSecret('SXD', 'MACHSHIP_API_TOKEN')).toBeUndefined();
    const again = await secret(admin, 'delete', { name: 'MACHSHIP_API_TOKEN' });
    expect(again.status).toBe(404);
    expect(again.body.errors[0]!.message).toBe(M.notFound('MACHSHIP_API_TOKEN'));
  });

  it('takes the key from SECRETS_KEY, else generates it once in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wms-secret-'));
    dirs.push(dir);
    const env = { DATA_DIR: dir };
    const first = loadSecretsKey(env);
    expect(first).toHaveLength(32);
    expect(statSync(secretsKeyFile(env)).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(env).equals(first)).toBe(true);
    const given = Buffer.alloc(32, 0xab).toString('base64');
    expect(loadSecretsKey({ ...env, SECRETS_KEY: given }).toString('base64')).toBe(given);
    expect(() => loadSecretsKey({ ...env, SECRETS_KEY: 'short' })).toThrow(/32 bytes/);

    // A sealed value opens only with its key and only for its own site and name.
    const sealed = seal('v', boundTo('SXD', 'A'), first);
    expect(unseal(sealed, boundTo('SXD', 'A'), first)).toBe('v');
    expect(() => unseal(sealed, boundTo('SXD', 'B'), first)).toThrow();
    expect(() => unseal(sealed, boundTo('SXD', 'A'), Buffer.alloc(32, 1))).toThrow();
  });
});
