import { userConnectorSettings } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The demo users' connector settings: run type and their ids in the sites' ERP (MYOB EXO
 * staff numbers at SXD, Greentree-style codes at TAS) and in the product's own connector.
 */
const CONNECTOR_SETTINGS = [
  { user_id: 'admin', run_type: 'Bulk', erp_user_id: 'EXO-STAFF-014', wms_user_id: 'WMS-ADM-01' },
  { user_id: 'floor', run_type: 'Single', erp_user_id: 'EXO-STAFF-027', wms_user_id: 'WMS-FLR-07' },
  { user_id: 'viewer', run_type: 'Single', erp_user_id: 'EXO-STAFF-031', wms_user_id: null },
  { user_id: 'driver', run_type: 'Single', erp_user_id: 'GT-DRV-0042', wms_user_id: 'WMS-DRV-02' },
  { user_id: 'partner', run_type: 'Single', erp_user_id: 'GT-PTN-0007', wms_user_id: null },
];

export async function seedUserAccess(tx: Db): Promise<void> {
  await tx.insert(userConnectorSettings).values(CONNECTOR_SETTINGS);
}
