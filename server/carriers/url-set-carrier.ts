import { INTERMAX_SECRET } from '../../src/contract/consign';
import { SECRET_MESSAGES } from '../../src/contract/secrets';
import type { Db } from '../db/types';
import { openForAddress, SecretOriginMismatch, urlSetKeyBound } from '../secrets/origin-bound';
import { readSecretFor } from '../secrets/vault';
import { type Carrier, CarrierError, carrierFor, type UrlSetConfig } from './carrier';

/** The platform interfaces a URL set books through. */
export type UrlSetInterface = 'MACHSHIP' | 'OPENFREIGHT' | 'INTERMAX';

/** A URL set's platform as a courier interface. */
export function interfaceOfPlatform(platform: string): UrlSetInterface {
  if (platform === 'machship') return 'MACHSHIP';
  if (platform === 'intermax') return 'INTERMAX';
  return 'OPENFREIGHT';
}

/**
 * The adapter of a URL set. Machship and OpenFreight use the URL set's key, opened only for
 * the origin it was saved for (else every call refuses, naming both). Intermax signs with the
 * site's INTERMAX_API_KEY secret (read here, on the server, only for the origin it was saved
 * for); a site without it, or with one saved for another origin, gets a carrier whose every
 * call refuses with the documents' message for that call.
 */
export async function urlSetCarrier(
  db: Db,
  siteId: string,
  kind: UrlSetInterface,
  urlSet: UrlSetConfig,
  timeoutMs: number,
): Promise<Carrier> {
  if (kind !== 'INTERMAX') {
    const key = openUrlSetKey(siteId, urlSet);
    if (typeof key !== 'string') return refusingCarrier(kind, key.refusal);
    return carrierFor({ courier_interface: kind, urlSet: { ...urlSet, key } }, { timeoutMs });
  }
  const apiKey = await openIntermaxKey(db, siteId, urlSet.base_url);
  if (typeof apiKey !== 'string') return refusingCarrier('INTERMAX', apiKey.refusal);
  return carrierFor({ courier_interface: 'INTERMAX', urlSet, apiKey }, { timeoutMs });
}

/**
 * The site's INTERMAX_API_KEY secret in plain text for the URL set's base URL, or the refusal:
 * none set, or saved for another origin (or for none).
 */
async function openIntermaxKey(
  db: Db,
  siteId: string,
  baseUrl: string,
): Promise<string | { refusal: string }> {
  try {
    const key = await readSecretFor(db, siteId, INTERMAX_SECRET, baseUrl, (saved, target) =>
      SECRET_MESSAGES.savedForOther(SECRET_MESSAGES.namedSecret(INTERMAX_SECRET), saved, target),
    );
    return key || { refusal: `the site has no ${INTERMAX_SECRET} secret` };
  } catch (error) {
    if (error instanceof SecretOriginMismatch) return { refusal: error.message };
    throw error;
  }
}

/**
 * A URL set's key in plain text for its base URL: '' when none is stored, or the refusal when
 * it was saved for another origin (or is not sealed, so its origin is unknown).
 */
export function openUrlSetKey(
  siteId: string,
  urlSet: Pick<UrlSetConfig, 'url_set' | 'base_url' | 'key'>,
): string | { refusal: string } {
  if (!urlSet.key) return '';
  try {
    return openForAddress(
      urlSet.key,
      urlSet.base_url,
      urlSetKeyBound(siteId, urlSet.url_set),
      (saved, target) =>
        SECRET_MESSAGES.savedForOther(SECRET_MESSAGES.urlSetKey(urlSet.url_set), saved, target),
    );
  } catch (error) {
    if (error instanceof SecretOriginMismatch) return { refusal: error.message };
    throw error;
  }
}

/** A carrier whose every call refuses with the documents' message and `why`, sending nothing. */
function refusingCarrier(kind: UrlSetInterface, why: string): Carrier {
  return {
    courier_interface: kind,
    quote: () => Promise.reject(new CarrierError('quote', why)),
    book: () => Promise.reject(new CarrierError('consign', why)),
    manifest: () => Promise.reject(new CarrierError('manifest', why)),
    delete: () => Promise.reject(new CarrierError('delete', why)),
    track: () => Promise.reject(new CarrierError('track', why)),
    validateAddress: () => Promise.reject(new CarrierError('validate', why)),
  };
}
