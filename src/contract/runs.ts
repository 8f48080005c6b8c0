import { z } from 'zod';
import { actionContract } from './action-contract';
import { ALL_WAREHOUSES } from './envelope';
import * as fields from './fields';
import { answered, oneOf } from './fields';
import { MESSAGES } from './messages';

/**
 * Runs, run sets and run templates (document 3 sections 2-9), service `admin`: entities
 * `run` and `run_set`. A run belongs to at most one run set (the run's `runset_id`): saving
 * a set with a run moves the run out of any other set. The templates are data here.
 */

export const RUN_MESSAGES = {
  /** Document 2 and 3 section 5: a run listing needs one warehouse. */
  selectWarehouse: 'Please Select a Warehouse',
  runType: 'Run type must be Single, Bulk By Customer/Ship or Bulk',
  deliveryPickup: 'Delivery/pickup must be Delivery or Pickup',
  pickPackOption: 'Pick/pack option must be Pick, Pick and Pack or None',
  confirmOn: 'Confirm on must be On Pick, On Pack, On Despatch or Manual',
  consignOn: 'Consign on must be print, packed or complete',
  template: 'Unknown run template',
  cutOffTime: 'Enter a time as HH:mm (00:00 to 23:59)',
  runNotFound: (runId: number) => `Run ${runId} was not found`,
  runExists: (warehouse: string, run: string) =>
    `Run '${run}' already exists in warehouse '${warehouse}'`,
  runTwice: (run: string) => `Run '${run}' is sent twice`,
  parentNotFound: (runId: number) => `Parent run ${runId} was not found`,
  parentIsSelf: 'A run cannot be its own parent run',
  runInUse: (run: string, orders: number, picks: number, purchaseOrders: number) =>
    `Run '${run}' is used by ${[
      orders ? `${orders} sales order${orders === 1 ? '' : 's'}` : '',
      picks ? `${picks} pick${picks === 1 ? '' : 's'}` : '',
      purchaseOrders ? `${purchaseOrders} purchase order${purchaseOrders === 1 ? '' : 's'}` : '',
    ]
      .filter(Boolean)
      .join(', ')} and cannot be deleted`,
  parentInUse: (run: string, children: number) =>
    `Run '${run}' is the parent of ${children} run${children === 1 ? '' : 's'} and cannot be deleted`,
  runSetNotFound: (runsetId: string) => `Run set '${runsetId}' was not found`,
  runSetWarehouse: (runsetId: string, warehouse: string) =>
    `Run set '${runsetId}' belongs to warehouse '${warehouse}'; its warehouse cannot change`,
  runOutsideWarehouse: (runId: number, warehouse: string) =>
    `Run ${runId} is not a run of warehouse '${warehouse}'`,
  runSetInUse: (runsetId: string, users: number) =>
    `Run set '${runsetId}' is the current run set of ${users} user${users === 1 ? '' : 's'} and cannot be deleted`,
  // Document 3 section 8: the client's messages for a failed run or run set call.
  runGet: (detail: string) =>
    `There was a problem getting the run, if the problem persists please contact support - ${detail}`,
  runSave: (detail: string) =>
    `There was a problem updating the run, if the problem persists please contact support - ${detail}`,
  runDelete: (detail: string) =>
    `There was a problem deleting the run, if the problem persists please contact support - ${detail}`,
  runSetGet: (detail: string) =>
    `There was a problem getting the run set, if the problem persists please contact support - ${detail}`,
  runSetSave: (detail: string) =>
    `There was a problem updating the run set, if the problem persists please contact support - ${detail}`,
  runSetDelete: (detail: string) =>
    `There was a problem deleting the run set, if the problem persists please contact support - ${detail}`,
} as const;

export const RUN_TYPES = ['Single', 'Bulk By Customer/Ship', 'Bulk'] as const;
export type TRunType = (typeof RUN_TYPES)[number];
/** A run's type, and a connector user's, when none is chosen. */
export const DEFAULT_RUN_TYPE: TRunType = 'Single';
export const DELIVERY_PICKUP = ['Delivery', 'Pickup'] as const;
export const PICK_PACK_OPTIONS = ['Pick', 'Pick and Pack', 'None'] as const;
/** When a pick line is confirmed: as picked (the default), packed, despatched, or by hand. */
export const CONFIRM_ON = ['On Pick', 'On Pack', 'On Despatch', 'Manual'] as const;
export const CONSIGN_ON = ['print', 'packed', 'complete'] as const;

