import { CONSIGN_CALLS, CONSIGN_MESSAGES } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { bookOrders, quoteOrders } from './booking';
import { readConsignments } from './consignments';
import { deleteConsignments, manifestConsignments, scanPack } from './manifest';
import { clearOrders, listClearedOrders, listReadyOrders, restoreOrders } from './orders';

const view = { module: 'so', flag: 'view' } as const;
const update = { module: 'so', flag: 'update' } as const;

/**
 * Service `consign` (document 1 section 7): the orders of a warehouse ready to consign,
 * quotes, booking, scanning packs at the dock, manifests and deleting by connote.
 */
export const consignActions: AnyAction[] = [
  defineAction({
    contract: CONSIGN_CALLS.orders,
    permission: view,
    description:
      'The orders of a warehouse ready to consign: packed, not held, no connote on the order ' +
      'or its packs, not cleared from the list; with packages, weight (kg) and volume (m3), ' +
      'oldest required date first. platform is the consign platform (machship).',
    async handler(ctx, data) {
      return listReadyOrders(ctx.db, ctx.siteId, data.warehouse);
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.clear,
    permission: update,
    description:
      'Take orders off the consign list (they stay packed). results: the orders cleared; an ' +
      'unknown order is refused and nothing is written.',
    async handler(ctx, data) {
      const cleared = await clearOrders(ctx.db, ctx.siteId, data.sales_orders, ctx.user.user_id);
      ctx.logRecord(data.sales_orders.join(','), 'sales_order', 'Cleared from consign');
      ctx.inform(CONSIGN_MESSAGES.cleared(cleared.length));
      return cleared;
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.cleared,
    permission: view,
    description:
      "A warehouse's orders cleared from the consign list, last cleared first: who cleared " +
      'each and when (cleared_at, ISO UTC).',
    async handler(ctx, data) {
      return listClearedOrders(ctx.db, ctx.siteId, data.warehouse);
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.restore,
    permission: update,
    description:
      'Put cleared orders back on the consign list. results: the orders restored; an order ' +
      'that is not cleared (never, or restored already) is refused and nothing is written.',
    async handler(ctx, data) {
      const restored = await restoreOrders(ctx.db, ctx.siteId, data.sales_orders);
      ctx.logRecord(data.sales_orders.join(','), 'sales_order', 'Restored to consign');
      ctx.inform(CONSIGN_MESSAGES.restored(restored.length));
      return restored;
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.quote,
    heavy: true,
    permission: view,
    description:
      'Quotes for consigning the orders (each ready to consign; orders to one address travel ' +
      "together): from the site's rate card and each carrier platform its couriers use, " +
      'best first (cheapest, then soonest). A carrier that fails is warned about; when all ' +
      "fail: 502 'Could not get a quote'.",
    async handler(ctx, data) {
      return quoteOrders(ctx, data.sales_orders);
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.consign,
    heavy: true,
    permission: update,
    description:
      "Book the chosen courier service for the orders: re-quoted with the courier's " +
      'carrier, booked remotely, then written in one transaction (one consignment per ' +
      'address, its packs CREATED, the connote on the orders and their packs). Despatch date: ' +
      "the order's required date, or today if past. With printer_set, the packs' SSCC labels " +
      "are printed. A carrier failure or time-out: 502 'There was an issue consigning with " +
      "the carrier', nothing written, bookings already made deleted remotely.",
    async handler(ctx, data) {
      return bookOrders(ctx, data, {
        booked(done, made) {
          done.logRecord(made.map((k) => k.connote).join(','), 'connote', 'Consigned');
          for (const k of made) done.inform(CONSIGN_MESSAGES.booked(k.connote));
        },
      });
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.list,
    permission: view,
    description: 'Consignments of the site with their packs, newest first; status filters.',
    async handler(ctx, data) {
      return readConsignments(ctx.db, ctx.siteId, { status: data.status });
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.scan,
    permission: update,
    description:
      'Tick a pack of an OPEN consignment at the dock by its SSCC or the scan of its label ' +
      '(`00` or `(00)` + SSCC, `]C1`, FNC1 as GS). results[0]: the pack, already_scanned (a ' +
      'pack scanned before is left as it was, with a warning) and how many packs of its ' +
      'consignment remain unscanned; 404 when no open consignment has it.',
    async handler(ctx, data) {
      const scanned = await scanPack(ctx, data.sscc_number);
      if (!scanned.already_scanned)
        ctx.logRecord(scanned.sscc_number, 'sscc_number', `Scanned for ${scanned.connote}`);
      return [scanned];
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.manifest,
    heavy: true,
    permission: update,
    description:
      'Close OPEN consignments (by connote, consignment number or id) on a manifest: refused ' +
      '(409) naming the first unscanned pack, or a consignment whose URL set is gone; each ' +
      'carrier that booked them (the URL set recorded at booking) manifests first, then what ' +
      'it manifested becomes COMPLETE and its packs MANIFESTED. A carrier that refuses leaves ' +
      'its consignments OPEN with a warning naming it (502 when every carrier refuses); one ' +
      'already manifested is not sent again, so a retry sends only what is not yet done.',
    async handler(ctx, data) {
      ctx.logRecord(data.consignments.join(','), 'connote', 'Manifested');
      return manifestConsignments(ctx, data.consignments);
    },
  }),
  defineAction({
    contract: CONSIGN_CALLS.delete,
    permission: update,
    description:
      'Delete consignments by connote: deleted with the carrier that booked them first (a ' +
      'manifested one, or one whose URL set is gone, is refused with 409), then the connote is ' +
      'cleared on the orders and their packs and the consignment becomes DELETED. A connote ' +
      'its carrier refuses stays booked, with a warning naming it, while the others are ' +
      "deleted; 'Could not delete the shipment' (502) when the carriers refuse every one; " +
      '404 for an unknown connote.',
    async handler(ctx, data) {
      ctx.logRecord(data.consignments.join(','), 'connote', 'Deleted');
      return deleteConsignments(ctx, data.consignments);
    },
  }),
];
