import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Write-only site secrets (database and ERP passwords), stored encrypted with AES-256-GCM.
 * The key is SECRETS_KEY (base64 of 32 bytes) or, when unset, the file `secrets.key` in
 * DATA_DIR (default ./data), generated on first use with mode 0600. A stored value reads
 * `v1:<iv>:<tag>:<ciphertext>` (base64 parts).
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

let cachedKey: Buffer | undefined;

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(
      `${source} must be the base64 of ${KEY_BYTES} bytes (e.g. openssl rand -base64 32)`,
    );
  return key;
}

/** The key file used when SECRETS_KEY is unset. */
export function secretsKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolve(env.DATA_DIR?.trim() || './data'), 'secrets.key');
}

/** The key from SECRETS_KEY, else from the data folder's key file (made when missing). */
export function loadSecretsKey(env: NodeJS.ProcessEnv): Buffer {
  const fromEnv = env.SECRETS_KEY?.trim();
  if (fromEnv) return decodeKey(fromEnv, 'SECRETS_KEY');
  const file = secretsKeyFile(env);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': a concurrent first start that wrote it first wins; its key is read below.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64') + '\n', {
        flag: 'wx',
        mode: 0o600,
      });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return decodeKey(readFileSync(file, 'utf8'), file);
}

/** The server's secrets key, loaded once. */
export function secretsKey(): Buffer {
  cachedKey ??= loadSecretsKey(process.env);
  return cachedKey;
}

/** Encrypt a secret for storage. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretsKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(
    ':',
  );
}

/** Decrypt a stored secret (for the server's own use, e.g. connecting to the ERP). */
export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('The stored secret is not in a known format');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * The stored value after a save: a new secret is encrypted, `clear` removes it, and an empty
 * or missing value keeps what is stored.
 */
export function nextSecret(
  stored: string | null,
  sent: string | undefined,
  clear: boolean | undefined,
): string | null {
  if (clear) return null;
  if (sent === undefined || sent === '') return stored;
  return encryptSecret(sent);
}
