/**
 * What user-written SQL may read and write, table by table and column by column: the allow-lists
 * `applyQueryRoles` (query-roles.ts) turns into column-level GRANTs at every start. Nothing is
 * granted by pattern: a table or column of schema `wms` that is in none of these lists is
 * neither readable nor writable, and tests/server/query-role-grants.test.ts fails until it is
 * placed in READABLE_COLUMNS or in HIDDEN_TABLES / HIDDEN_COLUMNS.
 */

/** Tables of schema `wms` no user SQL role may read at all, with the reason. */
export const HIDDEN_TABLES: Readonly<Record<string, string>> = {
  users: 'accounts and password hashes; no site_id, so row-level security cannot scope it',
  sessions: 'session token hashes of every site',
  login_limits: 'login throttling of every site',
  user_connector_settings: 'ERP connector identities of users, not scoped to a site',
  help_texts: 'shared by every site (no site_id); answered by the help screens',
  postcode_centroids: 'shared by every site (no site_id); used by route planning',
};

/** Columns of readable tables no user SQL role may read (credentials, keys, sealed values). */
export const HIDDEN_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  activity_log: {
    request: "a call's request: only for who may view its module (log list and get say whom)",
    response: "a call's answer: only for who may view its module",
    errors: "a call's errors, which may name records: only for who may view its module",
  },
  carrier_url_sets: {
    username: 'carrier account user: half of the credential',
    key: 'carrier API key',
  },
  delivery_keys: { alarm_code: "a customer's alarm code" },
  idempotency_keys: {
    request_hash: 'hash of another caller request',
    answer: "another caller's stored answer, which only that caller's rights allowed",
  },
  site_secrets: { sealed: 'the sealed secret value' },
  sites: {
    rds_secret_arn: "the address of the site database's credentials",
    database_user: 'site database credential',
    database_password: 'site database credential (sealed)',
    erp_username: 'ERP credential',
    erp_password: 'ERP credential (sealed)',
  },
};

/**
 * Every table the query roles (`wms_query`, `wms_query_writer`) may read, with the columns
 * they may read (space separated). Each carries `site_id`, so row-level security keeps a
 * statement to its site. A column left out here must be in HIDDEN_COLUMNS.
 */
