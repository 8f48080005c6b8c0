import { z } from 'zod';
import type { Carrier, CarrierAddress, CarrierQuote, UrlSetConfig } from './types';
import { carrierJson, joinUrl } from './http';

/*
 * The Intermax courier platform (document 1 "Courier interfaces offered: OpenFreight and
 * Intermax") over its JSON API, configured by a URL set (base URL, account number as the
 * username, the sender) and the site's Intermax API key from its secrets, sent as a bearer
 * token with the account in X-Intermax-Account.
 *
 *   POST   rates                         { account, pickup, delivery, despatch_date, pieces }
 *   POST   jobs                          { account, service, ... }   -> { job_id, connote, ... }
 *   POST   manifests                     { connotes }                -> { manifest_no }
 *   DELETE jobs/{connote}                                            -> { cancelled: true }
 *   GET    jobs/{connote}/events                                     -> { events, delivered }
 *   POST   locations/validate            { suburb, state, postcode } -> { matched, alternatives }
 */

const ZRates = z.object({
  rates: z.array(
    z.object({
      carrier_code: z.string(),
      carrier_name: z.string(),
      service_code: z.string(),
      service_name: z.string(),
      eta_date: z.string(),
      total_inc_gst: z.number(),
    }),
  ),
});
const ZJob = z.object({
  job_id: z.union([z.string(), z.number()]).transform(String),
  connote: z.string().min(1),
  total_inc_gst: z.number(),
  eta_date: z.string().nullish(),
});
const ZManifest = z.object({ manifest_no: z.union([z.string(), z.number()]).transform(String) });
const ZCancelled = z.object({ cancelled: z.literal(true) });
const ZEvents = z.object({
  delivered: z.boolean(),
  events: z.array(z.object({ at: z.string(), description: z.string() })).min(1),
});
const ZLocation = z.object({
  matched: z.boolean(),
  alternatives: z
    .array(z.object({ suburb: z.string(), state: z.string(), postcode: z.string() }))
    .default([]),
});

/** A URL set and the Intermax API key (a site secret, never sent to a browser). */
export function intermaxCarrier(urlSet: UrlSetConfig, apiKey: string, timeoutMs: number): Carrier {
  const headers = { authorization: `Bearer ${apiKey}`, 'x-intermax-account': urlSet.username };
  const url = (path: string) => joinUrl(urlSet.base_url, path);
  const pickup = {
    company: urlSet.sender_name,
    street: urlSet.sender_address_1,
    suburb: urlSet.sender_town,
    state: urlSet.sender_state,
    postcode: urlSet.sender_postcode,
    phone: urlSet.sender_phone,
    email: urlSet.sender_email,
  };
  const delivery = (r: CarrierAddress) => ({
    company: r.name,
    street: [r.address_1, r.address_2].filter(Boolean).join(', '),
    suburb: r.town,
    state: r.state,
    postcode: r.postcode,
    phone: r.phone ?? '',
    email: r.email ?? '',
    notes: r.instructions ?? '',
    residential: r.residential ?? false,
  });
  const pieces = (parcels: { sscc_number: string; weight: number; volume: number }[]) =>
    parcels.map((p) => ({ label: p.sscc_number, kg: p.weight, m3: p.volume }));
  return {
    courier_interface: 'INTERMAX',
    async quote(request, signal) {
      const a = await carrierJson(
        'quote',
        url('rates'),
        {
          method: 'POST',
          headers,
          body: {
            account: urlSet.username,
            despatch_date: request.despatch_date,
            pickup,
            delivery: delivery(request.receiver),
            pieces: pieces(request.parcels),
          },
        },
        ZRates,
        timeoutMs,
        signal,
      );
      return a.rates.map((r): CarrierQuote => ({
        courier_id: r.carrier_code,
        courier_code: r.carrier_code,
        courier: r.carrier_name,
        courier_service: r.service_name,
        service_name: r.service_name,
        service_id: r.service_code,
        service_code: r.service_code,
        courier_interface: 'INTERMAX',
        estimated_delivery: r.eta_date.slice(0, 10),
        total_cost: r.total_inc_gst,
      }));
    },
    async book(request, signal) {
      const j = await carrierJson(
        'consign',
        url('jobs'),
        {
          method: 'POST',
          headers,
          body: {
            account: urlSet.username,
            carrier_code: request.quote.courier_code,
            service_code: request.quote.service_code,
            despatch_date: request.despatch_date,
            reference: request.reference,
            orders: request.sales_orders,
            pickup,
            delivery: delivery(request.receiver),
            pieces: pieces(request.parcels),
          },
        },
        ZJob,
        timeoutMs,
        signal,
      );
      return {
        consignment: j.job_id,
        connote: j.connote,
        shipment_total: j.total_inc_gst,
        etd: j.eta_date ? j.eta_date.slice(0, 10) : null,
      };
    },
    async manifest(connotes, signal) {
      const m = await carrierJson(
        'manifest',
        url('manifests'),
        { method: 'POST', headers, body: { account: urlSet.username, connotes } },
        ZManifest,
        timeoutMs,
        signal,
      );
      return { manifest: m.manifest_no };
    },
    async delete(connote, signal) {
      await carrierJson(
        'delete',
        url(`jobs/${encodeURIComponent(connote)}`),
        { method: 'DELETE', headers },
        ZCancelled,
        timeoutMs,
        signal,
      );
    },
    async track(connote, signal) {
      const t = await carrierJson(
        'track',
        url(`jobs/${encodeURIComponent(connote)}/events`),
        { method: 'GET', headers },
        ZEvents,
        timeoutMs,
        signal,
      );
      const latest = [...t.events].sort((a, b) => b.at.localeCompare(a.at))[0]!;
      return { tracking_status: latest.description, delivered: t.delivered };
    },
    async validateAddress(location, signal) {
      const v = await carrierJson(
        'validate',
        url('locations/validate'),
        {
          method: 'POST',
          headers,
          body: { suburb: location.town, state: location.state, postcode: location.postcode },
        },
        ZLocation,
        timeoutMs,
        signal,
      );
      return {
        valid: v.matched,
        suggestions: v.alternatives.map((s) => ({
          town: s.suburb,
          state: s.state,
          postcode: s.postcode,
        })),
      };
    },
  };
}
