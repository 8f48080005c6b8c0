import { sql, type SQL } from 'drizzle-orm';
import {
  CONSIGN_MESSAGES,
  ssccFromScan,
  type TConsignment,
  type TScannedPack,
} from '../../../src/contract';
import { CarrierError, carrierFor, carrierTimeoutMs, type Carrier } from '../../carriers/carrier';
import { urlSetCarrier, type UrlSetInterface } from '../../carriers/url-set-carrier';
import { clearConnote } from '../../connotes/clear-connote';
import { rows, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { outside, type ActionContext, type HandlerResult, type Outside } from '../action-types';
import { carrierFailure, loadRateCard, loadUrlSet } from './carrier-setup';
import { matchesReference, readConsignments } from './consignments';

/*
 * After booking: packs scanned at the dock, manifests closing OPEN consignments, and deleting
 * a consignment by its connote.
 */

type Booked = {
  consignment_id: number;
  consignment: string;
  connote: string;
  status: string;
  courier_code: string;
  courier: string;
  courier_interface: string;
  url_set: string;
  sales_orders: string[];
  /** The manifest number it was closed on, if any. */
  manifest: string | null;
};

const PLATFORMS = ['MACHSHIP', 'OPENFREIGHT', 'INTERMAX'] as const;
/** Booked at a carrier platform over HTTP (not the site's own rate card). */
export const isCarrierPlatform = (kind: string): kind is UrlSetInterface =>
  (PLATFORMS as readonly string[]).includes(kind);

/**
 * The carrier that booked a consignment: the URL set it was booked through (a consignment
 * written before that was recorded: its courier's URL set), or the rate card. A platform
 * consignment whose URL set is not known, or no longer exists, is refused (409) before
 * anything is sent: it is never handled as a rate-card one.
 */
export async function carrierOfConsignment(db: Db, siteId: string, k: Booked): Promise<Carrier> {
  if (!isCarrierPlatform(k.courier_interface))
    return carrierFor({ courier_interface: 'RATE_CARD', rateCard: await loadRateCard(db, siteId) });
  let name = k.url_set;
  if (!name) {
    const [link] = await rows<{ url_set: string }>(
      db,
      sql`SELECT url_set FROM wms.courier_interfaces
          WHERE site_id = ${siteId} AND courier = ${k.courier_code}
            AND courier_interface = ${k.courier_interface}`,
    );
    name = link?.url_set ?? '';
  }
  if (!name) throw conflict(CONSIGN_MESSAGES.carrierNotLinked(k.connote, k.courier_interface));
  const urlSet = await loadUrlSet(db, siteId, name);
  if (!urlSet) throw conflict(CONSIGN_MESSAGES.urlSetGone(k.connote, name));
  return urlSetCarrier(db, siteId, k.courier_interface, urlSet, carrierTimeoutMs());
}

/** The site's consignments (not DELETED) where `where` holds, locked. */
const lockWhere = (db: Db, siteId: string, where: SQL): Promise<Booked[]> =>
  rows<Booked>(
    db,
    sql`SELECT k.consignment_id, k.consignment, k.connote, k.status, k.courier_code,
               k.courier, k.courier_interface, k.url_set, k.sales_orders, m.manifest
        FROM wms.consignments k
        LEFT JOIN wms.consignment_manifests m ON m.site_id = k.site_id
                                              AND m.manifest_id = k.manifest_id
        WHERE k.site_id = ${siteId} AND ${where} AND k.status <> 'DELETED'
        ORDER BY k.consignment_id
        FOR UPDATE OF k`,
  );

/** Consignments by reference (connote, number or id), locked; refuses an unknown one. */
async function lockConsignments(
  db: Db,
  siteId: string,
  refs: readonly string[],
): Promise<Booked[]> {
  const found = await lockWhere(db, siteId, matchesReference(refs));
  for (const ref of refs) {
    const hit = found.some(
      (k) => k.connote === ref || k.consignment === ref || String(k.consignment_id) === ref,
    );
    if (!hit) throw notFound(CONSIGN_MESSAGES.connoteNotFound(ref));
  }
  return found;
}

/**
 * `consign scan`: tick a pack of an OPEN consignment at the dock, by its SSCC or the scan of its
 * label (read as the device reads it: ssccFromScan). A pack scanned before stays as it was and
 * the answer warns (already_scanned); a pack on no open consignment is 404.
 */
export async function scanPack(ctx: ActionContext, scanned: string): Promise<TScannedPack> {
  const sscc = ssccFromScan(scanned) ?? scanned.trim();
  const [item] = await rows<{
    consignment_item_id: number;
    consignment_id: number;
    connote: string;
    sales_order: string;
    already_scanned: boolean;
  }>(
    ctx.db,
    sql`SELECT i.consignment_item_id, i.consignment_id, k.connote, i.sales_order,
               i.scanned_at IS NOT NULL AS already_scanned
        FROM wms.consignment_items i
        JOIN wms.consignments k ON k.site_id = i.site_id AND k.consignment_id = i.consignment_id
        WHERE i.site_id = ${ctx.siteId} AND i.sscc_number = ${sscc} AND i.status = 'CREATED'
          AND k.status = 'OPEN'
        ORDER BY i.consignment_item_id LIMIT 1
        FOR UPDATE OF i`,
  );
  if (!item) throw notFound(CONSIGN_MESSAGES.packNotConsigned(sscc));
  if (item.already_scanned) {
    ctx.warn(CONSIGN_MESSAGES.packAlreadyScanned(sscc, item.sales_order));
  } else {
    await ctx.db.execute(
      sql`UPDATE wms.consignment_items
          SET scanned_at = now(), scanned_by = ${ctx.user.user_id}, updated_at = now()
          WHERE site_id = ${ctx.siteId} AND consignment_item_id = ${item.consignment_item_id}`,
    );
    ctx.inform(CONSIGN_MESSAGES.packScanned(sscc, item.sales_order));
  }
  const [left] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM wms.consignment_items
        WHERE site_id = ${ctx.siteId} AND consignment_id = ${item.consignment_id}
          AND scanned_at IS NULL`,
  );
  return {
    consignment_id: item.consignment_id,
    connote: item.connote,
    sales_order: item.sales_order,
    sscc_number: sscc,
    already_scanned: item.already_scanned,
    remaining: left?.n ?? 0,
  };
}

/** How a manifest's messages name the carrier of a group: its courier and URL set. */
const carrierName = (k: Booked): string =>
  `${k.courier || k.courier_code} (${k.url_set ? `URL set ${k.url_set}` : k.courier_interface})`;

type Group = { list: Booked[]; carrier: Carrier };
type GroupOutcome = { list: Booked[]; manifest: string } | { list: Booked[]; error: CarrierError };

/**
 * `consign manifest`: close OPEN consignments. Refused (409), naming the pack, while any of
 * their packs is unscanned; each carrier's manifest is made remotely once the transaction
 * that checked them has committed, then, in a second transaction, each carrier's outcome is
 * written: the consignments it manifested become COMPLETE and their packs MANIFESTED, those
 * it refused stay OPEN with a warning naming the carrier (when every carrier refuses, the call
 * fails and nothing is written). A consignment already manifested is not sent again, so a
 * retry of the same list sends only what is not yet done.
 */
export async function manifestConsignments(
  ctx: ActionContext,
  refs: readonly string[],
): Promise<HandlerResult<TConsignment>> {
  const { db, siteId } = ctx;
  const found = await lockConsignments(db, siteId, refs);
  const done = found.filter((k) => k.status === 'COMPLETE' && k.manifest !== null);
  const list = found.filter((k) => !done.includes(k));
  const closed = list.find((k) => k.status !== 'OPEN');
  if (closed) throw conflict(CONSIGN_MESSAGES.consignmentNotOpen(closed.connote));
  for (const k of done) ctx.inform(CONSIGN_MESSAGES.alreadyManifested(k.connote, k.manifest!));
  const allIds = found.map((k) => k.consignment_id);
  if (!list.length) return readConsignments(db, siteId, { ids: allIds });
  const ids = list.map((k) => k.consignment_id);
  const [unscanned] = await rows<{ sscc_number: string; sales_order: string }>(
    db,
    sql`SELECT sscc_number, sales_order FROM wms.consignment_items
        WHERE site_id = ${siteId} AND consignment_id IN (${sqlList(ids)})
          AND scanned_at IS NULL
        ORDER BY sales_order, consignment_item_id LIMIT 1`,
  );
  if (unscanned)
    throw conflict(CONSIGN_MESSAGES.unscanned(unscanned.sscc_number, unscanned.sales_order));

  const groups: Group[] = [];
  const byKey = new Map<string, Booked[]>();
  for (const k of list) {
    const key = `${k.courier_interface}|${k.url_set}|${k.courier_code}`;
    byKey.set(key, [...(byKey.get(key) ?? []), k]);
  }
  for (const group of byKey.values())
    groups.push({ list: group, carrier: await carrierOfConsignment(db, siteId, group[0]!) });
  return outside({
    timeoutMs: carrierTimeoutMs() * groups.length + 1_000,
    async call(signal) {
      const outcomes: GroupOutcome[] = [];
      for (const g of groups) {
        try {
          const connotes = g.list.map((k) => k.connote);
          outcomes.push({ list: g.list, ...(await g.carrier.manifest(connotes, signal)) });
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          outcomes.push({ list: g.list, error });
        }
      }
      const failed = outcomes.filter((o) => 'error' in o);
      if (failed.length === outcomes.length) throw carrierFailure(failed[0]!.error);
      return outcomes;
    },
    async finish(done, outcomes) {
      const made = outcomes.filter((o) => 'manifest' in o);
      // Locked again: one closed meanwhile (another manifest, a delete) is refused.
      const madeIds = made.flatMap((m) => m.list.map((k) => k.consignment_id));
      const again = await lockWhere(
        done.db,
        siteId,
        sql`k.consignment_id IN (${sqlList(madeIds)})`,
      );
      const gone = made
        .flatMap((m) => m.list)
        .find((k) => !again.some((a) => a.consignment_id === k.consignment_id));
      const moved = again.find((k) => k.status !== 'OPEN') ?? gone;
      if (moved) throw conflict(CONSIGN_MESSAGES.consignmentNotOpen(moved.connote));
      for (const m of made) await writeManifest(done, m);
      const several = outcomes.length > 1;
      for (const o of outcomes) {
        const connotes = o.list.map((k) => k.connote);
        if ('manifest' in o) {
          if (several)
            done.inform(
              CONSIGN_MESSAGES.manifestedWith(carrierName(o.list[0]!), o.manifest, connotes),
            );
        } else {
          done.warn(
            CONSIGN_MESSAGES.notManifested(carrierName(o.list[0]!), connotes, o.error.detail),
          );
        }
      }
      done.inform(CONSIGN_MESSAGES.manifested(madeIds.length));
      return readConsignments(done.db, siteId, { ids: allIds });
    },
  });
}

/** One carrier manifest written: its row, its consignments COMPLETE, their packs MANIFESTED. */
async function writeManifest(ctx: ActionContext, m: { list: Booked[]; manifest: string }) {
  const { db, siteId } = ctx;
  const first = m.list[0]!;
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.consignment_manifests
          (site_id, manifest, courier, courier_interface, consignments, created_by)
        VALUES (${siteId}, ${m.manifest}, ${first.courier_code}, ${first.courier_interface},
                ${m.list.length}, ${ctx.user.user_id})
        RETURNING manifest_id AS id`,
  );
  const groupIds = m.list.map((k) => k.consignment_id);
  await db.execute(
    sql`UPDATE wms.consignments SET status = 'COMPLETE', manifest_id = ${row!.id},
          updated_at = now()
        WHERE site_id = ${siteId} AND consignment_id IN (${sqlList(groupIds)})`,
  );
  await db.execute(
    sql`UPDATE wms.consignment_items SET status = 'MANIFESTED', updated_at = now()
        WHERE site_id = ${siteId} AND consignment_id IN (${sqlList(groupIds)})`,
  );
}

