import { callAction, callResults } from '../../api';
import {
  CONSIGN_CALLS,
  CONSIGN_MESSAGES,
  CONSIGN_PLATFORM,
  COURIER_LINK_CALLS,
  REFERENCE_LIST_MESSAGES as M,
  URL_SET_CALLS,
  type TClearedOrderRow,
  type TConsignInput,
  type TConsignment,
  type TConsignOrderLine,
  type TConsignmentStatus,
  type TCourierLink,
  type TQuote,
  type TScannedPack,
  type TUrlSetItem,
  type TUrlSetRow,
  type TUrlSetTest,
} from '../../contract';
import { refusedOr } from '../../ui';

/*
 * The consign screen's calls. Search, quote and clear failures are swallowed silently
 * (document 1 section 8): no alert, the screen shows what it has.
 */

export function fetchReadyOrders(warehouse: string): Promise<TConsignOrderLine[]> {
  return callResults(
    CONSIGN_CALLS.orders,
    { warehouse, platform: CONSIGN_PLATFORM },
    { quietErrors: true },
  );
}

export async function clearOrders(salesOrders: string[]): Promise<void> {
  try {
    await callAction(
      CONSIGN_CALLS.clear,
      { sales_orders: salesOrders, platform: CONSIGN_PLATFORM },
      { quietErrors: true },
    );
  } catch {
    // swallowed: the list is reloaded either way
  }
}

/** A warehouse's orders cleared from the consign list (a failure shows in the list). */
export function fetchClearedOrders(warehouse: string): Promise<TClearedOrderRow[]> {
  return callResults(
    CONSIGN_CALLS.cleared,
    { warehouse, platform: CONSIGN_PLATFORM },
    { quietErrors: true },
  );
}

/** Put cleared orders back on the consign list: a refusal is alerted with its message. */
export async function restoreOrders(salesOrders: string[]): Promise<void> {
  await callAction(CONSIGN_CALLS.restore, {
    sales_orders: salesOrders,
    platform: CONSIGN_PLATFORM,
  });
}

export async function fetchQuotes(salesOrders: string[]): Promise<TQuote[]> {
  try {
    return await callResults(
      CONSIGN_CALLS.quote,
      { sales_orders: salesOrders, platform: CONSIGN_PLATFORM },
      { quietErrors: true },
    );
  } catch {
    return [];
  }
}

/** Book a quote for the orders: a carrier failure is alerted with its message. */
export function bookQuote(
  salesOrders: string[],
  quote: TQuote,
  printerSet: string | null,
): Promise<TConsignment[]> {
  const data: TConsignInput = {
    sales_orders: salesOrders,
    printer_set: printerSet,
    courier_id: quote.courier_id,
    courier_code: quote.courier_code,
    courier_service: quote.courier_service,
    service_id: quote.service_id,
    service_code: quote.service_code,
    platform: CONSIGN_PLATFORM,
  };
  return callResults(CONSIGN_CALLS.consign, data, { blocking: true });
}

export function fetchConsignments(status: TConsignmentStatus): Promise<TConsignment[]> {
  return callResults(CONSIGN_CALLS.list, { status }, { quietErrors: true });
}

/**
 * A pack scanned at the dock: the pack, whether it was scanned before and how many of its
 * consignment remain. Its answer is shown by the scan box, never as an alert.
 */
export async function scanPack(sscc: string): Promise<TScannedPack> {
  const [scanned] = await callResults(
    CONSIGN_CALLS.scan,
    { sscc_number: sscc },
    { quietErrors: true, quietMessages: true },
  );
  return scanned!;
}

/**
 * Close the manifest of consignments: the consignments and the answer's warnings (a carrier
 * that refused), shown by the dock, never as an alert.
 */
export async function closeManifest(
  connotes: string[],
): Promise<{ closed: TConsignment[]; warnings: string[] }> {
  const answer = await callAction(
    CONSIGN_CALLS.manifest,
    { consignments: connotes },
    { quietErrors: true, quietMessages: true },
  );
  return { closed: answer.results, warnings: answer.warnings.map((w) => w.message) };
}

export async function deleteByConnote(connote: string): Promise<void> {
  try {
    await callAction(CONSIGN_CALLS.delete, { consignments: [connote] }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => `${CONSIGN_MESSAGES.deleteFailed} - ${detail}`);
  }
}

// ---- URL sets (/admin/ofr)

export async function fetchUrlSets(): Promise<TUrlSetRow[]> {
  try {
    return await callResults(URL_SET_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

export async function saveUrlSet(item: TUrlSetItem): Promise<void> {
  try {
    await callAction(URL_SET_CALLS.check, item, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.save('URL set', detail));
  }
}

export async function deleteUrlSet(row: TUrlSetRow): Promise<void> {
  try {
    await callAction(URL_SET_CALLS.delete, { url_set: row.url_set }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, (detail) => M.remove('URL set', detail));
  }
}

/**
 * Test a URL set's connection: the server's info (answered in N ms) or warning (the carrier's
 * reason) is shown as the call's alert.
 */
export async function testUrlSet(urlSet: string): Promise<TUrlSetTest | undefined> {
  const answer = await callAction(URL_SET_CALLS.test, { url_set: urlSet }, { blocking: true });
  return answer.results[0];
}

// ---- Courier links (/admin/ofr)

export async function fetchCourierLinks(): Promise<TCourierLink[]> {
  try {
    return await callResults(COURIER_LINK_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.listGet);
  }
}

/** Book a courier through a URL set, or from the rate card ('' ). Failures are alerted. */
export async function linkCourier(courier: string, urlSet: string): Promise<void> {
  await callAction(COURIER_LINK_CALLS.check, { courier, url_set: urlSet }, { blocking: true });
}
