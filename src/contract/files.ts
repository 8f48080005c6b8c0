import { z } from 'zod';
import { actionContract } from './action-contract';
import { BODY_LIMIT_BYTES } from './defaults';
import { text } from './fields';

/*
 * The file cabinet (document 3 "File": key, filename, size, last_modified, link; document 2
 * and 3 section 7 "Files": entity file list (optional folder) and download (key), file_cabinet
 * check; document 1 tools entity file list / get, folder comparison). A site's files are its
 * own: a key is relative to the site, and every call (a download too) is checked like any
 * other. Content travels as base64 inside the envelope.
 */

/** The largest file accepted: its base64 must fit the envelope's body limit. */
export const MAX_FILE_BYTES = Math.floor(((BODY_LIMIT_BYTES - 4096) * 3) / 4);
/** The folder the comparison report's files are kept in (document 1). */
export const COMPARISON_FOLDER = 'comparison';

export const FILE_MESSAGES = {
  badKey: 'Use folders and names of letters, numbers, spaces, dots, dashes and underscores',
  notFound: (key: string) => `File '${key}' was not found`,
  tooLarge: `The file is larger than ${Math.floor(MAX_FILE_BYTES / 1024)} KB`,
  notBase64: 'The file content is not base64',
  uploaded: (name: string) => `The file '${name}' was uploaded`,
  deleted: (name: string) => `The file '${name}' was deleted`,
  listFailed: (detail: string) =>
    `There was a problem getting the files, if the problem persists please contact support - ${detail}`,
  updateFailed: (detail: string) =>
    `There was a problem updating the File, if the problem persists please contact support - ${detail}`,
} as const;

const SEGMENT = /^[A-Za-z0-9._ -]+$/;
const validPath = (v: string) =>
  v.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && s.trim() === s);

/** A file's key within the site: folder/…/filename. */
export const ZFileKey = text(300).trim().min(1).refine(validPath, FILE_MESSAGES.badKey);
/** A folder within the site ('' for the top). */
export const ZFolder = text(200)
  .trim()
  .transform((v) => v.replace(/^\/+|\/+$/g, ''))
  .refine((v) => v === '' || validPath(v), FILE_MESSAGES.badKey);

export const ZFileRow = z.object({
  key: z.string(),
  filename: z.string(),
  size: z.number(),
  last_modified: z.string(),
  /** The call that downloads it (service s3, entity file, action download, this key). */
  link: z.string(),
});
export type TFileRow = z.output<typeof ZFileRow>;

export const ZFileContent = ZFileRow.extend({
  content_type: z.string(),
  content_base64: z.string(),
});
export type TFileContent = z.output<typeof ZFileContent>;

export const ZFileList = z.object({ folder: ZFolder.default('') });
export const ZFileKeyInput = z.object({ key: ZFileKey });
export const ZFileUpload = z.object({
  folder: ZFolder.default(''),
  filename: text(120)
    .trim()
    .min(1)
    .refine((v) => SEGMENT.test(v) && v !== '.' && v !== '..', FILE_MESSAGES.badKey),
  content_type: text(120).trim().default('application/octet-stream'),
  content_base64: z.string().max(Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4, FILE_MESSAGES.tooLarge),
});
export type TFileUpload = z.input<typeof ZFileUpload>;

/** A file's name: the last part of its key. */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const fileLink = (key: string) =>
  `/api/s3/?entity=file&action=download&key=${encodeURIComponent(key)}`;

export const FILE_CALLS = {
  list: actionContract({
    service: 's3',
    entity: 'file',
    action: 'list',
    input: ZFileList,
    output: ZFileRow,
  }),
  download: actionContract({
    service: 's3',
    entity: 'file',
    action: 'download',
    input: ZFileKeyInput,
    output: ZFileContent,
  }),
  upload: actionContract({
    service: 's3',
    entity: 'file_cabinet',
    action: 'check',
    input: ZFileUpload,
    output: ZFileRow,
  }),
  delete: actionContract({
    service: 's3',
    entity: 'file',
    action: 'delete',
    input: ZFileKeyInput,
    output: ZFileRow,
  }),
};

/** The same files through the tools service (document 1: folder comparison, key). */
export const TOOLS_FILE_CALLS = {
  list: actionContract({
    service: 'tools',
    entity: 'file',
    action: 'list',
    input: ZFileList,
    output: ZFileRow,
  }),
  get: actionContract({
    service: 'tools',
    entity: 'file',
    action: 'get',
    input: ZFileKeyInput,
    output: ZFileContent,
  }),
};
