/**
 * Demo scripts (document 3 "Script", "Script v2", "Entity script", "URL"): a few scripts an
 * operations team writes, the entity scripts that run them and the script endpoints, at both
 * demo sites. Entity scripts that would refuse an action are left inactive, so the demo's own
 * flows run as they are; the active ones only log. (The sites' ERP interface addresses are in
 * demo-data.ts: reserved .example names, never contacted.)
 */
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  SCRIPT_DOCUMENT_SCHEMAS,
  SCRIPT_TYPE,
  URL_TYPE,
  scriptSiteDocument,
} from '../../src/contract';
import { documents } from '../db/schema';
import type { Db } from '../db/types';

type StoreType =
  | typeof SCRIPT_TYPE
  | typeof ENTITY_SCRIPT_TYPE
  | typeof ENTITY_LAMBDA_SCRIPT_TYPE
  | typeof URL_TYPE;

const SCRIPTS = [
  {
    script: 'order_weight_check',
    description: 'Refuses a sales order line over 1,000 kg',
    email_address: 'ops@southerncross.example',
    code_snippet: [
      'const lines = (data.data && data.data.lines) || [];',
      'for (const line of lines) {',
      '  if (Number(line.weight || 0) > 1000)',
      '    throw new Error(`Line ${line.line_no}: ${line.weight} kg is over the 1,000 kg limit`);',
      '}',
      'return { checked: lines.length };',
    ].join('\n'),
    active: true,
  },
  {
    script: 'log_erp_send',
    description: 'Logs each document sent to the ERP',
    email_address: '',
    code_snippet: [
      'log("sent to ERP", data.data && data.data.document_type, data.data && data.data.document_reference);',
      'return { logged: true };',
    ].join('\n'),
    active: true,
  },
  {
    script: 'low_stock_report',
    description: 'Counts the inventory lines under their reorder level',
    email_address: 'purchasing@southerncross.example',
    code_snippet: [
      'const items = data.items || [];',
      'const low = items.filter((i) => Number(i.on_hand) < Number(i.reorder_level));',
      'log(`${low.length} of ${items.length} items under reorder level`);',
      'return low.map((i) => i.inventory_code);',
    ].join('\n'),
    active: true,
  },
  {
    script: 'courier_lookup',
    description: 'Lists the couriers whose name holds data.term',
    email_address: '',
    code_snippet: [
      'const couriers = await call("courier", "list", { search_term: data.term || "" });',
      'return couriers.map((c) => `${c.courier} ${c.courier_name}`);',
    ].join('\n'),
    active: true,
  },
];

const ENTITY_SCRIPTS = [{ entity: 'document', action: 'erp_action', script: 'log_erp_send' }];

const ENTITY_SCRIPTS_V2 = [
  {
    lambda: 'order_weight_check',
    entity: 'sales_order',
    action: 'check',
    stage: 'before',
    active: false,
    entity_script: 'Heavy line guard (turn on when the weights are loaded)',
  },
  {
    lambda: 'log_erp_send',
    entity: 'document',
    action: 'erp_action',
    stage: 'after',
    active: true,
    entity_script: 'Log sends to the ERP',
  },
];

const URLS = [
  { endpoint: 'orders/weight-check', web_service: 'POST', entity: 'sales_order', action: 'check' },
  { endpoint: 'couriers', web_service: 'GET', entity: 'courier', action: 'list' },
  { endpoint: 'stock/low', web_service: 'GET', entity: 'inventory', action: 'list' },
  // Served at GET /api/url/stock-on-hand?site_id=SXD&inventory_codes=<code>.
  { endpoint: 'stock-on-hand', web_service: 'GET', entity: 'inventory', action: 'on_hand' },
  {
    endpoint: 'scripts/courier-lookup',
    web_service: 'POST',
    entity: 'script',
    action: 'courier_lookup',
  },
];

/** One record checked by the store's own schema of its type, as the store would keep it. */
function record(siteId: string, type: StoreType, fields: Record<string, unknown>, now: Date) {
  const checked = SCRIPT_DOCUMENT_SCHEMAS[type].parse(fields) as Record<string, unknown> & {
    document_id: string;
    lookup_key_1?: string;
  };
  const siteDocument = scriptSiteDocument(siteId, type);
  return {
    site_id: siteId,
    site_document: siteDocument,
    document_id: checked.document_id,
    document_type: type,
    data: { ...checked, site_document: siteDocument },
    lookup_key_1: checked.lookup_key_1 ?? null,
    created_by: 'admin',
    updated_by: 'admin',
    created_at: now,
    updated_at: now,
  };
}

export async function seedScripts(db: Db, options: { now: Date }): Promise<void> {
  const rows = [];
  for (const siteId of ['SXD', 'TAS']) {
    for (const s of SCRIPTS) rows.push(record(siteId, SCRIPT_TYPE, s, options.now));
    for (const e of ENTITY_SCRIPTS) rows.push(record(siteId, ENTITY_SCRIPT_TYPE, e, options.now));
    for (const e of ENTITY_SCRIPTS_V2)
      rows.push(record(siteId, ENTITY_LAMBDA_SCRIPT_TYPE, e, options.now));
    for (const u of URLS) rows.push(record(siteId, URL_TYPE, u, options.now));
  }
  await db.insert(documents).values(rows);
}