/** At most this many runs or run sets per check or delete. */
export const RUN_BATCH = 500;

/** The boolean flags of a run (document 3 "Run"), in the order the screens show them. */
export const RUN_FLAGS = [
  'pos',
  'pick',
  'pack',
  'pick_now',
  'default_run',
  'capture_pod',
  'auto_pick',
  'auto_pick_qty',
  'auto_allocate_batches_on_pick',
  'load_required',
  'pack_required',
  'print_carton_labels',
  'print_split_labels',
  'print_pack_contents_label',
  'allow_pick_from_lines_screen',
  'show_popup_print_labels',
  'auto_create_packs',
  'open_freight_consignment',
  'consolidate_bulk_picks',
  'require_pick_check',
  'start_delivery_on_pack',
  'print_despatch_labels',
  'delivery_dispatch',
  'con_note',
  'run_sequence',
] as const;
export type TRunFlag = (typeof RUN_FLAGS)[number];

/** The free-text codes of a run: forms, couriers, labels, ERP statuses. */
export const RUN_CODES = [
  'edi_partner',
  'courier',
  'courier_service',
  'form_template',
  'check_form',
  'prestart_form',
  'pack_contents_label',
  'carton_label',
  'split_label',
  'sales_order_label',
  'despatch_label',
  'erp_update_status',
  'erp_set_to_complete_status',
  'dont_allow_changes_status',
] as const;
export type TRunCode = (typeof RUN_CODES)[number];

const HH_MM = /^(([01]\d|2[0-3]):[0-5]\d)?$/;
const codeText = () => fields.text(80).trim();
const optionalId = () => fields.id().nullable();

/** A run's settings, each optional: a check fills the missing ones (see ZRunCheck). */
const settingShape = {
  run_type: oneOf(RUN_TYPES, RUN_MESSAGES.runType),
  delivery_pickup: oneOf(DELIVERY_PICKUP, RUN_MESSAGES.deliveryPickup),
  pick_pack_option: oneOf(PICK_PACK_OPTIONS, RUN_MESSAGES.pickPackOption),
  confirm_on: oneOf(CONFIRM_ON, RUN_MESSAGES.confirmOn),
  consign_on: oneOf(CONSIGN_ON, RUN_MESSAGES.consignOn),
  cut_off_start_time: fields.text(5).trim().regex(HH_MM, RUN_MESSAGES.cutOffTime),
  cut_off_end_time: fields.text(5).trim().regex(HH_MM, RUN_MESSAGES.cutOffTime),
  run_parent_id: optionalId(),
  location_pick_section_id: optionalId(),
  load_configuration_id: optionalId(),
  warn_pack_weight: fields.quantity(0, 99_999),
  active: z.boolean(),
  ...(Object.fromEntries(RUN_CODES.map((k) => [k, codeText()])) as Record<
    TRunCode,
    ReturnType<typeof codeText>
  >),
  ...(Object.fromEntries(RUN_FLAGS.map((k) => [k, z.boolean()])) as Record<TRunFlag, z.ZodBoolean>),
};
export type TRunSettings = {
  [K in keyof typeof settingShape]: z.output<(typeof settingShape)[K]>;
};

type SettingShape = typeof settingShape;
const optionalSettings = Object.fromEntries(
  Object.entries(settingShape).map(([k, v]) => [k, v.optional()]),
) as { [K in keyof SettingShape]: z.ZodOptional<SettingShape[K]> };

export const RUN_TEMPLATE_NAMES = [
  'auto_pack_consign_on_complete',
  'palletised_pick',
  'auto_pack',
  'pick_only',
] as const;
export type TRunTemplateName = (typeof RUN_TEMPLATE_NAMES)[number];

/** A run as the screens edit it and a check sends it. */
export const ZRun = z.object({
  run_id: fields.id().optional(),
  run: fields
    .text(20)
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash),
  run_name: fields.text(80).trim().min(1, MESSAGES.required),
  warehouse: fields.text(20).trim().min(1, MESSAGES.required),
  /** A template whose settings a new run starts from (the sent settings win); an update ignores it. */
  template: oneOf(['', ...RUN_TEMPLATE_NAMES], RUN_MESSAGES.template).optional(),
  ...optionalSettings,
});
/** A run sent to check: code, name, warehouse; any setting not sent keeps its value. */
export type TRunInput = z.output<typeof ZRun>;

