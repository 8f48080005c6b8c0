import { CARRIER_CALLS, COURIER_LINK_CALLS, URL_SET_CALLS } from '../../../src/contract';
import { CarrierError, carrierFor, carrierTimeoutMs } from '../../carriers/carrier';
import { interfaceOfPlatform, urlSetCarrier } from '../../carriers/url-set-carrier';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { CONSIGN_MESSAGES } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction, outside } from '../action-types';
import { bookOrders, quoteOrders } from './booking';
import {
  carrierFailure,
  loadRateCard,
  loadUrlSet,
  siteCarriers,
  type SiteCarrier,
} from './carrier-setup';
import { linkCourier, listCourierLinks } from './courier-links';
import { deleteConsignments } from './manifest';
import { deleteUrlSet, listUrlSets, saveUrlSet } from './url-sets';

/** The carrier of a named URL set (any courier it answers), or the site's carriers. */
async function carriersOf(
  db: Db,
  siteId: string,
  urlSet: string | null | undefined,
): Promise<SiteCarrier[]> {
  if (!urlSet) return siteCarriers(db, siteId);
  const config = await loadUrlSet(db, siteId, urlSet);
  if (!config) throw notFound(CONSIGN_MESSAGES.urlSetNotFound(urlSet));
  const kind = interfaceOfPlatform(config.platform);
  return [
    {
      carrier: await urlSetCarrier(db, siteId, kind, config, carrierTimeoutMs()),
      couriers: null,
      url_set: urlSet,
    },
  ];
}

/**
 * Service `carrier` (document 3 "Carrier"): shipments booked, quoted and deleted directly
 * with a carrier (a named URL set, or the site's carriers), and addresses validated.
 */
export const carrierActions: AnyAction[] = [
  defineAction({
    contract: CARRIER_CALLS.check,
    heavy: true,
    permission: { module: 'so', flag: 'update' },
    description:
      'Book a shipment of the orders with a courier service (service code) through the URL ' +
      "set (or the site's carriers): as consign consign, the cheapest quote of that service.",
    async handler(ctx, data) {
      const carriers = await carriersOf(ctx.db, ctx.siteId, data.url_set);
      return bookOrders(
        ctx,
        { sales_orders: data.sales_orders, courier_code: '', service_code: data.courier_service },
        {
          via: carriers,
          booked: (done, made) =>
            done.logRecord(made.map((k) => k.connote).join(','), 'connote', 'Shipment booked'),
        },
      );
    },
  }),
  defineAction({
    contract: CARRIER_CALLS.quote,
    heavy: true,
    permission: { module: 'so', flag: 'view' },
    description:
      "Quotes for a shipment of the orders from the URL set's carrier (or the site's " +
      'carriers), optionally of one courier service, best first.',
    async handler(ctx, data) {
      const carriers = await carriersOf(ctx.db, ctx.siteId, data.url_set);
      return quoteOrders(ctx, data.sales_orders, { carriers, serviceCode: data.courier_service });
    },
  }),
  defineAction({
    contract: CARRIER_CALLS.delete,
    permission: { module: 'so', flag: 'update' },
    description:
      "Delete a shipment by its connote (as consign delete). 'Could not delete the shipment' " +
      '(502) when the carrier refuses.',
    async handler(ctx, data) {
      ctx.logRecord(data.shipment, 'connote', 'Shipment deleted');
      return deleteConsignments(ctx, [data.shipment]);
    },
  }),
  defineAction({
    contract: CARRIER_CALLS.validate,
    permission: { module: 'so', flag: 'view' },
    description:
      'Validate towns, states (AU) and postcodes (4 digits): with the OpenFreight (else Intermax) URL set ' +
      "couriers are booked through, else against the rate card's zones. 'Could not validate " +
      "the address' (502) when the carrier fails.",
    async handler(ctx, data) {
      const carriers = await siteCarriers(ctx.db, ctx.siteId);
      const platform =
        carriers.find((c) => c.carrier.courier_interface === 'OPENFREIGHT') ??
        carriers.find((c) => c.carrier.courier_interface === 'INTERMAX');
      const carrier =
        platform?.carrier ??
        carrierFor({
          courier_interface: 'RATE_CARD',
          rateCard: await loadRateCard(ctx.db, ctx.siteId),
        });
      return outside({
        timeoutMs: carrierTimeoutMs() * Math.max(1, data.locations.length) + 1_000,
        async call(signal) {
          try {
            const out = [];
            for (const l of data.locations)
              out.push({ ...l, ...(await carrier.validateAddress(l, signal)) });
            return out;
          } catch (error) {
            if (error instanceof CarrierError) throw carrierFailure(error);
            throw error;
          }
        },
        finish: async (_done, checked) => checked,
      });
    },
  }),
];

