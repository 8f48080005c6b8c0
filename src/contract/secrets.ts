import { z } from 'zod';
import { actionContract } from './action-contract';
import { answered, text } from './fields';
import { MESSAGES } from './messages';

/*
 * A site's secrets (/secret): ERP and carrier credentials, kept encrypted on the server. The
 * browser may set, replace or delete a secret and see its name and when it was set: never its
 * value. The value travels as `secret_value`, a field the activity log redacts. A secret is
 * saved for an address and the server sends it only to that address's origin.
 */

export const SECRET_MESSAGES = {
  nameFormat: 'Use letters, numbers, dots, dashes and underscores',
  valueRequired: MESSAGES.required,
  notFound: (name: string) => `Secret '${name}' was not found`,
  saved: (name: string) => `Secret '${name}' was saved`,
  deleted: (name: string) => `Secret '${name}' was deleted`,
  listFailed: (detail: string) =>
    `Something went wrong listing the secrets! Please contact support if it persists - ${detail}`,
  saveFailed: (detail: string) =>
    `There was a problem updating the secret, if the problem persists please contact support - ${detail}`,
  /** A stored credential is sent only to the origin (scheme://host:port) it was saved for. */
  savedForOther: (what: string, savedFor: string | null, target: string) =>
    savedFor
      ? `The stored ${what} was saved for ${savedFor}; enter it again for ${target}`
      : `The stored ${what} was saved for no address; enter it again for ${target}`,
  /** A save that moved the address to another origin without the credential removed it. */
  clearedForAddress: (what: string, target: string) =>
    `The stored ${what} was cleared because the address changed; enter it again for ${target || 'the new address'}`,
  erpPassword: 'ERP password',
  databasePassword: 'database password',
  urlSetKey: (urlSet: string) => `key of URL set '${urlSet}'`,
  namedSecret: (name: string) => `secret '${name}'`,
  address: answered('Enter the address (http:// or https://) the secret is sent to'),
} as const;

/** Names the ERP connector and carrier adapters read (offered when adding; any name is allowed). */
export const SECRET_NAME_SUGGESTIONS = [
  'ERP_USERNAME',
  'ERP_PASSWORD',
  'ERP_API_KEY',
  'MACHSHIP_API_TOKEN',
  'CARRIER_ACCOUNT_KEY',
  'INTERMAX_API_KEY',
] as const;

const ZName = text(80)
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^[A-Za-z0-9_.-]+$/, SECRET_MESSAGES.nameFormat);

export const ZSecretRow = z.object({
  name: z.string(),
  set_by: z.string(),
  set_at: z.string(),
  /** The origin (scheme://host:port) the secret is sent to; '' when saved for none. */
  origin: z.string(),
});
export type TSecretRow = z.output<typeof ZSecretRow>;

/** An http(s) address: the secret goes only to its origin (e.g. the carrier's base URL). */
const ZAddress = text(500, SECRET_MESSAGES.address)
  .trim()
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, SECRET_MESSAGES.address);

export const ZSecretSet = z.object({
  name: ZName,
  secret_value: text(4000).min(1, SECRET_MESSAGES.valueRequired),
  address: ZAddress,
});
export type TSecretSet = z.input<typeof ZSecretSet>;

export const SECRET_CALLS = {
  list: actionContract({
    service: 'secret',
    entity: 'secret',
    action: 'list',
    input: z.object({}),
    output: ZSecretRow,
  }),
  set: actionContract({
    service: 'secret',
    entity: 'secret',
    action: 'set',
    input: ZSecretSet,
    output: ZSecretRow,
  }),
  delete: actionContract({
    service: 'secret',
    entity: 'secret',
    action: 'delete',
    input: z.object({ name: ZName }),
    output: ZSecretRow,
  }),
};
