import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES as M, type TFileContent, type TFileRow } from '../../src/contract';
import {
  localFileStore,
  s3FileStore,
  setFileStore,
  type FileStore,
} from '../../server/files/file-store';
import { startServer } from './harness';
import { startS3Like, type S3Like } from './s3-like-server';

const server = startServer();
const CREDS = {
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'test-secret-key',
  region: 'ap-southeast-2',
};

const s3 = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 's3', { site_id: site, entity, action, data });
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The same journey on either store: upload, list, download, other site, delete. */
async function journey(store: FileStore) {
  setFileStore(store);
  const admin = await server.login('admin');
  const up = await s3<TFileRow>(admin, 'file_cabinet', 'check', {
    folder: 'comparison',
    filename: 'DC1 2026-11-25.csv',
    content_type: 'text/csv',
    content_base64: b64('inventory_code,erp,wms\nA,1,2\n'),
  });
  expect(up.status).toBe(200);
  expect(up.body.results[0]).toMatchObject({
    key: 'comparison/DC1 2026-11-25.csv',
    filename: 'DC1 2026-11-25.csv',
    size: 29,
  });
  await s3(admin, 'file_cabinet', 'check', { filename: 'readme.txt', content_base64: b64('hi') });
  await s3(admin, 'file_cabinet', 'check', {
    folder: 'comparison',
    filename: 'DC2.csv',
    content_base64: b64('x'),
  });

  const all = await s3<TFileRow>(admin, 'file', 'list', {});
  expect(all.body.results.map((f) => f.key)).toEqual([
    'comparison/DC1 2026-11-25.csv',
    'comparison/DC2.csv',
    'readme.txt',
  ]);
  // The comparison report's folder through the tools service: the same files.
  const compared = await server.call<TFileRow>(admin, 'tools', {
    site_id: 'SXD',
    entity: 'file',
    action: 'list',
    data: { folder: 'comparison' },
  });
  expect(compared.body.results.map((f) => f.filename)).toEqual(['DC1 2026-11-25.csv', 'DC2.csv']);

  const got = await s3<TFileContent>(admin, 'file', 'download', {
    key: 'comparison/DC1 2026-11-25.csv',
  });
  expect(got.status).toBe(200);
  expect(Buffer.from(got.body.results[0]!.content_base64, 'base64').toString()).toBe(
    'inventory_code,erp,wms\nA,1,2\n',
  );
  expect(got.body.results[0]!.content_type).toBe('text/csv');

  // Another site sees none of SXD's files, and cannot reach them by key.
  const tas = await s3<TFileRow>(admin, 'file', 'list', {}, 'TAS');
  expect(tas.body.results).toEqual([]);
  const across = await s3(admin, 'file', 'download', { key: 'comparison/DC2.csv' }, 'TAS');
  expect(across.status).toBe(404);
  const climb = await s3(admin, 'file', 'download', { key: '../SXD/readme.txt' }, 'TAS');
  expect(climb.status).toBe(400);

  // A download is checked like every call: a user without admin view is refused.
  const floor = await server.login('floor');
  expect((await s3(floor, 'file', 'download', { key: 'readme.txt' })).status).toBe(403);
  expect((await s3(floor, 'file', 'list', {})).status).toBe(403);
  const viewer = await server.login('viewer');
  expect((await s3(viewer, 'file', 'delete', { key: 'readme.txt' })).status).toBe(403);

  const gone = await s3<TFileRow>(admin, 'file', 'delete', { key: 'readme.txt' });
  expect(gone.status).toBe(200);
  const again = await s3(admin, 'file', 'delete', { key: 'readme.txt' });
  expect(again.status).toBe(404);
  expect(again.body.errors[0]!.message).toBe(M.notFound('readme.txt'));
  const bad = await s3(admin, 'file_cabinet', 'check', {
    filename: 'x.txt',
    content_base64: 'not base64!',
  });
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0]!.message).toBe(M.notBase64);
  const left = await s3<TFileRow>(admin, 'file', 'list', {});
  expect(left.body.results).toHaveLength(2);
}

describe('file cabinet', () => {
  const dirs: string[] = [];
  let bucket: S3Like;
  beforeAll(async () => {
    bucket = await startS3Like('wms-files', CREDS);
  });
  afterAll(async () => {
    setFileStore(undefined);
    await bucket.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('keeps files on the local disk, per site', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wms-files-'));
    dirs.push(dir);
    await journey(localFileStore(dir));
  });

  it('keeps files in an S3-compatible bucket, signed requests, paged lists', async () => {
    await journey(s3FileStore({ endpoint: bucket.endpoint, bucket: 'wms-files', ...CREDS }));
    expect([...bucket.objects.keys()].sort()).toEqual([
      'SXD/comparison/DC1 2026-11-25.csv',
      'SXD/comparison/DC2.csv',
    ]);
    expect(bucket.requests.some((r) => r.includes('continuation-token'))).toBe(true);
    // Wrong credentials are refused by the bucket, and the call answers an error.
    setFileStore(
      s3FileStore({
        endpoint: bucket.endpoint,
        bucket: 'wms-files',
        ...CREDS,
        secretAccessKey: 'wrong',
      }),
    );
    const admin = await server.login('admin');
    const refused = await s3(admin, 'file', 'list', {});
    expect(refused.status).toBe(500);
  });
});
