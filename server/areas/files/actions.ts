import { FILE_CALLS, FILE_MESSAGES as M, TOOLS_FILE_CALLS } from '../../../src/contract';
import { defineAction, outside, type AnyAction } from '../action-types';
import { deleteFile, listFiles, readFile, uploadFile } from './cabinet';

const view = { module: 'admin', flag: 'view' } as const;
const listDescription =
  "The site's files in a folder and below ('' for all): key (relative to the site), filename, " +
  'size in bytes, last_modified, link. Local disk under the data folder, or an S3-compatible ' +
  'bucket when FILE_STORAGE=s3.';
/** The longest one call to the file storage may take. */
const FILE_TIMEOUT_MS = 30_000;

/**
 * A call to the file storage, made once the call's transaction has committed (holding none),
 * answered as the call's results.
 */
const atStorage = <R>(call: (signal: AbortSignal) => Promise<R[]>) =>
  outside({ timeoutMs: FILE_TIMEOUT_MS, call, finish: async (_done, results: R[]) => results });

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
      return atStorage((signal) => listFiles(ctx.siteId, data.folder, signal));
    },
  }),
  defineAction({
    contract: TOOLS_FILE_CALLS.list,
    permission: view,
    description: `${listDescription} (the comparison report's folder is 'comparison').`,
    async handler(ctx, data) {
      return atStorage((signal) => listFiles(ctx.siteId, data.folder, signal));
    },
  }),
  defineAction({
    contract: FILE_CALLS.download,
    permission: view,
    description: getDescription,
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      return atStorage(async (signal) => [await readFile(ctx.siteId, data.key, signal)]);
    },
  }),
  defineAction({
    contract: TOOLS_FILE_CALLS.get,
    permission: view,
    description: getDescription,
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      return atStorage(async (signal) => [await readFile(ctx.siteId, data.key, signal)]);
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
      return outside({
        timeoutMs: FILE_TIMEOUT_MS,
        call: (signal) => uploadFile(ctx.siteId, data, signal),
        async finish(done, saved) {
          done.inform(M.uploaded(data.filename));
          return [saved];
        },
      });
    },
  }),
  defineAction({
    contract: FILE_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: "Delete one of the site's files by key; 404 when missing.",
    async handler(ctx, data) {
      ctx.logRecord(data.key, 'file');
      return outside({
        timeoutMs: FILE_TIMEOUT_MS,
        call: (signal) => deleteFile(ctx.siteId, data.key, signal),
        async finish(done, gone) {
          done.inform(M.deleted(gone.filename));
          return [gone];
        },
      });
    },
  }),
];
