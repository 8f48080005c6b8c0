import { sql } from 'drizzle-orm';
import { ERROR_CODES, type TCourierInterface, type TQuote } from '../../../src/contract';
import {
  carrierFor,
  type CarrierError,
  carrierTimeoutMs,
  type Carrier,
  type QuoteRequest,
  type UrlSetConfig,
} from '../../carriers/carrier';
import type { RateCard } from '../../carriers/rate-card';
import { interfaceOfPlatform, urlSetCarrier } from '../../carriers/url-set-carrier';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';

/*
 * The carriers a site books with: its rate card (couriers without an interface, or RATE_CARD)
 * and one HTTP adapter per URL set that couriers are booked through (MACHSHIP, OPENFREIGHT, INTERMAX).
 */

/** A carrier and the couriers it may book (null: any courier the rate card prices). */
export type SiteCarrier = { carrier: Carrier; couriers: Set<string> | null; url_set: string };

export async function loadRateCard(db: Db, siteId: string): Promise<RateCard> {
  const zones = await rows<RateCard['zones'][number]>(
    db,
    sql`SELECT courier, zone, state, postcode_from, postcode_to, transit_days
        FROM wms.rate_zones WHERE site_id = ${siteId}
        ORDER BY courier, postcode_from NULLS LAST, zone`,
  );
  const breaks = await rows<RateCard['breaks'][number]>(
    db,
    sql`SELECT courier, courier_service_code, zone, weight_from::float8 AS weight_from,
               base_charge::float8 AS base_charge, per_kg::float8 AS per_kg
        FROM wms.rate_breaks WHERE site_id = ${siteId}`,
  );
  const services = await rows<RateCard['services'][number]>(
    db,
    sql`SELECT r.courier, c.courier_name, r.courier_service_code, s.service_code_name,
               r.cubic_factor::float8 AS cubic_factor,
               r.fuel_levy_percent::float8 AS fuel_levy_percent,
               r.minimum_charge::float8 AS minimum_charge, r.surcharges
        FROM wms.rate_services r
        JOIN wms.couriers c ON c.site_id = r.site_id AND c.courier = r.courier
        JOIN wms.courier_services s ON s.site_id = r.site_id AND s.courier = r.courier
                                   AND s.courier_service_code = r.courier_service_code
        LEFT JOIN wms.courier_interfaces i ON i.site_id = r.site_id AND i.courier = r.courier
        WHERE r.site_id = ${siteId} AND COALESCE(i.courier_interface, 'RATE_CARD') = 'RATE_CARD'
        ORDER BY r.courier, r.courier_service_code`,
  );
  return { zones, breaks, services };
}

export async function loadUrlSet(
  db: Db,
  siteId: string,
  urlSet: string,
): Promise<UrlSetConfig | undefined> {
  const [row] = await rows<UrlSetConfig>(
    db,
    sql`SELECT url_set, platform, base_url, username, key, sender_name, sender_address_1,
               sender_town, sender_state, sender_postcode, sender_phone, sender_email
        FROM wms.carrier_url_sets WHERE site_id = ${siteId} AND url_set = ${urlSet}`,
  );
  return row;
}

type Link = { courier: string; courier_interface: TCourierInterface; url_set: string };

/** Every carrier of the site: the rate card first, then each URL set couriers use. */
export async function siteCarriers(db: Db, siteId: string): Promise<SiteCarrier[]> {
  const timeoutMs = carrierTimeoutMs();
  const out: SiteCarrier[] = [
    {
      carrier: carrierFor({
        courier_interface: 'RATE_CARD',
        rateCard: await loadRateCard(db, siteId),
      }),
      couriers: null,
      url_set: '',
    },
  ];
  const links = await rows<Link>(
    db,
    sql`SELECT courier, courier_interface, url_set FROM wms.courier_interfaces
        WHERE site_id = ${siteId} AND courier_interface <> 'RATE_CARD'
        ORDER BY url_set, courier`,
  );
  const byUrlSet = new Map<string, Link[]>();
  for (const l of links) byUrlSet.set(l.url_set, [...(byUrlSet.get(l.url_set) ?? []), l]);
  for (const [name, list] of byUrlSet) {
    const urlSet = await loadUrlSet(db, siteId, name);
    if (!urlSet) continue;
    const first = list[0]!.courier_interface;
    const kind = first === 'RATE_CARD' ? interfaceOfPlatform(urlSet.platform) : first;
    out.push({
      carrier: await urlSetCarrier(db, siteId, kind, urlSet, timeoutMs),
      couriers: new Set(list.map((l) => l.courier)),
      url_set: name,
    });
  }
  return out;
}

/** The carrier that books a courier. */
export async function carrierOfCourier(
  db: Db,
  siteId: string,
  courier: string,
): Promise<SiteCarrier> {
  const all = await siteCarriers(db, siteId);
  return all.find((c) => c.couriers?.has(courier)) ?? all[0]!;
}

/** The quotes of one carrier, kept to the couriers it books. */
export async function quotesOf(
  sc: SiteCarrier,
  request: QuoteRequest,
  signal?: AbortSignal,
): Promise<TQuote[]> {
  const quotes = await sc.carrier.quote(request, signal);
  return sc.couriers ? quotes.filter((q) => sc.couriers!.has(q.courier_code)) : quotes;
}

/** A carrier failure answered as the envelope's error (502), the carrier's detail kept. */
export function carrierFailure(error: CarrierError): AppError {
  return new AppError(ERROR_CODES.BAD_REQUEST, error.message, 502, error.detail);
}
