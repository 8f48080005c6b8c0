import type { AnyAction } from './action-types';
import { bookinActions } from './bookins/actions';
import { customerActions } from './customers/actions';
import { dashboardActions } from './dashboard/actions';
import { deliveryDocketActions } from './delivery-dockets/actions';
import { documentActions } from './documents/actions';
import { inventoryActions } from './inventory/actions';
import { jobActions } from './jobs/actions';
import { locationActions } from './locations/actions';
import { wmsLocationActions } from './locations/wms-actions';
import { locationImportActions } from './locations/import-actions';
import { lookupActions } from './lookups/actions';
import { sqlCommandActions } from './lookups/sql-command-actions';
import { loggingActions } from './logging/actions';
import { registerLoggedActions } from './logging/record-access';
import { movementActions } from './movements/actions';
import { packActions } from './packs/actions';
import { pickActions } from './picks/actions';
import { syncActions } from './sync/actions';
import { processQueueActions } from './process-queue/actions';
import { erpDocumentActions } from './erp-documents/actions';
import { purchaseOrderActions } from './purchase-orders/actions';
import { salesOrderActions } from './sales-orders/actions';
import { siteActions } from './site/actions';
import { siteRecordActions } from './site/site-actions';
import { storageActions } from './stock-setup/storage-actions';
import { supplierActions } from './suppliers/actions';
import { loadObjectTypeActions, wmsActions } from './stock-setup/actions';
import { workCentreActions } from './work-centres/actions';
import { printingActions } from './printing/actions';
import { printHistoryAdapter } from './printing/print-history-adapter';
import { labelActions } from './labels/actions';
import { labelRestRoutes } from './labels/rest-routes';
import { runActions } from './runs/actions';
import { reasonCodeActions } from './reason-codes/actions';
import { reasonCodeRestRoutes } from './reason-codes/rest-routes';
import { shiftActions } from './shifts/actions';
import { listActions } from './lists/actions';
import { orderTypeActions } from './order-types/actions';
import { formActions } from './forms/actions';
import { formRestRoutes } from './forms/rest-routes';
import { userSettingsActions } from './user-settings/actions';
import { warehouseActions } from './warehouses/actions';
import { userAccessActions, userAccessAdapters } from './user-access/actions';
import { siteUserActions } from './users/actions';
import { siteUserRestRoutes } from './users/rest-routes';
import { courierActions } from './couriers/actions';
import { fishProcessingActions } from './fish-processing/actions';
import { containerActions } from './packs/container-actions';
import { containerRestRoutes } from './packs/container-rest-routes';
import { consignmentAdapter } from './consign/consignment-adapter';
import { delivery1KeyActions, deliveryKeyActions } from './delivery-keys/actions';
import { leadDayActions } from './lead-days/actions';
import { leadDayRestRoutes } from './lead-days/rest-routes';
import type { RestRoute } from './rest-route';
import { registerDocumentAdapters, type DocumentAdapter } from './document-adapters';
import { taskActions } from './tasks/actions';
import { taskMasterAdapter } from './tasks/adapter';
import { myQueriesAdapter } from './sql/my-queries-adapter';
import { jinjaTemplateAdapter, templateActions } from './templates/actions';
import { dashboardRestRoutes } from './dashboard/rest-routes';
import { erpDocumentRestRoutes } from './erp-documents/rest-routes';
import { transactionRestRoutes } from './movements/rest-routes';
import { loadObjectTypeRestRoutes } from './stock-setup/rest-routes';
import { storageRestRoutes } from './stock-setup/storage-rest-routes';
import { deliveryActions } from './delivery/actions';
import { despatchRestRoutes } from './delivery/rest-routes';
import { scriptActions } from './scripts/actions';
import { urlEndpointActions } from './scripts/url-actions';
import { urlEndpointRestRoutes } from './scripts/url-rest-routes';
import { withEntityScripts } from './scripts/hook';
import { erpActionActions } from './erp-actions/actions';
import { compareActions } from './compare/actions';
import { secretActions } from './secrets/actions';
import { fileActions } from './files/actions';
import { setupClearActions } from './setup-clear/actions';
import { consignActions } from './consign/actions';
import { carrierActions, courierLinkActions, urlSetActions } from './consign/carrier-actions';
import { urlSetAdapter } from './consign/url-set-adapter';
import { reportBuilderActions } from './reports/builder/actions';
import { reportScheduleActions } from './tasks/report-schedule-actions';
import { reportActions } from './reports/actions';

