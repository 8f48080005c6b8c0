import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { siteSecrets } from '../db/schema';
import type { Db } from '../db/types';

/*
 * A site's secrets, sealed with AES-256-GCM. The key is SECRET_KEY (32 bytes as 64 hex digits
 * or base64) or, when that is unset, the file `secret.key` in the data folder, generated once
 * (mode 0600). The data folder is never committed; neither is the key.
 */

export const SECRET_KEY_FILE = 'secret.key';
const VERSION = 'v1';

function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** The key from SECRET_KEY, else from the data folder's key file (made when missing). */
export function loadSecretKey(
  env: NodeJS.ProcessEnv = process.env,
  dataDir: string = loadConfig(env).dataDir,
): Buffer {
  if (env.SECRET_KEY?.trim()) return parseKey(env.SECRET_KEY);
  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a start racing this one keeps the first key written.
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseKey(readFileSync(file, 'utf8'));
}

let cached: Buffer | undefined;
const key = () => (cached ??= loadSecretKey());

/** Seal a value bound to its site and name (moving the ciphertext to another row fails). */
export function seal(plain: string, bound: string, k: Buffer = key()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  cipher.setAAD(Buffer.from(bound, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join('.');
}

export function unseal(sealed: string, bound: string, k: Buffer = key()): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

export const boundTo = (siteId: string, name: string) => `${siteId}/${name}`;

/** Store (or replace) a site's secret, sealed. */
export async function writeSecret(
  db: Db,
  siteId: string,
  name: string,
  value: string,
  userId: string,
): Promise<{ name: string; set_by: string; set_at: Date }> {
  const values = { sealed: seal(value, boundTo(siteId, name)), set_by: userId, set_at: new Date() };
  const [row] = await db
    .insert(siteSecrets)
    .values({ site_id: siteId, name, ...values })
    .onConflictDoUpdate({ target: [siteSecrets.site_id, siteSecrets.name], set: values })
    .returning({ name: siteSecrets.name, set_by: siteSecrets.set_by, set_at: siteSecrets.set_at });
  return row!;
}

/**
 * A site's secret in plain text, for server code that talks to the outside (an ERP connector,
 * a carrier); undefined when the site has none of that name. Never send it to a browser.
 */
export async function readSecret(
  db: Db,
  siteId: string,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ sealed: siteSecrets.sealed })
    .from(siteSecrets)
    .where(and(eq(siteSecrets.site_id, siteId), eq(siteSecrets.name, name)));
  return row ? unseal(row.sealed, boundTo(siteId, name)) : undefined;
}