export const READABLE_COLUMNS: Readonly<Record<string, string>> = {
  activity_log:
    'site_id log_id local_zone action method entity log_key log_key_type log_description log_lookup status start_time finished_time duration success session_id activity_id user_id client_note',
  bookins:
    'site_id booking_id warehouse supplier_code booking_date reference docket_status receiving_status received_by created_at updated_at',
  carrier_url_sets:
    'site_id url_set platform description base_url sender_name sender_address_1 sender_town sender_state sender_postcode sender_phone sender_email created_at updated_at',
  comparison_corrections: 'site_id movement_id line processed_by processed_at',
  consign_cleared_orders: 'site_id sales_order cleared_by created_at updated_at',
  consignment_items:
    'site_id consignment_item_id consignment_id container_id sales_order sscc_number weight volume status scanned_at scanned_by created_at updated_at',
  consignment_manifests:
    'site_id manifest_id manifest courier courier_interface consignments created_by created_at updated_at',
  consignments:
    'site_id consignment_id consignment warehouse sales_orders courier_id courier_code courier courier_service service_code carrier_and_service courier_interface customer_code despatch_date sender_name sender_contact sender_address_1 sender_address_2 sender_town sender_postcode sender_phone sender_email sender_residential receiver_name receiver_address receiver_town receiver_state receiver_postcode receiver_residential receiver_phone receiver_email receiver_instructions pallets_chep pallets_loscam pallets_other charge_type charge_account cost_centre consolidation_check is_return book_pickup_now pickup_ready pickup_closing user_generated_items packages weight volume shipment_total status tracking_status tracking_updated_at etd ref connote manifest_id url_set created_by created_at updated_at',
  container_contents:
    'site_id content_id container_id inventory_code inventory_description quantity unit_of_measure detail_reference date_code gtin comments created_at updated_at',
  container_shipping:
    'site_id container_id courier service_code route_code courier_route_code article_id shipped_date country boxes created_at updated_at',
  containers:
    'site_id container_id container_number sscc_number reference barcode label_type container_type warehouse location customer_code customer_name sales_order customer_order delivery_name delivery_address_1 delivery_address_2 delivery_suburb delivery_state delivery_postcode edi_store_code edi_department_code instructions load_object_type_id package_type contents_description connote storage weight height width depth cube volume dangerous_goods created_by created_at updated_at',
  courier_interfaces: 'site_id courier courier_interface url_set created_at updated_at',
  courier_services:
    'site_id courier courier_service_code service_code_name storage created_at updated_at',
  couriers: 'site_id courier courier_name created_at updated_at',
  customer_attributes: 'site_id customer_code attribute value updated_at',
  customer_courier_accounts: 'site_id customer_code courier account_number service updated_at',
  customer_links: 'site_id interface customer_link link_reference updated_at',
  customer_minimum_days: 'site_id customer_code warehouse minimum_days updated_at',
  customers:
    'site_id customer_code customer_name delivery_address_1 delivery_address_2 delivery_suburb delivery_state delivery_postcode delivery_country active created_at updated_at',
  delivery_docket_lines:
    'site_id delivery_docket_id line_no purchase_order_line inventory_code description quantity_ordered carton_qty serial_batch date_code created_at updated_at',
  delivery_dockets:
    'site_id delivery_docket_id delivery_docket purchase_order_id warehouse received_date expected_date finalised_date docket_status wms_status erp_status erp_id erp_reference erp_action hold delivery_instructions received_by created_at updated_at booking_id',
  delivery_keys:
    'site_id key_id key_name customer_code colour checkout_user checkout_at created_at updated_at key_number special_instructions entry_notes exit_notes',
  delivery_lead_days: 'site_id lead_day_id from_state to_state lead_days created_at updated_at',
  delivery_run_jobs:
    'site_id delivery_run_id sales_order_id delivery_run_sequence delivery_map_order completed completed_at locked window_from window_to lat lng created_at updated_at',
  delivery_runs:
    'site_id delivery_run_id warehouse delivery_date run_name driver_name vehicle start_time created_at updated_at',
  despatches:
    'site_id despatch_number sales_order_id despatch_date courier courier_route_code article_id no_packages created_at updated_at',
  dock_locations: 'site_id warehouse dock_location dock_location_name barcode',
  documents:
    'site_id site_document document_id document_type data lookup_key_1 lookup_key_2 lookup_key_3 created_by updated_by created_at updated_at',
  erp_on_hands:
    'site_id warehouse inventory_code serial_batch date_code erp_on_hand as_at loaded_by',
  erp_queue_sends:
    'id site_id document_type document_key erp_action status attempts last_error answer created_at updated_at',
  forms: 'site_id form_id form_name fields created_at updated_at',
  gps_locations: 'site_id gps_location_id driver_name delivery_run_id recorded_at lat lng',
  idempotency_keys: 'site_id user_id request_id service entity action status created_at',
  interfaces: 'site_id interface interface_name updated_at',
  inventory:
    'site_id inventory_code inventory_description unit_of_measure storage storage_group tracking_type gtin category active updated_at',
  inventory_links:
    'site_id interface inventory_link inventory_description link_reference inventory_unit link_type link_unit link_factor updated_at',
  inventory_warehouses: 'site_id inventory_code warehouse pick_face min_on_hand updated_at',
  jinja_templates:
    'site_id template_id description entity jinja_template email_subject email_body label button_text updated_by created_at updated_at',
  job_moves:
    'site_id move_id job_id user_id movement_qty timestamp received_at device_time erp_status created_at updated_at',
  job_timesheets:
    'site_id time_id job_id user_id start_timestamp end_timestamp total_duration_mins erp_status created_at updated_at',
  job_types:
    'site_id job_type_id job_type job_type_name entity role_to_add_inventory warn_on_add_inventory created_at updated_at',
  jobs: 'site_id job_id job_type job_reference job_description planned_date hold hold_reason warehouse work_centre status complete entity_code inventory_code quantity_required erp_id erp_status erp_complete created_at updated_at',
  labels:
    'site_id label label_format label_description entity label_size width depth label_string first_line_at last_line_at line_increment updated_at',
  lists:
    'site_id list_id list_name list_type database database_table value_field text_field condition list_values list_value_type created_at updated_at',
  load_object_types:
    'site_id load_object_type_id load_object_type load_object_type_name load_object_code barcode storage track_pallet max_volume max_weight nominated_weight tare_weight width height depth updated_at',
  location_import_batches: 'site_id import_id batch_no status rows first_row errors processed_at',
  location_imports:
    'site_id import_id warehouse file_name status total_rows processed_rows saved_rows failed_rows created_by created_at finished_at',
  location_types: 'site_id location_type description model process_on_hand updated_at',
  locations:
    'site_id location_id warehouse location location_name pick_area pick_section storage location_type barcode aisle bay level height width depth pick_sequence erp_warehouse erp_location active quarantine exclude_from_available offline_location internal_location updated_at',
  movements:
    'site_id movement_id timestamp operator movement_type warehouse inventory_code from_location to_location serial_batch date_code movement_qty reference notes request_id erp_id erp_action wms_status done_at device_time',
  on_hands:
    'site_id on_hand_id warehouse location inventory_code serial_batch date_code quantity updated_at',
  order_types:
    'site_id order_type_id order_type order_type_name allow_addnl_invs warn created_at updated_at',
  pack_number_blocks:
    'site_id block_id user_id device_id prefix first_number count first_sscc_serial reserved_at',
  pack_number_sequences: 'site_id prefix last_number updated_at',
  pick_areas: 'site_id warehouse pick_area pick_area_name barcode',
  pick_attempts:
    'site_id pick_attempt_id pick_line_id pick_id warehouse user_id pick_face batch_number serial_number expiry_date quantity_picked reason movement_id last_modified_time done_at device_time',
  pick_lines:
    'site_id pick_line_id pick_id sales_order_id line_no inventory_code description pick_face pick_sequence stocking_factor_unit pack_size quantity_req quantity_picked reason created_at updated_at',
  pick_sections: 'site_id warehouse pick_area pick_section pick_section_name storage barcode',
  picks:
    'site_id pick_id warehouse run_id sales_order_id pick_area pick_section pick_section_name pick_type pick_name required_date despatch_date status locked_user created_by completed_by completed_at created_at updated_at',
  print_jobs:
    'id site_id idempotency_key seq entity label label_format printer_set printer printer_address printer_port printer_type email_address reference description counter copies body width_mm depth_mm status failure_reason attempts claimed_at printed_by created_at end_time retry_of wms_reference',
  printer_set_maps: 'site_id printer_set label label_format printer updated_at',
  printer_sets: 'site_id printer_set printer_set_name warehouse updated_at',
  printers:
    'site_id printer_set printer printer_name printer_type printer_address printer_port updated_at',
  process_queue_resolutions:
    'site_id document_type document_key erp_action resolution resolved_by resolved_at',
  purchase_order_lines:
    'site_id purchase_order_id purchase_order_line inventory_code description supplier_catalogue unit_of_measure pack_size unit_price quantity_ordered quantity_received instructions created_at updated_at',
  purchase_orders:
    'site_id purchase_order_id purchase_order warehouse supplier_code run_id expected_date wms_status erp_status hold delivery_instructions erp_id created_at updated_at erp_action',
  put_away_contents:
    'site_id put_away_id line_no inventory_code description quantity serial_batch date_code delivery_docket_id docket_line_no',
  put_aways:
    'site_id put_away_id booking_id warehouse barcode from_location location put_away_by put_away_at created_at updated_at',
  rate_breaks:
    'site_id rate_break_id courier courier_service_code zone weight_from base_charge per_kg created_at updated_at',
  rate_services:
    'site_id courier courier_service_code cubic_factor fuel_levy_percent surcharges minimum_charge created_at updated_at',
  rate_zones:
    'site_id rate_zone_id courier zone state postcode_from postcode_to transit_days created_at updated_at',
  reason_codes:
    'site_id reason_id reason_code description use_on_receipt use_on_picking use_on_delivery use_on_stock_check require_photo capture_signature de_pick need_replenish created_at updated_at',
  reports:
    'site_id report label report_type description instructions upload_file group sub_group default_search_option search_options operations parameters result_columns created_at updated_at modules',
  run_sets: 'site_id runset_id runset_name warehouse updated_at',
  runs: 'site_id run_id run run_name warehouse runset_id run_type delivery_pickup active created_at updated_at run_parent_id run_template location_pick_section_id load_configuration_id pick_pack_option cut_off_start_time cut_off_end_time confirm_on consign_on warn_pack_weight edi_partner courier courier_service form_template check_form prestart_form pack_contents_label carton_label split_label sales_order_label despatch_label erp_update_status erp_set_to_complete_status dont_allow_changes_status pos pick pack pick_now default_run capture_pod auto_pick auto_pick_qty auto_allocate_batches_on_pick load_required pack_required print_carton_labels print_split_labels print_pack_contents_label allow_pick_from_lines_screen show_popup_print_labels auto_create_packs open_freight_consignment consolidate_bulk_picks require_pick_check start_delivery_on_pack print_despatch_labels delivery_dispatch con_note run_sequence',
  sales_order_lines:
    'site_id sales_order_id line_no inventory_code description stocking_factor_unit pack_size quantity_ordered quantity_supplied short_supply_reason created_at updated_at',
  sales_orders:
    'site_id sales_order_id sales_order warehouse customer_code customer_order run_id required_date wms_status erp_status hold review_reason type erp_id erp_action connote delivery_instructions delivery_address_1 delivery_address_2 delivery_suburb delivery_state delivery_postcode delivery_country locked_user created_at updated_at',
  serial_batches:
    'site_id inventory_code serial_batch date_code quarantine recall recall_reason updated_at',
  shifts: 'site_id shift shift_name start_hour end_hour created_at updated_at',
  site_secrets: 'site_id name set_by set_at',
  site_settings:
    'site_id brand_logo logo_height navbar_variant navbar_type delivery_app_used fish_processing_used erp_interface erp_interface_url customer supplier inventory sales_order purchase_order delivery_docket edi printing entities sql_commands allowed_full_users allowed_delivery_users allowed_view_users updated_by updated_at',
  sites:
    'site_id site_name active gs1_company_prefix last_sscc_number sscc_extension_digit local_zone address_1 address_2 suburb state postcode country partner contact_name contact_phone contact_email purchase_date live_date created_at updated_at aurora rds_resource_arn database_host database_port staging_database wms_database history_database',
  stocking_factors:
    'site_id stocking_factor_id inventory_code unit_of_measure barcode pack_size weight height length depth updated_at',
  storage: 'site_id storage storage_name strict_storage tile_colour updated_at',
  storage_groups:
    'site_id storage_group storage_group_name strict_storage storage_group_colour_text storage_group_colour_background updated_at',
  suppliers: 'site_id supplier_code supplier_name suburb state active created_at updated_at',
  sync_changes: 'site_id change_id entity row_key warehouse deleted xid changed_at',
  sync_prunes: 'site_id pruned_below_xid pruned_at',
  task_runs: 'run_id site_id task_id due_at started_at finished_at status error ran_by',
  tasks:
    'site_id task_id schedule lambda active description start_hour end_hour payload monday tuesday wednesday thursday friday saturday sunday timezone email_address email_errors_only time_limit_seconds next_due last_ran last_status last_error last_duration_ms locked locked_time locked_by updated_by created_at updated_at',
  tracking_types:
    'site_id tracking_type description tracking track_mode process_on_hand help_context updated_at',
  user_permissions: 'site_id user_id module view update delete created_at updated_at',
  user_site_warehouses:
    'site_id user_id warehouse printer_set run_set work_centre created_at updated_at',
  user_sites:
    'site_id user_id current_warehouse printer_set run_set work_centre timezone created_at updated_at',
  warehouses:
    'site_id warehouse warehouse_id warehouse_name warehouse_address local_timezone receipt_to_location printer_url printer_port no_despatch_prints ignore_erp_so_date_changes ignore_erp_so_run_changes external_run_sequencing active updated_at',
  work_centres: 'site_id warehouse work_centre work_centre_name updated_at',
};

