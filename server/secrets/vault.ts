import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { siteSecrets } from '../db/schema';
import type { Db } from '../db/types';
import { secretsKey } from './cipher';
import { openForAddress, originOf, sealForOrigin } from './origin-bound';

/*
 * A site's named secrets (ERP and carrier credentials), sealed with AES-256-GCM under the
 * server's secrets key (./cipher), bound to their site and name and to the origin of the
 * address they were saved for (./origin-bound): read only to be sent to that origin.
 * seal/unseal are the earlier v1 format (no origin): a v1 value has no address, so
 * readSecretFor refuses it until the secret is set again with one.
 */

const VERSION = 'v1';
const key = () => secretsKey();

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

/** Store (or replace) a site's secret, sealed for the origin of `address` (the only one it goes to). */
export async function writeSecret(
  db: Db,
  siteId: string,
  name: string,
  value: string,
  userId: string,
  address: string,
): Promise<{ name: string; set_by: string; set_at: Date; origin: string }> {
  const values = {
    sealed: sealForOrigin(value, address, boundTo(siteId, name)),
    set_by: userId,
    set_at: new Date(),
  };
  const [row] = await db
    .insert(siteSecrets)
    .values({ site_id: siteId, name, ...values })
    .onConflictDoUpdate({ target: [siteSecrets.site_id, siteSecrets.name], set: values })
    .returning({ name: siteSecrets.name, set_by: siteSecrets.set_by, set_at: siteSecrets.set_at });
  return { ...row!, origin: originOf(address) };
}

/**
 * A site's secret in plain text to send to `address`, for server code that talks to the
 * outside (an ERP connector, a carrier); undefined when the site has none of that name. A
 * secret saved for another origin, or for none (one stored before secrets named their
 * address), throws SecretOriginMismatch with `message(savedFor, target)`. Never send it to a
 * browser.
 */
export async function readSecretFor(
  db: Db,
  siteId: string,
  name: string,
  address: string,
  message: (savedFor: string | null, target: string) => string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ sealed: siteSecrets.sealed })
    .from(siteSecrets)
    .where(and(eq(siteSecrets.site_id, siteId), eq(siteSecrets.name, name)));
  return row ? openForAddress(row.sealed, address, boundTo(siteId, name), message) : undefined;
}
