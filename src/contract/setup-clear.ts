import { z } from 'zod';
import { actionContract } from './action-contract';
import { text } from './fields';

/*
 * Setup clear (document 1 section 7: service tools, entity setup, action clear, flags for
 * stored procedure, transactions, customers, inventories, locations): wipe a site's setup data
 * so it can be imported again. Only at GLOBAL (the provider's Site Setup), with the site id
 * typed again as confirmation; everything asked is cleared in one transaction or nothing is.
 *
 * What each flag clears at the site:
 * - stored_procedure: the ERP staging the connector loads (the ERP on-hand figures);
 * - transactions: every on hand, written off to zero through the stock ledger (the ledger is
 *   append-only: its history stays, marked SETUP CLEAR);
 * - customers: customers with their attributes, minimum days and courier accounts;
 * - inventories: items with their warehouse settings, stocking factors and serial/batches; an
 *   item with stock history in the ledger is kept, made inactive;
 * - locations: the warehouses' locations (refused while any of them holds stock, unless
 *   transactions is cleared in the same call).
 */

export const SETUP_CLEAR_FLAGS = [
  'stored_procedure',
  'transactions',
  'customers',
  'inventories',
  'locations',
] as const;
export type TSetupClearFlag = (typeof SETUP_CLEAR_FLAGS)[number];

export const SETUP_CLEAR_LABELS: Record<TSetupClearFlag, string> = {
  stored_procedure: 'ERP staging (stored procedure)',
  transactions: 'Transactions (stock on hand)',
  customers: 'Customers',
  inventories: 'Inventories',
  locations: 'Locations',
};

export const SETUP_CLEAR_REFERENCE = 'SETUP CLEAR';

export const SETUP_CLEAR_MESSAGES = {
  globalOnly: 'Setup clear is done from the GLOBAL site',
  confirmMismatch: (site: string) => `Type the site id ${site} to confirm`,
  notGlobal: 'The GLOBAL site cannot be cleared',
  siteUnknown: (site: string) => `Site '${site}' was not found`,
  nothingChosen: 'Choose what to clear',
  locationsHoldStock: (count: number) =>
    `${count} location${count === 1 ? ' holds' : 's hold'} stock: clear transactions too, or move the stock first`,
  cleared: (site: string) => `The setup data of site ${site} was cleared`,
  failed: (detail: string) =>
    `There was a problem clearing the site, if the problem persists please contact support - ${detail}`,
} as const;

const flag = () => z.boolean().default(false);

export const ZSetupClear = z.object({
  /** The site to clear (the envelope's site is GLOBAL). */
  clear_site_id: text(40).trim().min(1),
  /** The site id typed again. */
  confirm: text(40).trim(),
  stored_procedure: flag(),
  transactions: flag(),
  customers: flag(),
  inventories: flag(),
  locations: flag(),
});
export type TSetupClearInput = z.input<typeof ZSetupClear>;

export const ZSetupCleared = z.object({
  site_id: z.string(),
  erp_figures: z.number(),
  on_hands_written_off: z.number(),
  customers: z.number(),
  inventories_deleted: z.number(),
  inventories_made_inactive: z.number(),
  locations: z.number(),
});
export type TSetupCleared = z.output<typeof ZSetupCleared>;

export const SETUP_CLEAR_CALLS = {
  clear: actionContract({
    service: 'tools',
    entity: 'setup',
    action: 'clear',
    input: ZSetupClear,
    output: ZSetupCleared,
  }),
};
