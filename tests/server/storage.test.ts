import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, type TEnvelopeAnswer, type TStorage } from '../../src/contract';
import { storage } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const admin = (token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<TStorage>(token, 'admin', { site_id: site, entity: 'storage', action, data });

/** A REST call of the storage alternative API. */
async function rest(
  token: string | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as TEnvelopeAnswer<TStorage> };
}

describe('storage (envelope: admin / storage)', () => {
  it('lists the site’s storage types by code and filters by a term', async () => {
    const token = await server.login('admin');
    const { status, body } = await admin(token, 'list', {});
    expect(status).toBe(200);
    expect(body.results.map((s) => s.storage)).toEqual([
      'BULK',
      'CAGE',
      'COLD',
      'FRZ',
      'PAL',
      'SHF',
    ]);
    expect(body.results).toContainEqual({
      storage: 'FRZ',
      storage_name: 'Freezer -18°C',
      strict_storage: true,
      tile_colour: '#3949AB',
    });
    const found = await admin(token, 'list', { search_term: 'rack' });
    expect(found.body.results.map((s) => s.storage)).toEqual(['PAL']);
  });

  it('adds, updates and deletes a storage type', async () => {
    const token = await server.login('admin');
    const item = {
      storage: 'MEZZ',
      storage_name: 'Mezzanine',
      strict_storage: false,
      tile_colour: '#FFB300',
    };
    const added = await admin(token, 'check', item);
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toEqual(item);
    const updated = await admin(token, 'check', { ...item, storage_name: 'Mezzanine Level 2' });
    expect(updated.body.results[0]!.storage_name).toBe('Mezzanine Level 2');
    const deleted = await admin(token, 'delete', { storage: 'MEZZ' });
    expect(deleted.status).toBe(200);
    const gone = await admin(token, 'get', { storage: 'MEZZ' });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]!.message).toBe(MESSAGES.storageNotFound('MEZZ'));
  });

  it('refuses bad input and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, storage);
    for (const bad of [
      { storage: '', storage_name: 'Blank code' },
      { storage: 'BAD CODE', storage_name: 'Spaces' },
      { storage: 'OK', storage_name: '' },
      { storage: 'OK', storage_name: 'Colour', tile_colour: 'blue' },
    ]) {
      const { status, body } = await admin(token, 'check', bad);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    }
    expect(await snapshot(server.db, storage)).toBe(before);
  });

  it('refuses deleting a storage type a pick section uses', async () => {
    const token = await server.login('admin');
    const { status, body } = await admin(token, 'delete', { storage: 'COLD' });
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toMatch(/Storage 'COLD' is used by \d+ pick sections/);
  });

  it('needs admin view to list, update to save, delete to delete', async () => {
    const viewer = await server.login('viewer');
    expect((await admin(viewer, 'list', {})).status).toBe(200);
    const save = await admin(viewer, 'check', { storage: 'X1', storage_name: 'Nope' });
    expect(save.status).toBe(403);
    expect(save.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'update'));
    const del = await admin(viewer, 'delete', { storage: 'PAL' });
    expect(del.status).toBe(403);
    const floor = await server.login('floor');
    expect((await admin(floor, 'list', {})).status).toBe(403);
  });

  it('is per site: TAS has its own list, a user of SXD only cannot use TAS', async () => {
    const admin1 = await server.login('admin');
    await admin(admin1, 'check', { storage: 'TASONLY', storage_name: 'Tasmania only' }, 'TAS');
    const sxd = await admin(admin1, 'list', {});
    expect(sxd.body.results.map((s) => s.storage)).not.toContain('TASONLY');
    const viewer = await server.login('viewer');
    expect((await admin(viewer, 'list', {}, 'TAS')).status).toBe(403);
  });
});

describe('storage (REST alternative /api/storage)', () => {
  it('GET ?site_id&storage answers one, GET without storage and PUT answer the list', async () => {
    const token = await server.login('admin');
    const one = await rest(token, 'GET', '/api/storage?site_id=SXD&storage=SHF');
    expect(one.status).toBe(200);
    expect(one.body.results).toEqual([
      { storage: 'SHF', storage_name: 'Shelving', strict_storage: false, tile_colour: '#43A047' },
    ]);
    const list = await rest(token, 'PUT', '/api/storage/', { site_id: 'SXD' });
    expect(list.status).toBe(200);
    const envelope = await admin(token, 'list', {});
    expect(list.body.results).toEqual(envelope.body.results);
    const all = await rest(token, 'GET', '/api/storage?site_id=SXD');
    expect(all.body.results).toEqual(envelope.body.results);
  });

  it('POST saves and DELETE deletes through the same rules', async () => {
    const token = await server.login('admin');
    const saved = await rest(token, 'POST', '/api/storage/', {
      site_id: 'SXD',
      storage: 'DG',
      storage_name: 'Dangerous Goods',
      strict_storage: true,
      tile_colour: '#FF6F00',
    });
    expect(saved.status).toBe(200);
    expect((await admin(token, 'get', { storage: 'DG' })).body.results[0]!.storage_name).toBe(
      'Dangerous Goods',
    );
    const before = await snapshot(server.db, storage);
    const bad = await rest(token, 'POST', '/api/storage/', { site_id: 'SXD', storage: 'DG' });
    expect(bad.status).toBe(400);
    expect(await snapshot(server.db, storage)).toBe(before);
    const deleted = await rest(token, 'DELETE', '/api/storage/', { site_id: 'SXD', storage: 'DG' });
    expect(deleted.status).toBe(200);
    expect((await admin(token, 'get', { storage: 'DG' })).status).toBe(404);
  });

  it('has the envelope’s sign-in, site and permission checks', async () => {
    expect((await rest(undefined, 'GET', '/api/storage?site_id=SXD')).status).toBe(401);
    const viewer = await server.login('viewer');
    expect((await rest(viewer, 'GET', '/api/storage?site_id=TAS')).status).toBe(403);
    const post = await rest(viewer, 'POST', '/api/storage/', {
      site_id: 'SXD',
      storage: 'NOPE',
      storage_name: 'Nope',
    });
    expect(post.status).toBe(403);
    expect(post.body.errors[0]!.message).toBe(MESSAGES.noPermission('admin', 'update'));
    expect(
      (await rest(viewer, 'DELETE', '/api/storage/', { site_id: 'SXD', storage: 'PAL' })).status,
    ).toBe(403);
  });
});
