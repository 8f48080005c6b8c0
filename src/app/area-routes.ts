import type { RouteObject } from 'react-router-dom';
import { bookinRoutes } from '../areas/bookins/routes';
import { customerRoutes } from '../areas/customers/routes';
import { dashboardRoutes } from '../areas/dashboard/routes';
import { deliveryDocketRoutes } from '../areas/delivery-dockets/routes';
import { deliveryRoutes } from '../areas/delivery/routes';
import { inventoryRoutes } from '../areas/inventory/routes';
import { salesOrderRoutes } from '../areas/sales-orders/routes';
import { orderManagementRoutes } from '../areas/order-management/routes';
import { processQueueRoutes } from '../areas/process-queue/routes';
import { erpDocumentRoutes } from '../areas/erp-documents/routes';
import { floorRoutes } from '../areas/floor/routes';
import { jobRoutes } from '../areas/jobs/routes';
import { packRoutes } from '../areas/packs/routes';
import { syncRoutes } from '../areas/sync/routes';
import { profileRoutes } from '../areas/profile/routes';
import { purchaseOrderRoutes } from '../areas/purchase-orders/routes';
import { locationRoutes } from '../areas/locations/routes';
import { movementRoutes } from '../areas/movements/routes';
import { supplierRoutes } from '../areas/suppliers/routes';
import { stockSetupRoutes } from '../areas/stock-setup/routes';
import { workCentreRoutes } from '../areas/work-centres/routes';
import { printingRoutes } from '../areas/printing/routes';
import { templateRoutes } from '../areas/templates/routes';
import { labelRoutes } from '../areas/labels/routes';
import { runRoutes } from '../areas/runs/routes';
import { taskRoutes } from '../areas/tasks/routes';
import { siteRoutes } from '../areas/site/routes';
import { warehouseRoutes } from '../areas/warehouses/routes';
import { reasonCodeRoutes } from '../areas/reason-codes/routes';
import { shiftRoutes } from '../areas/shifts/routes';
import { listRoutes } from '../areas/lists/routes';
import { orderTypeRoutes } from '../areas/order-types/routes';
import { formRoutes } from '../areas/forms/routes';
import { userAccessRoutes } from '../areas/user-access/routes';
import { siteUserRoutes } from '../areas/users/routes';
import { courierRoutes } from '../areas/couriers/routes';
import { sqlRoutes } from '../areas/sql/routes';
import { loggingRoutes } from '../areas/logging/routes';
import { reportRoutes } from '../areas/reports/routes';
import { deliveryKeyRoutes } from '../areas/delivery-keys/routes';
import { leadDayRoutes } from '../areas/lead-days/routes';
import { scriptRoutes } from '../areas/scripts/routes';
import { erpActionRoutes } from '../areas/erp-actions/routes';
import { compareRoutes } from '../areas/compare/routes';
import { knowledgeRoutes } from '../areas/knowledge/routes';
import { secretRoutes } from '../areas/secrets/routes';
import { fileRoutes } from '../areas/files/routes';
import { setupClearRoutes } from '../areas/setup-clear/routes';
import { consignRoutes } from '../areas/consign/routes';
import { fishProcessingRoutes } from '../areas/fish-processing/routes';
import { consignmentRoutes } from '../areas/consignments/routes';

/** The screens of every area, behind the sign-in guard (the shell adds sign-in, sign-out and 404). */
export const areaRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  ...warehouseRoutes,
  ...inventoryRoutes,
  ...stockSetupRoutes,
  ...workCentreRoutes,
  ...printingRoutes,
  ...templateRoutes,
  ...labelRoutes,
  ...runRoutes,
  ...userAccessRoutes,
  ...siteUserRoutes,
  ...taskRoutes,
  ...siteRoutes,
  ...locationRoutes,
  ...movementRoutes,
  ...purchaseOrderRoutes,
  ...deliveryDocketRoutes,
  ...deliveryRoutes,
  ...bookinRoutes,
  ...customerRoutes,
  ...supplierRoutes,
  ...salesOrderRoutes,
  ...processQueueRoutes,
  ...erpDocumentRoutes,
  ...orderManagementRoutes,
  ...jobRoutes,
  ...packRoutes,
  ...floorRoutes,
  ...syncRoutes,
  ...reasonCodeRoutes,
  ...shiftRoutes,
  ...listRoutes,
  ...orderTypeRoutes,
  ...formRoutes,
  ...courierRoutes,
  ...reportRoutes,
  ...deliveryKeyRoutes,
  ...leadDayRoutes,
  ...scriptRoutes,
  ...erpActionRoutes,
  ...compareRoutes,
  ...knowledgeRoutes,
  ...secretRoutes,
  ...fileRoutes,
  ...setupClearRoutes,
  ...sqlRoutes,
  ...loggingRoutes,
  ...consignRoutes,
  ...fishProcessingRoutes,
  ...consignmentRoutes,
];