/**
 * `consign delete`: delete consignments by connote. Each is deleted with its carrier first
 * (after the transaction that found them has committed, holding none); then, in a second
 * transaction, its connote is cleared on its orders and their packs and it becomes DELETED. A
 * delete at a carrier cannot be undone, so what is kept here follows the carriers: a connote
 * a carrier refuses stays as it was (a warning names it) while those deleted are written;
 * when the carriers refuse every one, the call fails and nothing is written.
 */
export async function deleteConsignments(
  ctx: ActionContext,
  connotes: readonly string[],
): Promise<Outside<TConsignment>> {
  return deleteLocked(ctx, await lockConsignments(ctx.db, ctx.siteId, connotes));
}

/**
 * One consignment deleted by its id (the document store's delete, from the consignment's
 * page): as `consign delete`, with its carrier first, and refused as it refuses a connote
 * that is already DELETED.
 */
export async function deleteConsignmentById(
  ctx: ActionContext,
  k: { consignment_id: number; connote: string },
): Promise<Outside<TConsignment>> {
  const list = await lockWhere(ctx.db, ctx.siteId, sql`k.consignment_id = ${k.consignment_id}`);
  if (!list.length)
    throw notFound(CONSIGN_MESSAGES.connoteNotFound(k.connote || String(k.consignment_id)));
  return deleteLocked(ctx, list);
}

