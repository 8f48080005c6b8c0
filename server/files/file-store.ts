import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { loadConfig } from '../config';

/*
 * Where the file cabinet keeps files: a folder under the data folder by default, or an
 * S3-compatible bucket when FILE_STORAGE=s3 (S3_ENDPOINT, S3_BUCKET, S3_REGION default
 * ap-southeast-2, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Keys are full object keys; the
 * caller (server/areas/files) puts every site's files under its own site prefix.
 */

export type StoredFile = { key: string; size: number; last_modified: Date };

export type FileStore = {
  kind: 'local' | 's3';
  /** Each call to a bucket ends when `signal` aborts. */
  list(prefix: string, signal?: AbortSignal): Promise<StoredFile[]>;
  put(key: string, body: Uint8Array, contentType: string, signal?: AbortSignal): Promise<void>;
  /** Undefined when there is no such file. */
  get(
    key: string,
    signal?: AbortSignal,
  ): Promise<{ body: Uint8Array; size: number; last_modified: Date } | undefined>;
  /** False when there was no such file. */
  remove(key: string, signal?: AbortSignal): Promise<boolean>;
};

export const DEFAULT_S3_REGION = 'ap-southeast-2';

/** Files on the local disk, in `root` (the key's slashes are folders). */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';
  async function walk(dir: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (missing(e)) return [];
      throw e;
    }
    const found: string[] = [];
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) found.push(...(await walk(path)));
      else if (entry.isFile()) found.push(path);
    }
    return found;
  }
  return {
    kind: 'local',
    async list(prefix) {
      // Walk only the prefix's folder part.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const files = await walk(folder ? pathOf(folder) : root);
      const listed: StoredFile[] = [];
      for (const path of files) {
        const key = relative(root, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const s = await stat(path);
        listed.push({ key, size: s.size, last_modified: s.mtime });
      }
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        const path = pathOf(key);
        const [body, s] = await Promise.all([readFile(path), stat(path)]);
        return { body, size: s.size, last_modified: s.mtime };
      } catch (e) {
        if (missing(e)) return undefined;
        throw e;
      }
    },
    async remove(key) {
      try {
        await stat(pathOf(key));
      } catch (e) {
        if (missing(e)) return false;
        throw e;
      }
      await rm(pathOf(key));
      return true;
    },
  };
}

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** An S3-compatible bucket, path-style (endpoint/bucket/key), signed with AWS Signature V4. */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 0,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (what: string, res: Response) => {
    const detail = (await res.text()).slice(0, 300);
    return new Error(`File storage ${what} failed: ${res.status} ${detail}`);
  };
  return {
    kind: 's3',
    async list(prefix, signal) {
      const listed: StoredFile[] = [];
      let token: string | undefined;
      do {
        const url = new URL(base);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', prefix);
        if (token) url.searchParams.set('continuation-token', token);
        const res = await client.fetch(url.toString(), { method: 'GET', signal });
        if (!res.ok) throw await fail('list', res);
        const xml = await res.text();
        for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const field = (name: string) =>
            xmlText(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(body!)?.[1] ?? '');
          listed.push({
            key: field('Key'),
            size: Number(field('Size')),
            last_modified: new Date(field('LastModified')),
          });
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xmlText(
              /<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '',
            )
          : undefined;
      } while (token);
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },
    async put(key, body, contentType, signal) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        signal,
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw await fail('upload', res);
    },
    async get(key, signal) {
      const res = await client.fetch(objectUrl(key), { method: 'GET', signal });
      if (res.status === 404) return undefined;
      if (!res.ok) throw await fail('download', res);
      const body = new Uint8Array(await res.arrayBuffer());
      const modified = res.headers.get('last-modified');
      return { body, size: body.length, last_modified: modified ? new Date(modified) : new Date() };
    },
    async remove(key, signal) {
      const head = await client.fetch(objectUrl(key), { method: 'HEAD', signal });
      if (head.status === 404) return false;
      const res = await client.fetch(objectUrl(key), { method: 'DELETE', signal });
      if (!res.ok && res.status !== 204) throw await fail('delete', res);
      return true;
    },
  };
}

/** The store the environment configures (local under the data folder unless FILE_STORAGE=s3). */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv = process.env): FileStore {
  if ((env.FILE_STORAGE ?? '').trim().toLowerCase() === 's3') {
    const need = (name: string) => {
      const v = env[name]?.trim();
      if (!v) throw new Error(`FILE_STORAGE=s3 needs ${name}`);
      return v;
    };
    return s3FileStore({
      endpoint: need('S3_ENDPOINT'),
      bucket: need('S3_BUCKET'),
      region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
    });
  }
  return localFileStore(join(loadConfig(env).dataDir, 'files'));
}

let current: FileStore | undefined;
/** The server's file store (made from the environment on first use). */
export const fileStore = (): FileStore => (current ??= fileStoreFromEnv());
/** Use another store (a test's S3-like server, say). */
export function setFileStore(store: FileStore | undefined): void {
  current = store;
}
