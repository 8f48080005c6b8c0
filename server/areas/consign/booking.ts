import { sql } from 'drizzle-orm';
import {
  CONSIGN_MESSAGES,
  DEFAULT_PACK_LABEL,
  type TConsignInput,
  type TConsignment,
  type TQuote,
} from '../../../src/contract';
import {
  CarrierError,
  carrierTimeoutMs,
  type Booking,
  type CarrierAddress,
  type QuoteRequest,
} from '../../carriers/carrier';
import { rows, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { queuePrint } from '../../print/enqueue';
import { outside, type ActionContext, type Outside } from '../action-types';
import {
  carrierFailure,
  carrierOfCourier,
  quotesOf,
  siteCarriers,
  type SiteCarrier,
} from './carrier-setup';
import { readConsignments } from './consignments';
import { senderOf } from './sender';
import { groupShipments, readyOrders, type Shipment } from './orders';

/** The quote request of each shipment, each warehouse's sender read once. */
async function requestsOf(db: Db, siteId: string, shipments: Shipment[]): Promise<QuoteRequest[]> {
  const senders = new Map<string, CarrierAddress>();
  for (const w of new Set(shipments.map((s) => s.orders[0]!.warehouse)))
    senders.set(w, await senderOf(db, siteId, w));
  return shipments.map((s) => requestOf(s, senders.get(s.orders[0]!.warehouse)!));
}

function requestOf(s: Shipment, sender: CarrierAddress): QuoteRequest {
  const first = s.orders[0]!;
  return {
    despatch_date: s.orders.map((o) => o.despatch_date).sort()[0]!,
    sender,
    receiver: first.receiver,
    parcels: s.orders.flatMap((o) => o.parcels),
  };
}

const quoteKey = (q: TQuote) => `${q.courier_interface}|${q.courier_code}|${q.service_code}`;

/** The shipments of the orders (each ready to consign) and the quote request of each. */
type Prepared = { shipments: Shipment[]; requests: QuoteRequest[] };

async function prepare(ctx: ActionContext, salesOrders: readonly string[]): Promise<Prepared> {
  const orders = await readyOrders(ctx.db, ctx.siteId, salesOrders, { lock: false });
  const shipments = groupShipments(orders);
  return { shipments, requests: await requestsOf(ctx.db, ctx.siteId, shipments) };
}

/**
 * The time-out of an outside step of `calls` carrier calls one after another (each has its
 * own CARRIER_TIMEOUT_MS, which answers first with the carrier's message), and a second spare.
 */
const carrierBudget = (calls: number) => carrierTimeoutMs() * Math.max(1, calls) + 1_000;

type Gathered = { quotes: TQuote[]; failures: CarrierError[] };

/**
 * Every service that can carry all the shipments, priced as the sum of its shipments, best
 * (cheapest, then soonest) first; the carriers asked together, with no transaction open.
 */
async function gatherQuotes(
  carriers: SiteCarrier[],
  p: Prepared,
  serviceCode: string | null | undefined,
  signal: AbortSignal,
): Promise<Gathered> {
  const combined = new Map<string, { quote: TQuote; count: number }>();
  const failures: CarrierError[] = [];
  await Promise.all(
    carriers.map(async (sc) => {
      try {
        const each = await Promise.all(p.requests.map((r) => quotesOf(sc, r, signal)));
        for (const quotes of each) {
          for (const q of quotes) {
            const key = quoteKey(q);
            const seen = combined.get(key);
            if (!seen) combined.set(key, { quote: { ...q }, count: 1 });
            else {
              seen.count += 1;
              seen.quote.total_cost =
                Math.round((seen.quote.total_cost + q.total_cost) * 100) / 100;
              if (q.estimated_delivery > seen.quote.estimated_delivery)
                seen.quote.estimated_delivery = q.estimated_delivery;
            }
          }
        }
      } catch (error) {
        if (error instanceof CarrierError) failures.push(error);
        else throw error;
      }
    }),
  );
  const quotes = [...combined.values()]
    .filter((c) => c.count === p.shipments.length)
    .filter((c) => !serviceCode || c.quote.service_code === serviceCode)
    .map((c) => c.quote)
    .sort(
      (a, b) =>
        a.total_cost - b.total_cost ||
        a.estimated_delivery.localeCompare(b.estimated_delivery) ||
        a.courier.localeCompare(b.courier),
    );
  return { quotes, failures };
}

/**
 * `consign quote`: every service that can carry all the orders (orders to one address travel
 * together), priced as the sum of its shipments, best (cheapest, then soonest) first. The
 * orders and carriers are read in the call's transaction; the carriers are asked after it
 * has committed. A carrier that fails is warned about; when every carrier fails the call fails.
 */
export async function quoteOrders(
  ctx: ActionContext,
  salesOrders: readonly string[],
  opts: { carriers?: SiteCarrier[]; serviceCode?: string | null } = {},
): Promise<Outside<TQuote>> {
  const p = await prepare(ctx, salesOrders);
  const carriers = opts.carriers ?? (await siteCarriers(ctx.db, ctx.siteId));
  return outside({
    timeoutMs: carrierBudget(1),
    call: (signal) => gatherQuotes(carriers, p, opts.serviceCode, signal),
    async finish(done, { quotes, failures }) {
      if (!quotes.length && failures.length) throw carrierFailure(failures[0]!);
      for (const f of failures) done.warn(`${f.message} - ${f.detail}`);
      return quotes;
    },
  });
}

type Data = Omit<TConsignInput, 'service_code'> & { service_code: string };

/** What was booked at the carrier for each shipment, in order. */
type Booked = { sc: SiteCarrier; made: { quote: TQuote; booking: Booking }[] };

/** Delete bookings at their carrier (a refusal is warned about, naming the connote). */
async function deleteBookings(
  ctx: Pick<ActionContext, 'warn'>,
  sc: SiteCarrier,
  bookings: readonly Booking[],
): Promise<void> {
  for (const b of bookings) {
    await sc.carrier.delete(b.connote).catch((e: unknown) => {
      ctx.warn(`${CONSIGN_MESSAGES.deleteFailed} (${b.connote}: ${String(e)})`);
    });
  }
}

/**
 * `consign consign`: book the chosen service for the orders, one consignment per address.
 * The orders are checked ready and their carrier read in the call's transaction, which
 * commits; then, holding no transaction, each shipment is re-quoted with the courier's
 * carrier and booked there; then a second transaction locks the orders, checks them still
 * ready and writes each booking (consignment, its packs, connote on the orders and their
 * packs). When anything fails after a booking was made, the bookings made are deleted at the
 * carrier (after the failed transaction has rolled back) and nothing is written. With `via`
 * (carrier check), the best quote of the service among those carriers chooses the courier.
 */
export async function bookOrders(
  ctx: ActionContext,
  data: Data,
  opts: {
    via?: SiteCarrier[];
    /** Called in the second transaction with what was booked. */
    booked?: (done: ActionContext, made: TConsignment[]) => void;
  } = {},
): Promise<Outside<TConsignment>> {
  const p = await prepare(ctx, data.sales_orders);
  const asked = data.courier_code || data.courier_id || '';
  const sc = opts.via ? undefined : await carrierOfCourier(ctx.db, ctx.siteId, asked);
  const calls = 2 * p.shipments.length + (opts.via ? 1 : 0);
  return outside({
    timeoutMs: carrierBudget(calls),
    async call(signal): Promise<Booked> {
      let carrier = sc;
      let courier = asked;
      if (opts.via) {
        const { quotes, failures } = await gatherQuotes(opts.via, p, data.service_code, signal);
        const best = quotes[0];
        if (!best && failures.length) throw carrierFailure(failures[0]!);
        if (!best) throw notFound(CONSIGN_MESSAGES.quoteNotOffered('', data.service_code));
        carrier =
          opts.via.find((c) => c.carrier.courier_interface === best.courier_interface) ??
          opts.via[0]!;
        courier = best.courier_code;
      }
      const booked: Booked = { sc: carrier!, made: [] };
      try {
        for (const [i, shipment] of p.shipments.entries()) {
          const request = p.requests[i]!;
          const quotes = await quotesOf(booked.sc, request, signal);
          const quote = quotes.find(
            (q) => q.service_code === data.service_code && (!courier || q.courier_code === courier),
          );
          if (!quote)
            throw badRequest(CONSIGN_MESSAGES.quoteNotOffered(courier, data.service_code));
          const reference = shipment.orders.map((o) => o.customer_order || o.sales_order);
          const booking = await booked.sc.carrier.book(
            {
              ...request,
              quote,
              reference: reference.join(', '),
              sales_orders: shipment.orders.map((o) => o.sales_order),
            },
            signal,
          );
          booked.made.push({ quote, booking });
        }
      } catch (error) {
        await deleteBookings(
          ctx,
          booked.sc,
          booked.made.map((m) => m.booking),
        );
        if (error instanceof CarrierError) throw carrierFailure(error);
        throw error;
      }
      return booked;
    },
    async finish(done, booked) {
      // Locked until this transaction ends: another booking of them made meanwhile refuses.
      await readyOrders(done.db, done.siteId, data.sales_orders, { lock: true });
      const ids: number[] = [];
      for (const [i, m] of booked.made.entries())
        ids.push(
          await writeConsignment(done, p.shipments[i]!, p.requests[i]!, booked.sc.url_set, m),
        );
      if (data.printer_set) {
        const keys = p.shipments.flatMap((s) =>
          s.orders.flatMap((o) => o.parcels.map((parcel) => parcel.container_number)),
        );
        await queuePrint(done, { label: DEFAULT_PACK_LABEL, keys, printer_set: data.printer_set });
      }
      const made = await readConsignments(done.db, done.siteId, { ids });
      opts.booked?.(done, made);
      return made;
    },
    undo: (booked) =>
      deleteBookings(
        ctx,
        booked.sc,
        booked.made.map((m) => m.booking),
      ),
  });
}

async function writeConsignment(
  ctx: ActionContext,
  shipment: Shipment,
  request: QuoteRequest,
  urlSet: string,
  { quote, booking }: { quote: TQuote; booking: Booking },
): Promise<number> {
  const { db, siteId } = ctx;
  const orders = shipment.orders.map((o) => o.sales_order);
  const parcels = request.parcels;
  const r = request.receiver;
  const weight = parcels.reduce((s, p) => s + p.weight, 0);
  const volume = parcels.reduce((s, p) => s + p.volume, 0);
  const [made] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.consignments
          (site_id, consignment, warehouse, sales_orders, courier_id, courier_code, courier,
           courier_service, service_code, carrier_and_service, courier_interface, url_set,
           customer_code,
           despatch_date, sender_name, sender_address_1, receiver_name, receiver_address,
           receiver_town, receiver_state, receiver_postcode, receiver_phone, receiver_email,
           receiver_instructions, packages, weight, volume, shipment_total, status, etd, ref,
           connote, created_by)
        VALUES (${siteId}, ${booking.consignment}, ${shipment.orders[0]!.warehouse},
                ARRAY[${sqlList(orders)}]::text[], ${quote.courier_id}, ${quote.courier_code},
                ${quote.courier}, ${quote.courier_service}, ${quote.service_code},
                ${`${quote.courier} ${quote.courier_service}`}, ${quote.courier_interface},
                ${urlSet}, ${shipment.orders[0]!.customer_code}, ${request.despatch_date},
                ${request.sender.name}, ${request.sender.address_1}, ${r.name},
                ${[r.address_1, r.address_2].filter(Boolean).join(', ')}, ${r.town}, ${r.state},
                ${r.postcode}, ${r.phone ?? ''}, ${r.email ?? ''}, ${r.instructions ?? ''},
                ${parcels.length}, ${weight}, ${volume}, ${booking.shipment_total}, 'OPEN',
                ${booking.etd ?? quote.estimated_delivery}, ${shipment.orders
                  .map((o) => o.customer_order || o.sales_order)
                  .join(', ')
                  .slice(0, 200)}, ${booking.connote}, ${ctx.user.user_id})
        RETURNING consignment_id AS id`,
  );
  const id = made!.id;
  for (const o of shipment.orders) {
    for (const p of o.parcels) {
      await db.execute(
        sql`INSERT INTO wms.consignment_items
              (site_id, consignment_id, container_id, sales_order, sscc_number, weight, volume)
            VALUES (${siteId}, ${id}, ${p.container_id}, ${o.sales_order}, ${p.sscc_number},
                    ${p.weight}, ${p.volume})`,
      );
    }
  }
  await db.execute(
    sql`UPDATE wms.sales_orders SET connote = ${booking.connote}, updated_at = now()
        WHERE site_id = ${siteId} AND sales_order IN (${sqlList(orders)})`,
  );
  await db.execute(
    sql`UPDATE wms.containers SET connote = ${booking.connote}, updated_at = now()
        WHERE site_id = ${siteId} AND sales_order IN (${sqlList(orders)})`,
  );
  return id;
}
