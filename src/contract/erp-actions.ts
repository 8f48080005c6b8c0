import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { answered } from './fields';

/*
 * ERP actions (document 3 §2, §3 "ERP action request", §5, §7, §8): the tool sends an entity,
 * an action and their parameters to the site's ERP interface address (site setting
 * erp_interface_url) and shows the answer. The browser sends it to this server, which posts it
 * to the connector, so the connector's address and credentials never reach the browser.
 *
 * The ERP queue worker (task master lambda `erp_queue`) sends the documents flagged for the
 * ERP (erp_action UPDATE, PROCESS or DESPATCH) the same way, one entity/action per document.
 */

export const ERP_ACTION_ENTITIES = [
  'supplier',
  'warehouse',
  'non_stock',
  'inventory',
  'sales_order',
  'purchase_order',
  'compare',
  'customer',
  'shipment',
  'kit_assembly',
] as const;
export type TErpActionEntity = (typeof ERP_ACTION_ENTITIES)[number];
export const ERP_ACTION_ACTIONS = [
  'get',
  'get_all',
  'new_and_changed',
  'create',
  'confirm',
  'update',
] as const;
export type TErpActionAction = (typeof ERP_ACTION_ACTIONS)[number];
/** Actions that only read from the ERP: view on erp; the others need update on erp. */
export const ERP_READ_ACTIONS: readonly string[] = ['get', 'get_all', 'new_and_changed'];

export const ERP_ACTION_ERROR = 'ERP_ACTION_ERROR';
export const ERP_ACTION_METHOD = 'ERP Action';

export const ERP_ACTION_MESSAGES = {
  needEntityAction: answered('Please provide a valid Entity and Action'),
  noInterface: 'No ERP interface address is set for this site (site setting erp_interface_url)',
  failed: 'There was a problem processing this request',
  unreachable: (detail: string) => `The ERP interface could not be reached: ${detail}`,
  refused: (status: number, detail: string) =>
    `The ERP interface answered ${status}${detail ? `: ${detail}` : ''}`,
  hour: answered('Enter a number of hours from 0 to 24'),
} as const;

/**
 * Action hour (document 3 §5): 0-24; anything not a number becomes empty; a single digit is
 * padded with 0 ('5' -> '05'). Answers '' or the padded hour, or null when out of range.
 */
export function normaliseHours(value: string | number | null | undefined): string | null {
  const text = String(value ?? '').trim();
  if (text === '' || !/^\d+$/.test(text)) return '';
  const n = Number(text);
  if (n < 0 || n > 24) return null;
  return String(n).padStart(2, '0');
}

const ZHours = z
  .union([fields.text(10), z.number()])
  .nullish()
  .transform((v, ctx) => {
    const hours = normaliseHours(v);
    if (hours === null) {
      ctx.addIssue({ code: 'custom', message: ERP_ACTION_MESSAGES.hour });
      return z.NEVER;
    }
    return hours;
  });

/** What the tool sends (the connector gets it with the site_id). */
export const ZErpActionRequest = z.object({
  entity: z.enum(ERP_ACTION_ENTITIES, { error: ERP_ACTION_MESSAGES.needEntityAction }),
  action: z.enum(ERP_ACTION_ACTIONS, { error: ERP_ACTION_MESSAGES.needEntityAction }),
  record_id: fields
    .text(120)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  document_type: fields
    .text(60)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  no_hours: ZHours,
  sql_command: fields.text(5000).optional(),
  script: fields.text(200).optional(),
});
export type TErpActionRequest = z.input<typeof ZErpActionRequest>;

/** The connector's answer as the tool shows it. */
export const ZErpActionAnswer = z.object({
  status: z.number(),
  /** The connector's JSON answer (or its text when it is not JSON). */
  answer: z.unknown(),
  ms: z.number(),
});
export type TErpActionAnswer = z.output<typeof ZErpActionAnswer>;

export const ERP_ACTION_CALLS = {
  send: actionContract({
    service: 'erp',
    entity: 'erp_action',
    action: 'send',
    input: ZErpActionRequest,
    output: ZErpActionAnswer,
  }),
};

/** The screens of the ERP interfaces (document 1 §2): their title and interface. */
export const ERP_INTERFACE_SCREENS = {
  myob_exo: { title: 'Myob EXO', erp_interface: 'MYOB_EXO' },
  myob_advanced: { title: 'MYOB Advanced', erp_interface: 'MYOB_ADVANCED' },
} as const;

/**
 * Documents the ERP queue sends: their erp_action values, and the action the connector is asked
 * for (UPDATE: send it again and refresh it; PROCESS: confirm it; DESPATCH: a sales order's
 * despatch, run again from the order's screen).
 */
export const ERP_QUEUE_CONNECTOR_ACTIONS = {
  UPDATE: 'update',
  PROCESS: 'confirm',
  DESPATCH: 'despatch',
} as const;
export type TErpQueueAction = keyof typeof ERP_QUEUE_CONNECTOR_ACTIONS;
export const ERP_QUEUE_ACTIONS = Object.keys(ERP_QUEUE_CONNECTOR_ACTIONS) as TErpQueueAction[];
/** While a document is being sent its erp_action is this (the queue shows it). */
export const ERP_QUEUE_SENDING = 'PROCESSING';
/** The erp_status (or a movement's erp_id) of a document the connector refused every time. */
export const ERP_QUEUE_FAILED = 'ERROR';
/** The idempotency header the connector receives (one key per document send). */
export const ERP_IDEMPOTENCY_HEADER = 'Idempotency-Key';