/** Service `admin`, entity `url_set`: Courier Integration (/admin/ofr). */
export const urlSetActions: AnyAction[] = [
  defineAction({
    contract: URL_SET_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description: 'The carrier URL sets of the site by platform and name; never their key.',
    async handler(ctx) {
      return listUrlSets(ctx.db, ctx.siteId);
    },
  }),
  defineAction({
    contract: URL_SET_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or edit a URL set (keyed by url_set). key is write-only: stored, never answered ' +
      '(has_key), sealed for the origin of base_url, redacted in the activity log; a blank key ' +
      'keeps the stored one unless base_url moves to another origin, which clears it.',
    async handler(ctx, data) {
      ctx.logRecord(data.url_set, 'url_set');
      return [await saveUrlSet(ctx.db, ctx.siteId, data, (m) => ctx.inform(m))];
    },
  }),
  defineAction({
    contract: URL_SET_CALLS.test,
    permission: { module: 'admin', flag: 'update' },
    description:
      "Test a URL set's connection with a harmless call: its carrier is asked to check the " +
      "sender's town (Melbourne VIC 3000 when it names none), with the carrier time-out and " +
      "no transaction open. results[0]: ok, the detail (the carrier's reason when it failed, " +
      'with a warning) and the milliseconds it took; nothing is written.',
    async handler(ctx, data) {
      const config = await loadUrlSet(ctx.db, ctx.siteId, data.url_set);
      if (!config) throw notFound(CONSIGN_MESSAGES.urlSetNotFound(data.url_set));
      const timeoutMs = carrierTimeoutMs();
      const kind = interfaceOfPlatform(config.platform);
      const carrier = await urlSetCarrier(ctx.db, ctx.siteId, kind, config, timeoutMs);
      const place = config.sender_postcode
        ? {
            town: config.sender_town,
            state: config.sender_state,
            postcode: config.sender_postcode,
          }
        : { town: 'MELBOURNE', state: 'VIC', postcode: '3000' };
      ctx.logRecord(data.url_set, 'url_set', 'Connection tested');
      return outside({
        timeoutMs: timeoutMs + 1_000,
        async call(signal) {
          const started = Date.now();
          try {
            await carrier.validateAddress(place, signal);
            return { ok: true, detail: '', ms: Date.now() - started };
          } catch (error) {
            if (!(error instanceof CarrierError)) throw error;
            return { ok: false, detail: error.detail, ms: Date.now() - started };
          }
        },
        async finish(done, outcome) {
          if (outcome.ok) done.inform(CONSIGN_MESSAGES.connectionOk(data.url_set, outcome.ms));
          else done.warn(CONSIGN_MESSAGES.connectionFailed(data.url_set, outcome.detail));
          return [{ url_set: data.url_set, ...outcome }];
        },
      });
    },
  }),
  defineAction({
    contract: URL_SET_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete a URL set; refused (409) while a courier is booked through it or an OPEN ' +
      'consignment was booked through it.',
    async handler(ctx, data) {
      ctx.logRecord(data.url_set, 'url_set');
      return [await deleteUrlSet(ctx.db, ctx.siteId, data.url_set)];
    },
  }),
];

/** Service `admin`, entity `courier_interface`: which URL set books each courier. */
export const courierLinkActions: AnyAction[] = [
  defineAction({
    contract: COURIER_LINK_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'Every courier of the site with how it is booked: courier_interface and url_set (RATE_CARD ' +
      "and '' for the site's rate card), by courier name.",
    async handler(ctx) {
      return listCourierLinks(ctx.db, ctx.siteId);
    },
  }),
  defineAction({
    contract: COURIER_LINK_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Book a courier through a URL set (its platform decides the interface), or from the rate ' +
      'card with an empty url_set. 404 for an unknown courier or URL set. Consignments already ' +
      'booked keep the URL set they were booked through. results[0]: the courier as now linked.',
    async handler(ctx, data) {
      ctx.logRecord(data.courier, 'courier', data.url_set || 'RATE_CARD');
      const row = await linkCourier(ctx.db, ctx.siteId, data.courier, data.url_set);
      ctx.inform(CONSIGN_MESSAGES.courierLinked(data.courier, row.url_set));
      return [row];
    },
  }),
];