/** Every envelope call the server answers: add an area's list here, an action to its list. */
export const ACTIONS: readonly AnyAction[] = withEntityScripts([
  ...siteActions,
  ...siteRecordActions,
  ...userSettingsActions,
  ...lookupActions,
  ...sqlCommandActions,
  ...loggingActions,
  ...warehouseActions,
  ...storageActions,
  ...inventoryActions,
  ...locationActions,
  ...wmsActions,
  ...wmsLocationActions,
  ...workCentreActions,
  ...printingActions,
  ...labelActions,
  ...runActions,
  ...taskActions,
  ...loadObjectTypeActions,
  ...locationImportActions,
  ...documentActions,
  ...movementActions,
  ...purchaseOrderActions,
  ...deliveryDocketActions,
  ...bookinActions,
  ...customerActions,
  ...supplierActions,
  ...salesOrderActions,
  ...processQueueActions,
  ...erpDocumentActions,
  ...pickActions,
  ...dashboardActions,
  ...packActions,
  ...jobActions,
  ...userAccessActions,
  ...syncActions,
  ...reasonCodeActions,
  ...shiftActions,
  ...listActions,
  ...orderTypeActions,
  ...formActions,
  ...siteUserActions,
  ...courierActions,
  ...fishProcessingActions,
  ...containerActions,
  ...deliveryKeyActions,
  ...delivery1KeyActions,
  ...leadDayActions,
  ...templateActions,
  ...deliveryActions,
  ...scriptActions,
  ...urlEndpointActions,
  ...erpActionActions,
  ...compareActions,
  ...secretActions,
  ...fileActions,
  ...setupClearActions,
  ...consignActions,
  ...carrierActions,
  ...urlSetActions,
  ...courierLinkActions,
  ...reportActions,
  ...reportBuilderActions,
  ...reportScheduleActions,
]);

/**
 * Document types the generic document store hands to an area's own tables (users, their
 * sites and permissions, the task master).
 */
export const DOCUMENT_ADAPTERS: readonly DocumentAdapter[] = [
  ...userAccessAdapters,
  taskMasterAdapter,
  myQueriesAdapter,
  jinjaTemplateAdapter,
  urlSetAdapter,
  consignmentAdapter,
  printHistoryAdapter,
];
registerDocumentAdapters(DOCUMENT_ADAPTERS);

/** The specification's REST alternatives, each standing for an envelope of an action above. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...storageRestRoutes,
  ...transactionRestRoutes,
  ...loadObjectTypeRestRoutes,
  ...erpDocumentRestRoutes,
  ...dashboardRestRoutes,
  ...reasonCodeRestRoutes,
  ...formRestRoutes,
  ...siteUserRestRoutes,
  ...leadDayRestRoutes,
  ...despatchRestRoutes,
  ...containerRestRoutes,
  ...urlEndpointRestRoutes,
  ...labelRestRoutes,
];

const key = (service: string, entity: string, action: string) =>
  `${service}\u0000${entity}\u0000${action}`;

function index(actions: readonly AnyAction[]): Map<string, AnyAction> {
  const map = new Map<string, AnyAction>();
  for (const a of actions) {
    const k = key(a.service, a.entity, a.action);
    if (map.has(k)) throw new Error(`Duplicate action ${a.service}/${a.entity}/${a.action}`);
    map.set(k, a);
  }
  return map;
}

const BY_KEY = index(ACTIONS);
registerLoggedActions(ACTIONS);

export function findAction(service: string, entity: string, action: string): AnyAction | undefined {
  return BY_KEY.get(key(service, entity, action));
}

export const SERVICES: readonly string[] = [...new Set(ACTIONS.map((a) => a.service))].sort();
