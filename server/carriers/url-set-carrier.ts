import { INTERMAX_SECRET } from '../../src/contract/consign';
import type { Db } from '../db/types';
import { readSecret } from '../secrets/vault';
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
 * The adapter of a URL set. Intermax signs with the site's INTERMAX_API_KEY secret (read here,
 * on the server); a site without it gets a carrier whose every call refuses with the
 * documents' message for that call.
 */
export async function urlSetCarrier(
  db: Db,
  siteId: string,
  kind: UrlSetInterface,
  urlSet: UrlSetConfig,
  timeoutMs: number,
): Promise<Carrier> {
  if (kind !== 'INTERMAX') return carrierFor({ courier_interface: kind, urlSet }, { timeoutMs });
  const apiKey = await readSecret(db, siteId, INTERMAX_SECRET);
  if (apiKey) return carrierFor({ courier_interface: 'INTERMAX', urlSet, apiKey }, { timeoutMs });
  const missing = `the site has no ${INTERMAX_SECRET} secret`;
  return {
    courier_interface: 'INTERMAX',
    quote: () => Promise.reject(new CarrierError('quote', missing)),
    book: () => Promise.reject(new CarrierError('consign', missing)),
    manifest: () => Promise.reject(new CarrierError('manifest', missing)),
    delete: () => Promise.reject(new CarrierError('delete', missing)),
    track: () => Promise.reject(new CarrierError('track', missing)),
    validateAddress: () => Promise.reject(new CarrierError('validate', missing)),
  };
}