/** Document 3 section 9's run defaults. */
export const RUN_DEFAULTS: TRunSettings = {
  run_type: 'Single',
  delivery_pickup: 'Pickup',
  pick_pack_option: 'Pick',
  confirm_on: 'On Pick',
  consign_on: 'print',
  cut_off_start_time: '',
  cut_off_end_time: '',
  run_parent_id: null,
  location_pick_section_id: null,
  load_configuration_id: null,
  warn_pack_weight: 0,
  active: true,
  ...(Object.fromEntries(RUN_CODES.map((k) => [k, ''])) as Record<TRunCode, string>),
  ...(Object.fromEntries(RUN_FLAGS.map((k) => [k, k === 'pick'])) as Record<TRunFlag, boolean>),
};

export type TRunTemplate = {
  template: TRunTemplateName;
  description: string;
  help_context: string;
  /** The settings the template gives a new run (the rest are the run defaults). */
  values: Partial<TRunSettings>;
};

/** What every template shares (document 3 "Run template"): On Pick, ERP Complete, labels on. */
const TEMPLATE_BASE: Partial<TRunSettings> = {
  delivery_pickup: 'Delivery',
  confirm_on: 'On Pick',
  erp_update_status: 'Complete',
  erp_set_to_complete_status: 'Complete',
  sales_order_label: 'SALES_ORDER',
  despatch_label: 'DESPATCH',
  print_despatch_labels: true,
  show_popup_print_labels: true,
};

/** The four run templates of document 3 section 3. */
export const RUN_TEMPLATES: readonly TRunTemplate[] = [
  {
    template: 'auto_pack_consign_on_complete',
    description: 'Pick and pack, one pack made automatically, freight consigned on completion',
    help_context: 'run_template_auto_pack_consign_on_complete',
    values: {
      ...TEMPLATE_BASE,
      pick_pack_option: 'Pick and Pack',
      consign_on: 'complete',
      pack: true,
      auto_create_packs: true,
      open_freight_consignment: true,
      con_note: true,
      print_carton_labels: true,
      print_pack_contents_label: true,
      carton_label: 'CARTON_LABEL',
      pack_contents_label: 'PACK_CONTENTS',
    },
  },
  {
    template: 'palletised_pick',
    description: 'Bulk pick by customer onto pallets, load required, split labels',
    help_context: 'run_template_palletised_pick',
    values: {
      ...TEMPLATE_BASE,
      run_type: 'Bulk By Customer/Ship',
      pick_pack_option: 'Pick and Pack',
      consign_on: 'packed',
      pack: true,
      load_required: true,
      consolidate_bulk_picks: true,
      print_split_labels: true,
      split_label: 'SPLIT_LABEL',
    },
  },
  {
    template: 'auto_pack',
    description: 'Pick and pack with weights and dimensions, carton labels printed',
    help_context: 'run_template_auto_pack',
    values: {
      ...TEMPLATE_BASE,
      pick_pack_option: 'Pick and Pack',
      consign_on: 'packed',
      pack: true,
      pack_required: true,
      auto_create_packs: true,
      print_carton_labels: true,
      carton_label: 'CARTON_LABEL',
    },
  },
  {
    template: 'pick_only',
    description: 'Pick only: no packing, consigned when the labels print',
    help_context: 'run_template_pick_only',
    values: {
      ...TEMPLATE_BASE,
      pick_pack_option: 'Pick',
      consign_on: 'print',
    },
  },
];

/** A new run's settings from a template: the defaults, then the template's values. */
export function runTemplateSettings(template: string | null | undefined): TRunSettings {
  const found = RUN_TEMPLATES.find((t) => t.template === template);
  return { ...RUN_DEFAULTS, ...(found?.values ?? {}) };
}

/** One specific warehouse: none or ALL is refused with 'Please Select a Warehouse'. */
const oneWarehouse = () =>
  fields
    .text(20, answered(RUN_MESSAGES.selectWarehouse))
    .trim()
    .refine((w) => w !== '' && w !== ALL_WAREHOUSES, answered(RUN_MESSAGES.selectWarehouse));