/** The delete of found consignments, described at `deleteConsignments`. */
async function deleteLocked(
  ctx: ActionContext,
  list: readonly Booked[],
): Promise<Outside<TConsignment>> {
  const { siteId } = ctx;
  const manifested = list.find((k) => k.status === 'COMPLETE');
  if (manifested) throw conflict(CONSIGN_MESSAGES.manifestedNotDeleted(manifested.connote));
  const carriers = new Map<number, Carrier>();
  for (const k of list)
    carriers.set(k.consignment_id, await carrierOfConsignment(ctx.db, siteId, k));
  return outside({
    timeoutMs: carrierTimeoutMs() * list.length + 1_000,
    async call(signal) {
      const deleted: Booked[] = [];
      const refused: { connote: string; error: CarrierError }[] = [];
      for (const k of list) {
        try {
          await carriers.get(k.consignment_id)!.delete(k.connote, signal);
          deleted.push(k);
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          refused.push({ connote: k.connote, error });
        }
      }
      if (refused.length === list.length) throw carrierFailure(refused[0]!.error);
      return { deleted, refused };
    },
    async finish(done, { deleted, refused }) {
      const { db } = done;
      for (const k of deleted) {
        await db.execute(
          sql`UPDATE wms.sales_orders SET connote = '', updated_at = now()
              WHERE site_id = ${siteId} AND sales_order IN (${sqlList(k.sales_orders)})
                AND connote = ${k.connote}`,
        );
        for (const order of k.sales_orders) await clearConnote(db, siteId, order, k.connote);
        await db.execute(
          sql`UPDATE wms.consignments SET status = 'DELETED', updated_at = now()
              WHERE site_id = ${siteId} AND consignment_id = ${k.consignment_id}`,
        );
        done.inform(CONSIGN_MESSAGES.deleted(k.connote));
      }
      for (const r of refused) done.warn(CONSIGN_MESSAGES.notDeleted(r.connote, r.error.detail));
      return readConsignments(db, siteId, { ids: list.map((k) => k.consignment_id) });
    },
  });
}
