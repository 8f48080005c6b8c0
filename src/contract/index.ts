export * from './action-contract';
export * as answer from './answer-fields';
export * from './envelope';
export * from './device-time';
export * from './messages';
export * from './shell-messages';
export * from './permissions';
export * from './navigation';
export * from './floor-rule';
export * from './page-titles';
export * from './shell-titles';
export * from './status-colours';
export * from './defaults';
export * from './auth';
export * from './site-settings';
export * from './sites';
export * from './branding';
export * from './user-settings';
export * from './lookups';
export * from './help';
export * from './form-rules';
export * from './api-messages';
export * from './warehouse-structure';
export * from './locations';
export * from './location-import';
export * from './stock-ledger';
export * from './stock-setup';
export * from './tasks';
export * from './movements';
export * from './inventory';
export * from './customers';
export * from './sales-orders';
export * from './delivery-dockets';
export * from './purchase-orders';
export * from './dates';
export * as fields from './fields';
export {
  BAD_TEXT,
  FIELD_MESSAGES,
  INT_MAX,
  INT_MIN,
  QUANTITY_MAX,
  TEXT_MAX,
  answered,
  isAnsweredMessage,
  isCalendarDate,
  oneOf,
  isStorableText,
} from './fields';
export * from './picks';
export * from './order-management';
export * from './dashboard';
export * from './process-queue';
export * from './erp-documents';
export * from './bookins';
export * from './sync';
export * from './sync-messages';
export * from './jobs';
export * from './scanning';
export * from './outbox';
export * from './floor';
export * from './sscc';
export * from './gtin';
export * from './packs';
export * from './runs';
export * from './reference-lists';
export * from './user-id';
export * from './user-access';
export * from './site-users';
export * from './user-rights';
export * from './printing';
export * from './labels';
export * from './couriers';
export * from './delivery-keys';
export * from './lead-days';
export * from './templates';
export * from './delivery';
export * from './print-jobs';
export * from './outside-calls';
export * from './scripts';
export * from './sandbox';
export * from './url-endpoints';
export * from './erp-actions';
export * from './compare';
export * from './knowledge';
export * from './secrets';
export * from './files';
export * from './setup-clear';
export * from './sql-tool';
export * from './logging';
export * from './fish-processing';
export * from './consign';
export * from './containers';
export * from './consignments';
export * from './reports';
export * from './report-parameters';
export * from './report-display';
export * from './report-builder';
export * from './report-schedules';
