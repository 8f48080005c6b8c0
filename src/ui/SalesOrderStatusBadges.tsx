import {
  salesOrderErpStatus,
  salesOrderErpVariant,
  salesOrderStatusLabel,
  salesOrderStatusVariant,
} from '../contract';
import { StatusBadge } from './StatusBadge';

/**
 * An order's two statuses as badges (document 2 section 4): the product status (NEW dark,
 * PICKING..LOADED warning, COMPLETE success) and the ERP status (a held order shows its review
 * reason, greyed).
 */
export function SalesOrderStatusBadges({
  order,
}: {
  order: {
    wms_status: string | null | undefined;
    erp_status: string | null | undefined;
    hold?: boolean;
    review_reason?: string | null;
  };
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge variant={salesOrderStatusVariant(order.wms_status)}>
        {salesOrderStatusLabel(order.wms_status)}
      </StatusBadge>
      <StatusBadge variant={salesOrderErpVariant(order)}>{salesOrderErpStatus(order)}</StatusBadge>
    </span>
  );
}
