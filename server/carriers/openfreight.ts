import { z } from 'zod';
import type { Carrier, CarrierAddress, CarrierQuote, UrlSetConfig } from './types';
import { carrierJson, joinUrl } from './http';

/*
 * The OpenFreight freight service (document 3 "Carrier": shipment check/quote/delete, address
 * validate) over HTTP, configured by a URL set: base URL, username and key (HTTP basic
 * authentication) and the sender every shipment names.
 */

const ZRates = z.object({
  rates: z.array(
    z.object({
      carrier: z.string(),
      carrier_name: z.string(),
      service: z.string(),
      service_name: z.string(),
      eta: z.string(),
      charge: z.number(),
    }),
  ),
});
const ZShipment = z.object({
  shipment_id: z.union([z.string(), z.number()]).transform(String),
  connote: z.string().min(1),
  charge: z.number(),
  eta: z.string().nullish(),
});
const ZManifest = z.object({ manifest: z.union([z.string(), z.number()]).transform(String) });
const ZTrack = z.object({ status: z.string(), delivered: z.boolean() });
const ZValid = z.object({
  valid: z.boolean(),
  suggestions: z
    .array(z.object({ town: z.string(), state: z.string(), postcode: z.string() }))
    .default([]),
});
const ZDeleted = z.object({ deleted: z.literal(true) });

export function openFreightCarrier(urlSet: UrlSetConfig, timeoutMs: number): Carrier {
  const auth = Buffer.from(`${urlSet.username}:${urlSet.key}`).toString('base64');
  const headers = { authorization: `Basic ${auth}` };
  const url = (path: string) => joinUrl(urlSet.base_url, path);
  const sender = {
    name: urlSet.sender_name,
    address_1: urlSet.sender_address_1,
    town: urlSet.sender_town,
    state: urlSet.sender_state,
    postcode: urlSet.sender_postcode,
    phone: urlSet.sender_phone,
    email: urlSet.sender_email,
  };
  const receiver = (r: CarrierAddress) => ({
    name: r.name,
    address_1: r.address_1,
    address_2: r.address_2 ?? '',
    town: r.town,
    state: r.state,
    postcode: r.postcode,
    phone: r.phone ?? '',
    email: r.email ?? '',
    instructions: r.instructions ?? '',
    residential: r.residential ?? false,
  });
  return {
    courier_interface: 'OPENFREIGHT',
    async quote(request, signal) {
      const body = {
        despatch_date: request.despatch_date,
        sender,
        receiver: receiver(request.receiver),
        items: request.parcels.map((p) => ({
          sscc: p.sscc_number,
          weight: p.weight,
          cube: p.volume,
        })),
      };
      const a = await carrierJson(
        'quote',
        url('shipment/quote'),
        { method: 'POST', headers, body },
        ZRates,
        timeoutMs,
        signal,
      );
      return a.rates.map((r): CarrierQuote => ({
        courier_id: r.carrier,
        courier_code: r.carrier,
        courier: r.carrier_name,
        courier_service: r.service_name,
        service_name: r.service_name,
        service_id: r.service,
        service_code: r.service,
        courier_interface: 'OPENFREIGHT',
        estimated_delivery: r.eta.slice(0, 10),
        total_cost: r.charge,
      }));
    },
    async book(request, signal) {
      const body = {
        carrier: request.quote.courier_code,
        service: request.quote.service_code,
        despatch_date: request.despatch_date,
        reference: request.reference,
        sender,
        receiver: receiver(request.receiver),
        items: request.parcels.map((p) => ({
          sscc: p.sscc_number,
          weight: p.weight,
          cube: p.volume,
        })),
      };
      const s = await carrierJson(
        'consign',
        url('shipment/check'),
        { method: 'POST', headers, body },
        ZShipment,
        timeoutMs,
        signal,
      );
      return {
        consignment: s.shipment_id,
        connote: s.connote,
        shipment_total: s.charge,
        etd: s.eta ? s.eta.slice(0, 10) : null,
      };
    },
    async manifest(connotes, signal) {
      const m = await carrierJson(
        'manifest',
        url('shipment/manifest'),
        { method: 'POST', headers, body: { connotes } },
        ZManifest,
        timeoutMs,
        signal,
      );
      return { manifest: m.manifest };
    },
    async delete(connote, signal) {
      await carrierJson(
        'delete',
        url('shipment/delete'),
        { method: 'POST', headers, body: { connote } },
        ZDeleted,
        timeoutMs,
        signal,
      );
    },
    async track(connote, signal) {
      const t = await carrierJson(
        'track',
        url(`shipment/track?connote=${encodeURIComponent(connote)}`),
        { method: 'GET', headers },
        ZTrack,
        timeoutMs,
        signal,
      );
      return { tracking_status: t.status, delivered: t.delivered };
    },
    async validateAddress(location, signal) {
      const v = await carrierJson(
        'validate',
        url('address/validate'),
        { method: 'POST', headers, body: location },
        ZValid,
        timeoutMs,
        signal,
      );
      return v;
    },
  };
}
