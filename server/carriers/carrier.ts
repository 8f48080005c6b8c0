import { intermaxCarrier } from './intermax';
import { machshipCarrier } from './machship';
import { openFreightCarrier } from './openfreight';
import { rateCardCarrier, type RateCard } from './rate-card';
import { CARRIER_TIMEOUT_MS, type Carrier, type UrlSetConfig } from './types';

/*
 * The registry of carrier adapters, the top of server/carriers: the adapter for a courier's
 * interface. Callers outside server/carriers import from here, the shared types and the error
 * included (they live in types.ts, which the adapters import).
 */

export {
  CarrierError,
  CARRIER_TIMEOUT_MS,
  carrierTimeoutMs,
  type AddressCheck,
  type BookRequest,
  type Booking,
  type Carrier,
  type CarrierAddress,
  type CarrierParcel,
  type CarrierQuote,
  type QuoteRequest,
  type Tracking,
  type UrlSetConfig,
} from './types';

export type CarrierSetting =
  | { courier_interface: 'RATE_CARD'; rateCard: RateCard }
  | { courier_interface: 'MACHSHIP' | 'OPENFREIGHT'; urlSet: UrlSetConfig }
  /** Intermax: the URL set and the site's Intermax API key (a secret, see INTERMAX_SECRET). */
  | { courier_interface: 'INTERMAX'; urlSet: UrlSetConfig; apiKey: string };

/** The adapter for a courier's interface. */
export function carrierFor(setting: CarrierSetting, opts: { timeoutMs?: number } = {}): Carrier {
  const timeoutMs = opts.timeoutMs ?? CARRIER_TIMEOUT_MS;
  switch (setting.courier_interface) {
    case 'RATE_CARD':
      return rateCardCarrier(setting.rateCard);
    case 'MACHSHIP':
      return machshipCarrier(setting.urlSet, timeoutMs);
    case 'OPENFREIGHT':
      return openFreightCarrier(setting.urlSet, timeoutMs);
    case 'INTERMAX':
      return intermaxCarrier(setting.urlSet, setting.apiKey, timeoutMs);
  }
}
