import { and, eq } from 'drizzle-orm';
import {
  PRINT_MESSAGES as M,
  PRINTING_MESSAGES,
  type TLabelFormat,
  type TPrinterType,
} from '../../src/contract';
import { printers, printerSetMaps, printerSets, userSites } from '../db/schema';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../errors';

/** The printer a label goes to. */
export type PrinterTarget = {
  printer_set: string;
  printer: string;
  printer_type: TPrinterType;
  host: string;
  port: number;
};

/** Where a print goes: a printer set, or an email address. */
export type Destination = { printer_set: string } | { email_address: string };

/**
 * The destination a call names (email first, then printer set), else the user's current
 * printer set at the site; refused when there is none (the app then shows the print popup).
 */
export async function chooseDestination(
  db: Db,
  siteId: string,
  user: { user_id: string; email_address: string | null },
  asked: {
    printer_set?: string | null;
    email_address?: string | null;
    print_to_email?: boolean | null;
  },
): Promise<Destination> {
  if (asked.email_address) return { email_address: asked.email_address };
  if (asked.print_to_email) {
    if (!user.email_address) throw badRequest(M.noEmail);
    return { email_address: user.email_address };
  }
  if (asked.printer_set) return { printer_set: asked.printer_set };
  const [own] = await db
    .select({ printer_set: userSites.printer_set })
    .from(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, user.user_id)));
  if (own?.printer_set) return { printer_set: own.printer_set };
  throw badRequest(M.noDestination);
}

/**
 * The printer of `set` that its map names for label + format; refused with a clear message,
 * also for a PDF label (its HTML never goes to a raw-TCP printer).
 */
export async function resolvePrinter(
  db: Db,
  siteId: string,
  set: string,
  label: string,
  format: TLabelFormat,
): Promise<PrinterTarget> {
  const [found] = await db
    .select({ printer_set: printerSets.printer_set })
    .from(printerSets)
    .where(and(eq(printerSets.site_id, siteId), eq(printerSets.printer_set, set)));
  if (!found) throw notFound(M.printerSetNotFound(set));
  const [row] = await db
    .select({
      printer: printers.printer,
      printer_type: printers.printer_type,
      host: printers.printer_address,
      port: printers.printer_port,
    })
    .from(printerSetMaps)
    .innerJoin(
      printers,
      and(
        eq(printers.site_id, printerSetMaps.site_id),
        eq(printers.printer_set, printerSetMaps.printer_set),
        eq(printers.printer, printerSetMaps.printer),
      ),
    )
    .where(
      and(
        eq(printerSetMaps.site_id, siteId),
        eq(printerSetMaps.printer_set, set),
        eq(printerSetMaps.label, label),
        eq(printerSetMaps.label_format, format),
      ),
    );
  if (!row) throw badRequest(M.noMap(label, format, set));
  // A map saved before PDF labels were refused on printers: its HTML is never sent.
  if (format === 'PDF') throw badRequest(PRINTING_MESSAGES.mapPdfToPrinter(label, row.printer));
  return { printer_set: set, ...row };
}
