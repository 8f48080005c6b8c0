import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { secretsKey } from './cipher';

/*
 * Secrets bound to the origin (scheme://host:port) they were saved for: the ERP password (for
 * the site's ERP interface address) and a carrier URL set's key (for its base URL). A stored
 * value reads `o1:<origin>:<iv>:<tag>:<ciphertext>` (base64 parts); the origin and a binding
 * context (the row it belongs to) are the AES-256-GCM additional data, so neither can be
 * changed without the value failing to open.
 */

const VERSION = 'o1';

/** The origin of an address (`https://a.example:8443`), or '' when it is not an http(s) URL. */
export function originOf(address: string | null | undefined): string {
  const text = address?.trim();
  if (!text) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

const aad = (bound: string, origin: string) => Buffer.from(`${bound}\n${origin}`, 'utf8');
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');

/** Seal a secret for the origin of `address`, bound to its row (`bound`). */
export function sealForOrigin(plain: string, address: string, bound: string): string {
  const origin = originOf(address);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(), iv);
  cipher.setAAD(aad(bound, origin));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, b64(origin), b64(iv), b64(cipher.getAuthTag()), b64(data)].join(':');
}

/** Whether a stored value is an origin-bound sealed secret. */
export const isOriginSealed = (stored: string | null | undefined): stored is string =>
  typeof stored === 'string' && stored.startsWith(`${VERSION}:`);

/** The origin a sealed secret was saved for; null when the value is not origin-bound. */
export function savedOrigin(stored: string | null | undefined): string | null {
  if (!isOriginSealed(stored)) return null;
  return Buffer.from(stored.split(':')[1] ?? '', 'base64').toString('utf8');
}

/** Open a sealed secret whatever its origin (the caller checks the origin first). */
export function openSealed(stored: string, bound: string): string {
  const [version, origin, iv, tag, data] = stored.split(':');
  if (version !== VERSION || origin === undefined || !iv || !tag || data === undefined)
    throw new Error('The stored secret is not in a known format');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(), Buffer.from(iv, 'base64'));
  decipher.setAAD(aad(bound, Buffer.from(origin, 'base64').toString('utf8')));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** A stored secret refused for an address other than the one it was saved for. */
export class SecretOriginMismatch extends Error {
  constructor(
    message: string,
    readonly savedFor: string | null,
    readonly target: string,
  ) {
    super(message);
    this.name = 'SecretOriginMismatch';
  }
}

/**
 * The plain secret to send to `address`, or a SecretOriginMismatch (with `message(savedFor,
 * target)`) when it was saved for another origin, or with no origin recorded.
 */
export function openForAddress(
  stored: string,
  address: string,
  bound: string,
  message: (savedFor: string | null, target: string) => string,
): string {
  const target = originOf(address);
  const savedFor = savedOrigin(stored);
  if (!target || savedFor !== target)
    throw new SecretOriginMismatch(message(savedFor, target || address), savedFor, target);
  return openSealed(stored, bound);
}

/**
 * The stored value after a save of a secret and its address:
 * - `clear`: removed;
 * - a new value: sealed for the address saved with it;
 * - nothing sent: kept while the address keeps its origin, removed when the origin changes
 *   (`cleared` says so; a secret never follows an address to another host).
 */
export function nextOriginSecret(input: {
  stored: string | null;
  sent: string | null | undefined;
  clear?: boolean | undefined;
  address: string | null | undefined;
  bound: string;
}): { value: string | null; cleared: boolean } {
  if (input.clear) return { value: null, cleared: false };
  const sent = input.sent ?? '';
  if (sent !== '')
    return { value: sealForOrigin(sent, input.address ?? '', input.bound), cleared: false };
  if (!input.stored) return { value: input.stored, cleared: false };
  return savedOrigin(input.stored) === originOf(input.address)
    ? { value: input.stored, cleared: false }
    : { value: null, cleared: true };
}

/** The binding context of a site's ERP password. */
export const erpPasswordBound = (siteId: string) => `${siteId}/erp_password`;

/** The binding context of a carrier URL set's key. */
export const urlSetKeyBound = (siteId: string, urlSet: string) => `${siteId}/url_set/${urlSet}`;
