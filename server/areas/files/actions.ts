import { FILE_CALLS, FILE_MESSAGES as M, TOOLS_FILE_CALLS } from '../../../src/contract';
import { defineAction, type AnyAction } from '../action-types';
import { deleteFile, listFiles, readFile, uploadFile } from './cabinet';

const view = { module: 'admin', flag: 'view' } as const;
const listDescription =
  "The site's files in a folder and below ('' for all): key (relative to the site), filename, " +
  'size in bytes, last_modified, link. Local disk under the data folder, or an S3-compatible ' +
  'bucket when FILE_STORAGE=s3.';
const getDescription =
  "One of the site's files by key with its content (content_base64, content_type); 404 when missing.";

/**
 * Service `s3` (entities file and file_cabinet) and `tools` (entity file): the site's file
 * cabinet. Keys are relative to the site: one site never reaches another's files.
 */
export const fileActions: AnyAction[] = [
  defineAction({
    contract: FILE_CALLS.list,
    permission: view,
    description: listDescription,
    async handler(ctx, data) {
      return listFiles(ctx.siteId, data.folder);
    },
  }),
  defineAction({
    contract: TOOLS_FILE_CALLS.list,
    permission: view,
    description: `${listDescription} (the comparison report's folder is 'comparison').`,
    async handler(ctx, data) {
      return listFiles(ctx.siteId, data.folder);
    },
  }),
  defineAction({
    contract: FILE_CALLS.download,
    permission: view,
    description: getDescription,
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      return [await readFile(ctx.siteId, data.key)];
    },
  }),
  defineAction({
    contract: TOOLS_FILE_CALLS.get,
    permission: view,
    description: getDescription,
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      return [await readFile(ctx.siteId, data.key)];
    },
  }),
  defineAction({
    contract: FILE_CALLS.upload,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Upload (or replace) a file: folder, filename, content_type, content_base64 (at most the ' +
      'envelope allows). results[0]: the stored file.',
    async handler(ctx, data) {
      const key = data.folder ? `${data.folder}/${data.filename}` : data.filename;
      ctx.logRecord(key, 'file');
      const saved = await uploadFile(ctx.siteId, data);
      ctx.inform(M.uploaded(data.filename));
      return [saved];
    },
  }),
  defineAction({
    contract: FILE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: "Delete one of the site's files by key; 404 when missing.",
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      const gone = await deleteFile(ctx.siteId, data.key);
      ctx.inform(M.deleted(gone.filename));
      return [gone];
    },
  }),
];