/** How the SQL tool's update mode (`wms_query_writer`) may write one table. */
export type WritableTable = {
  /** INSERT of new rows (every readable column). */
  insert: boolean;
  /** DELETE of rows. */
  delete: boolean;
  /**
   * The columns UPDATE may set (space separated), never the row's key; site_id is added (its
   * row-level security check refuses any site but the request's).
   */
  update: string;
};

/**
 * The tables the SQL tool's update mode may write: the site's operational reference data a
 * site administrator bulk-fixes (warehouse layout, item descriptions and units, customers,
 * suppliers, reason codes, couriers and freight rates). Keys that other data refers to by
 * value (a location's code, an item's code) are not updatable; DELETE only where no other
 * record refers to the row. Never users, permissions, sites, site settings, secrets, carrier
 * URL sets, courier interfaces, scheduled tasks, report or list definitions, documents, nor
 * anything the stock ledger keeps (on_hands, movements, serial batches) or a workflow owns
 * (orders, picks, receipts, consignments, jobs, the activity log).
 */
export const WRITABLE_TABLES: Readonly<Record<string, WritableTable>> = {
  locations: {
    insert: true,
    delete: false,
    update:
      'location_name pick_area pick_section storage location_type barcode aisle bay level height width depth pick_sequence erp_warehouse erp_location active quarantine exclude_from_available offline_location internal_location updated_at',
  },
  dock_locations: { insert: true, delete: false, update: 'dock_location_name barcode' },
  pick_areas: { insert: true, delete: false, update: 'pick_area_name barcode' },
  pick_sections: { insert: true, delete: false, update: 'pick_section_name storage barcode' },
  work_centres: { insert: true, delete: false, update: 'work_centre_name updated_at' },
  storage: {
    insert: true,
    delete: false,
    update: 'storage_name strict_storage tile_colour updated_at',
  },
  storage_groups: {
    insert: true,
    delete: false,
    update:
      'storage_group_name strict_storage storage_group_colour_text storage_group_colour_background updated_at',
  },
  load_object_types: {
    insert: true,
    delete: false,
    update:
      'load_object_type_name load_object_code barcode storage track_pallet max_volume max_weight nominated_weight tare_weight width height depth updated_at',
  },
  inventory: {
    insert: false,
    delete: false,
    update: 'inventory_description gtin category updated_at',
  },
  stocking_factors: {
    insert: true,
    delete: false,
    update: 'barcode pack_size weight height length depth updated_at',
  },
  inventory_warehouses: { insert: true, delete: true, update: 'pick_face min_on_hand updated_at' },
  inventory_links: {
    insert: true,
    delete: true,
    update:
      'inventory_description link_reference inventory_unit link_type link_unit link_factor updated_at',
  },
  customers: {
    insert: true,
    delete: false,
    update:
      'customer_name delivery_address_1 delivery_address_2 delivery_suburb delivery_state delivery_postcode delivery_country active updated_at',
  },
  customer_attributes: { insert: true, delete: true, update: 'value updated_at' },
  customer_courier_accounts: {
    insert: true,
    delete: true,
    update: 'account_number service updated_at',
  },
  customer_links: { insert: true, delete: true, update: 'link_reference updated_at' },
  customer_minimum_days: { insert: true, delete: true, update: 'minimum_days updated_at' },
  suppliers: {
    insert: true,
    delete: false,
    update: 'supplier_name suburb state active updated_at',
  },
  reason_codes: {
    insert: true,
    delete: false,
    update:
      'description use_on_receipt use_on_picking use_on_delivery use_on_stock_check require_photo capture_signature de_pick need_replenish updated_at',
  },
  shifts: { insert: true, delete: false, update: 'shift_name start_hour end_hour updated_at' },
  order_types: {
    insert: true,
    delete: false,
    update: 'order_type_name allow_addnl_invs warn updated_at',
  },
  couriers: { insert: true, delete: false, update: 'courier_name updated_at' },
  courier_services: { insert: true, delete: false, update: 'service_code_name storage updated_at' },
  rate_zones: {
    insert: true,
    delete: true,
    update: 'courier zone state postcode_from postcode_to transit_days updated_at',
  },
  rate_breaks: {
    insert: true,
    delete: true,
    update: 'courier courier_service_code zone weight_from base_charge per_kg updated_at',
  },
  rate_services: {
    insert: true,
    delete: true,
    update: 'cubic_factor fuel_levy_percent surcharges minimum_charge updated_at',
  },
  delivery_lead_days: {
    insert: true,
    delete: true,
    update: 'from_state to_state lead_days updated_at',
  },
};

/*
 * The triggers of writable tables that log to the sync change log (wms.sync_record_change)
 * run as the function's owner (SECURITY DEFINER, migration 0034): the writer needs, and has,
 * no right to insert into wms.sync_changes itself.
 */

/** The reference tables an SQL list may read (`wms_list_reader`), their READABLE_COLUMNS. */
export const LIST_READER_TABLES: readonly string[] = [
  'warehouses',
  'dock_locations',
  'pick_areas',
  'pick_sections',
  'work_centres',
  'storage',
  'storage_groups',
  'tracking_types',
  'location_types',
  'load_object_types',
  'locations',
  'inventory',
  'inventory_warehouses',
  'stocking_factors',
  'customers',
  'suppliers',
  'reason_codes',
  'shifts',
  'order_types',
  'job_types',
  'runs',
  'run_sets',
  'printer_sets',
];

/** The names of a space-separated column list. */
export const columnNames = (list: string): string[] => list.split(/\s+/).filter(Boolean);
