import {
  FILE_MESSAGES as M,
  MAX_FILE_BYTES,
  fileLink,
  fileNameOf,
  type TFileContent,
  type TFileRow,
} from '../../../src/contract';
import { badRequest, notFound } from '../../errors';
import { fileStore, type StoredFile } from '../../files/file-store';

/*
 * The file cabinet of one site: every key is kept under the site's own prefix, so a site sees,
 * reads and deletes only its own files whatever key it sends.
 */

const prefixOf = (siteId: string) => `${siteId}/`;
const fullKey = (siteId: string, key: string) => `${prefixOf(siteId)}${key}`;

const TYPES: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  pdf: 'application/pdf',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zpl: 'text/plain',
};
const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

function row(siteId: string, f: StoredFile): TFileRow {
  const key = f.key.slice(prefixOf(siteId).length);
  return {
    key,
    filename: fileNameOf(key),
    size: f.size,
    last_modified: f.last_modified.toISOString(),
    link: fileLink(key),
  };
}

export async function listFiles(
  siteId: string,
  folder: string,
  signal?: AbortSignal,
): Promise<TFileRow[]> {
  const prefix = fullKey(siteId, folder ? `${folder}/` : '');
  const found = await fileStore().list(prefix, signal);
  return found.map((f) => row(siteId, f));
}

export async function readFile(
  siteId: string,
  key: string,
  signal?: AbortSignal,
): Promise<TFileContent> {
  const found = await fileStore().get(fullKey(siteId, key), signal);
  if (!found) throw notFound(M.notFound(key));
  return {
    ...row(siteId, {
      key: fullKey(siteId, key),
      size: found.size,
      last_modified: found.last_modified,
    }),
    content_type: contentTypeOf(key),
    content_base64: Buffer.from(found.body).toString('base64'),
  };
}

export async function uploadFile(
  siteId: string,
  upload: { folder: string; filename: string; content_type: string; content_base64: string },
  signal?: AbortSignal,
): Promise<TFileRow> {
  const text = upload.content_base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw badRequest(M.notBase64);
  const body = Buffer.from(text, 'base64');
  if (body.length > MAX_FILE_BYTES) throw badRequest(M.tooLarge);
  const key = upload.folder ? `${upload.folder}/${upload.filename}` : upload.filename;
  const type = upload.content_type || contentTypeOf(key);
  await fileStore().put(fullKey(siteId, key), body, type, signal);
  const [saved] = await fileStore().list(fullKey(siteId, key), signal);
  return saved
    ? row(siteId, saved)
    : {
        key,
        filename: upload.filename,
        size: body.length,
        last_modified: new Date().toISOString(),
        link: fileLink(key),
      };
}

export async function deleteFile(
  siteId: string,
  key: string,
  signal?: AbortSignal,
): Promise<TFileRow> {
  const found = await fileStore().get(fullKey(siteId, key), signal);
  if (!found || !(await fileStore().remove(fullKey(siteId, key), signal)))
    throw notFound(M.notFound(key));
  return row(siteId, {
    key: fullKey(siteId, key),
    size: found.size,
    last_modified: found.last_modified,
  });
}