export const ZRunList = z.object({
  warehouse: oneWarehouse(),
  search_term: fields.text(80).trim().nullish(),
});
export const ZRunKey = z.object({ run_id: fields.id() });
export const ZRunCheck = z.object({ runs: z.array(ZRun).min(1).max(RUN_BATCH) });
export const ZRunDelete = z.object({ runs: z.array(ZRunKey).min(1).max(RUN_BATCH) });

const settingOutput = {
  run_type: z.string(),
  delivery_pickup: z.string(),
  pick_pack_option: z.string(),
  confirm_on: z.string(),
  consign_on: z.string(),
  cut_off_start_time: z.string(),
  cut_off_end_time: z.string(),
  run_parent_id: z.number().nullable(),
  location_pick_section_id: z.number().nullable(),
  load_configuration_id: z.number().nullable(),
  warn_pack_weight: z.number(),
  active: z.boolean(),
  ...(Object.fromEntries(RUN_CODES.map((k) => [k, z.string()])) as Record<TRunCode, z.ZodString>),
  ...(Object.fromEntries(RUN_FLAGS.map((k) => [k, z.boolean()])) as Record<TRunFlag, z.ZodBoolean>),
};

/** A run as answered: every setting, and its run set. */
export const ZRunRow = z.object({
  run_id: z.number(),
  run: z.string(),
  run_name: z.string(),
  warehouse: z.string(),
  run_template: z.string(),
  runset_id: z.string().nullable(),
  runset_name: z.string().nullable(),
  ...settingOutput,
});
export type TRunRow = z.output<typeof ZRunRow>;

export const RUN_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'run',
    action: 'list',
    input: ZRunList,
    output: ZRunRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'run',
    action: 'get',
    input: ZRunKey,
    output: ZRunRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'run',
    action: 'check',
    input: ZRunCheck,
    output: ZRunRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'run',
    action: 'delete',
    input: ZRunDelete,
    output: ZRunRow,
  }),
};

// ---- Run sets ------------------------------------------------------------------------------

export const ZRunSet = z.object({
  runset_id: fields
    .text(20)
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash),
  runset_name: fields.text(80).trim().min(1, MESSAGES.required),
  warehouse: fields.text(20).trim().min(1, MESSAGES.required),
  /** The run_ids of the set (runs of its warehouse). */
  runs: z.array(fields.id()).max(RUN_BATCH).default([]),
});
export type TRunSet = z.output<typeof ZRunSet>;
export const BLANK_RUN_SET: TRunSet = { runset_id: '', runset_name: '', warehouse: '', runs: [] };

export const ZRunSetList = z.object({
  /** A warehouse code; none or ALL lists every warehouse's sets. */
  warehouse: fields.text(20).trim().nullish(),
  search_term: fields.text(80).trim().nullish(),
});
export const ZRunSetKey = z.object({ runset_id: fields.text(20).trim().min(1) });
export const ZRunSetCheck = z.object({ run_sets: z.array(ZRunSet).min(1).max(RUN_BATCH) });
export const ZRunSetDelete = z.object({ run_sets: z.array(ZRunSetKey).min(1).max(RUN_BATCH) });

export const ZRunSetMember = z.object({
  run_id: z.number(),
  run: z.string(),
  run_name: z.string(),
});
export type TRunSetMember = z.output<typeof ZRunSetMember>;

/** A run set as answered, with its runs by code. */
export const ZRunSetRow = z.object({
  runset_id: z.string(),
  runset_name: z.string(),
  warehouse: z.string(),
  warehouse_name: z.string(),
  runs: z.array(ZRunSetMember),
});
export type TRunSetRow = z.output<typeof ZRunSetRow>;

export const RUN_SET_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'run_set',
    action: 'list',
    input: ZRunSetList,
    output: ZRunSetRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'run_set',
    action: 'get',
    input: ZRunSetKey,
    output: ZRunSetRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'run_set',
    action: 'check',
    input: ZRunSetCheck,
    output: ZRunSetRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'run_set',
    action: 'delete',
    input: ZRunSetDelete,
    output: ZRunSetRow,
  }),
};
