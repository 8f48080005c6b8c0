import { z } from 'zod';
import type { Carrier, CarrierAddress, CarrierQuote, UrlSetConfig } from './types';
import { carrierJson, joinUrl } from './http';

/*
 * The consign platform (machship) over its JSON API: quotes for every carrier it brokers,
 * consignments created from a chosen quote, manifests, deletes and tracking. The URL set
 * gives the base URL and the API token (`key`).
 */

const ZQuotes = z.object({
  quotes: z.array(
    z.object({
      carrier_id: z.union([z.string(), z.number()]).transform(String),
      carrier_code: z.string(),
      carrier_name: z.string(),
      service_id: z.union([z.string(), z.number()]).transform(String),
      service_code: z.string(),
      service_name: z.string(),
      eta: z.string(),
      total: z.number(),
    }),
  ),
});
const ZBooked = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  connote: z.string().min(1),
  total: z.number(),
  eta: z.string().nullish(),
});
const ZManifest = z.object({ manifest_id: z.union([z.string(), z.number()]).transform(String) });
const ZTracking = z.object({ status: z.string(), delivered: z.boolean() });
const ZAddress = z.object({
  valid: z.boolean(),
  suggestions: z
    .array(z.object({ suburb: z.string(), state: z.string(), postcode: z.string() }))
    .default([]),
});
const ZAny = z.unknown();

export function machshipCarrier(urlSet: UrlSetConfig, timeoutMs: number): Carrier {
  const headers = { token: urlSet.key };
  const url = (path: string) => joinUrl(urlSet.base_url, path);
  const place = (a: { town: string; state: string; postcode: string }) => ({
    suburb: a.town,
    state: a.state,
    postcode: a.postcode,
  });
  /** The URL set's sender (the pick-up point) when it names one, else the warehouse. */
  const senderOf = (fallback: CarrierAddress): CarrierAddress =>
    urlSet.sender_postcode
      ? {
          name: urlSet.sender_name || fallback.name,
          address_1: urlSet.sender_address_1,
          town: urlSet.sender_town,
          state: urlSet.sender_state,
          postcode: urlSet.sender_postcode,
        }
      : fallback;
  return {
    courier_interface: 'MACHSHIP',
    async quote(request, signal) {
      const body = {
        despatch_date: request.despatch_date,
        from: place(senderOf(request.sender)),
        to: { ...place(request.receiver), residential: request.receiver.residential ?? false },
        items: request.parcels.map((p) => ({
          reference: p.sscc_number,
          weight_kg: p.weight,
          volume_m3: p.volume,
        })),
      };
      const answer = await carrierJson(
        'quote',
        url('quotes'),
        { method: 'POST', headers, body },
        ZQuotes,
        timeoutMs,
        signal,
      );
      return answer.quotes.map((q): CarrierQuote => ({
        courier_id: q.carrier_id,
        courier_code: q.carrier_code,
        courier: q.carrier_name,
        courier_service: q.service_name,
        service_name: q.service_name,
        service_id: q.service_id,
        service_code: q.service_code,
        courier_interface: 'MACHSHIP',
        estimated_delivery: q.eta.slice(0, 10),
        total_cost: q.total,
      }));
    },
    async book(request, signal) {
      const body = {
        carrier_id: request.quote.courier_id,
        service_id: request.quote.service_id,
        despatch_date: request.despatch_date,
        reference: request.reference,
        from: {
          name: senderOf(request.sender).name,
          address: senderOf(request.sender).address_1,
          ...place(senderOf(request.sender)),
        },
        to: {
          name: request.receiver.name,
          address: request.receiver.address_1,
          ...place(request.receiver),
          phone: request.receiver.phone ?? '',
          email: request.receiver.email ?? '',
          instructions: request.receiver.instructions ?? '',
        },
        items: request.parcels.map((p) => ({
          reference: p.sscc_number,
          weight_kg: p.weight,
          volume_m3: p.volume,
        })),
      };
      const b = await carrierJson(
        'consign',
        url('consignments'),
        { method: 'POST', headers, body },
        ZBooked,
        timeoutMs,
        signal,
      );
      return {
        consignment: b.id,
        connote: b.connote,
        shipment_total: b.total,
        etd: b.eta ? b.eta.slice(0, 10) : null,
      };
    },
    async manifest(connotes, signal) {
      const m = await carrierJson(
        'manifest',
        url('manifests'),
        { method: 'POST', headers, body: { connotes } },
        ZManifest,
        timeoutMs,
        signal,
      );
      return { manifest: m.manifest_id };
    },
    async delete(connote, signal) {
      await carrierJson(
        'delete',
        url(`consignments/${encodeURIComponent(connote)}`),
        { method: 'DELETE', headers },
        ZAny,
        timeoutMs,
        signal,
      );
    },
    async track(connote, signal) {
      const t = await carrierJson(
        'track',
        url(`consignments/${encodeURIComponent(connote)}/tracking`),
        { method: 'GET', headers },
        ZTracking,
        timeoutMs,
        signal,
      );
      return { tracking_status: t.status, delivered: t.delivered };
    },
    async validateAddress(location, signal) {
      const a = await carrierJson(
        'validate',
        url('addresses/validate'),
        { method: 'POST', headers, body: place(location) },
        ZAddress,
        timeoutMs,
        signal,
      );
      return {
        valid: a.valid,
        suggestions: a.suggestions.map((s) => ({
          town: s.suburb,
          state: s.state,
          postcode: s.postcode,
        })),
      };
    },
  };
}
