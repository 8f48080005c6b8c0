import { randomBytes } from 'node:crypto';
import type {
  AddressCheck,
  Booking,
  BookRequest,
  Carrier,
  CarrierQuote,
  QuoteRequest,
  Tracking,
} from './types';

/*
 * The rate-card carrier: quotes from the site's own tables (zones by postcode range or state,
 * weight breaks, cubic factor, fuel levy and surcharges) with no network. Booking issues a
 * connote locally; there is no remote side to manifest, delete or track.
 */

export type RateZone = {
  courier: string;
  zone: string;
  state: string;
  postcode_from: number | null;
  postcode_to: number | null;
  transit_days: number;
};
export type RateBreak = {
  courier: string;
  courier_service_code: string;
  zone: string;
  weight_from: number;
  base_charge: number;
  per_kg: number;
};
export type RateService = {
  courier: string;
  courier_name: string;
  courier_service_code: string;
  service_code_name: string;
  cubic_factor: number;
  fuel_levy_percent: number;
  minimum_charge: number;
  surcharges: { name: string; amount: number }[];
};
export type RateCard = { zones: RateZone[]; breaks: RateBreak[]; services: RateService[] };

/** Australia Post's postcode ranges of each state and territory. */
export const STATE_POSTCODES: Record<string, [number, number][]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

const inState = (state: string, postcode: number) =>
  (STATE_POSTCODES[state] ?? []).some(([from, to]) => postcode >= from && postcode <= to);

/** The surcharge that applies only to residential receivers. */
export const RESIDENTIAL_SURCHARGE = 'Residential';

const cents = (n: number) => Math.round(n * 100) / 100;

/** The zone of a courier for an address: a postcode range first, else the whole state. */
export function zoneFor(
  zones: RateZone[],
  courier: string,
  state: string,
  postcode: string,
): RateZone | undefined {
  const pc = Number.parseInt(postcode, 10);
  const st = state.trim().toUpperCase();
  const mine = zones.filter((z) => z.courier === courier);
  const ranged = Number.isFinite(pc)
    ? mine.find(
        (z) =>
          z.postcode_from !== null &&
          z.postcode_to !== null &&
          pc >= z.postcode_from &&
          pc <= z.postcode_to &&
          (z.state === '' || z.state.toUpperCase() === st),
      )
    : undefined;
  return ranged ?? mine.find((z) => z.postcode_from === null && z.state.toUpperCase() === st);
}

/** Whole business days after a YYYY-MM-DD date (Saturdays and Sundays skipped). */
export function addBusinessDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

/** The price of one service for a shipment, or undefined when it does not serve the zone. */
export function priceService(
  card: RateCard,
  service: RateService,
  request: QuoteRequest,
): CarrierQuote | undefined {
  const zone = zoneFor(
    card.zones,
    service.courier,
    request.receiver.state,
    request.receiver.postcode,
  );
  if (!zone) return undefined;
  const weight = request.parcels.reduce((s, p) => s + p.weight, 0);
  const volume = request.parcels.reduce((s, p) => s + p.volume, 0);
  const chargeable = Math.max(weight, volume * service.cubic_factor);
  let best: RateBreak | undefined;
  for (const b of card.breaks) {
    if (
      b.courier === service.courier &&
      b.courier_service_code === service.courier_service_code &&
      b.zone === zone.zone &&
      b.weight_from <= chargeable &&
      (!best || b.weight_from > best.weight_from)
    )
      best = b;
  }
  if (!best) return undefined;
  const freight = best.base_charge + best.per_kg * chargeable;
  const levy = (freight * service.fuel_levy_percent) / 100;
  const extras = service.surcharges
    .filter((s) => s.name !== RESIDENTIAL_SURCHARGE || request.receiver.residential)
    .reduce((s, x) => s + x.amount, 0);
  const price = cents(Math.max(service.minimum_charge, freight + levy + extras));
  return {
    courier_id: service.courier,
    courier_code: service.courier,
    courier: service.courier_name,
    courier_service: service.service_code_name,
    service_name: service.service_code_name,
    service_id: service.courier_service_code,
    service_code: service.courier_service_code,
    courier_interface: 'RATE_CARD',
    estimated_delivery: addBusinessDays(request.despatch_date, zone.transit_days),
    total_cost: price,
  };
}

export function rateCardCarrier(card: RateCard): Carrier {
  return {
    courier_interface: 'RATE_CARD',
    quote(request: QuoteRequest): Promise<CarrierQuote[]> {
      const quotes: CarrierQuote[] = [];
      for (const service of card.services) {
        const q = priceService(card, service, request);
        if (q) quotes.push(q);
      }
      return Promise.resolve(quotes);
    },
    book(request: BookRequest): Promise<Booking> {
      const connote =
        `${request.quote.courier_code}${randomBytes(5).toString('hex')}`.toUpperCase();
      return Promise.resolve({
        consignment: connote,
        connote,
        shipment_total: request.quote.total_cost,
        etd: request.quote.estimated_delivery,
      });
    },
    manifest(connotes: string[]): Promise<{ manifest: string }> {
      return Promise.resolve({ manifest: connotes.length ? `RC-${connotes[0]}` : '' });
    },
    delete(): Promise<void> {
      return Promise.resolve();
    },
    track(): Promise<Tracking> {
      return Promise.resolve({ tracking_status: '', delivered: false });
    },
    validateAddress(location): Promise<AddressCheck> {
      const st = location.state.trim().toUpperCase();
      const pc = Number.parseInt(location.postcode, 10);
      // a postcode of the state that one of the card's zones serves
      const valid =
        inState(st, pc) &&
        card.zones.some(
          (z) =>
            z.state.toUpperCase() === st &&
            (z.postcode_from === null ||
              (z.postcode_to !== null && pc >= z.postcode_from && pc <= z.postcode_to)),
        );
      return Promise.resolve({ valid, suggestions: [] });
    },
  };
}
