import { boolean, integer, text } from 'drizzle-orm/pg-core';
import { quantity } from './columns';

const flag = (name: string, value = false) => boolean(name).notNull().default(value);
const code = (name: string) => text(name).notNull().default('');

/**
 * The settings of a run (document 3 "Run") besides its code, name, warehouse, type and set:
 * picking and packing, labels, ERP statuses and the flags. Defaults are document 3 section 9's.
 * Labels, couriers, forms and EDI partners are codes (their own tables come later).
 */
export const runSettingsColumns = () => ({
  run_parent_id: integer('run_parent_id'),
  run_template: code('run_template'),
  location_pick_section_id: integer('location_pick_section_id'),
  load_configuration_id: integer('load_configuration_id'),
  pick_pack_option: text('pick_pack_option').notNull().default('Pick'),
  cut_off_start_time: code('cut_off_start_time'),
  cut_off_end_time: code('cut_off_end_time'),
  confirm_on: text('confirm_on').notNull().default('On Pick'),
  consign_on: text('consign_on').notNull().default('print'),
  warn_pack_weight: quantity('warn_pack_weight').notNull().default(0),
  edi_partner: code('edi_partner'),
  courier: code('courier'),
  courier_service: code('courier_service'),
  form_template: code('form_template'),
  check_form: code('check_form'),
  prestart_form: code('prestart_form'),
  pack_contents_label: code('pack_contents_label'),
  carton_label: code('carton_label'),
  split_label: code('split_label'),
  sales_order_label: code('sales_order_label'),
  despatch_label: code('despatch_label'),
  erp_update_status: code('erp_update_status'),
  erp_set_to_complete_status: code('erp_set_to_complete_status'),
  dont_allow_changes_status: code('dont_allow_changes_status'),
  pos: flag('pos'),
  pick: flag('pick', true),
  pack: flag('pack'),
  pick_now: flag('pick_now'),
  default_run: flag('default_run'),
  capture_pod: flag('capture_pod'),
  auto_pick: flag('auto_pick'),
  auto_pick_qty: flag('auto_pick_qty'),
  auto_allocate_batches_on_pick: flag('auto_allocate_batches_on_pick'),
  load_required: flag('load_required'),
  pack_required: flag('pack_required'),
  print_carton_labels: flag('print_carton_labels'),
  print_split_labels: flag('print_split_labels'),
  print_pack_contents_label: flag('print_pack_contents_label'),
  allow_pick_from_lines_screen: flag('allow_pick_from_lines_screen'),
  show_popup_print_labels: flag('show_popup_print_labels'),
  auto_create_packs: flag('auto_create_packs'),
  open_freight_consignment: flag('open_freight_consignment'),
  consolidate_bulk_picks: flag('consolidate_bulk_picks'),
  require_pick_check: flag('require_pick_check'),
  start_delivery_on_pack: flag('start_delivery_on_pack'),
  print_despatch_labels: flag('print_despatch_labels'),
  delivery_dispatch: flag('delivery_dispatch'),
  con_note: flag('con_note'),
  run_sequence: flag('run_sequence'),
});
