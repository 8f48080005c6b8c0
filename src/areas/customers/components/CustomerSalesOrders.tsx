import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { SALES_ORDER_MESSAGES, type TSalesOrderListRow } from '../../../contract';
import { DataTable, errorText } from '../../../ui';
import { useCustomerSalesOrders } from '../use-customers';

const column = createColumnHelper<TSalesOrderListRow>();
const columns = [
  column.accessor('sales_order', {
    header: 'Sales Order',
    cell: (c) => (
      <Link
        to={`/so/${encodeURIComponent(c.getValue())}`}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('warehouse_name', { header: 'Warehouse Name' }),
];

/**
 * The sales order stub list (document 2 section 2: Sales Order and Warehouse Name): a
 * customer's latest orders, each opening its detail.
 */
export function CustomerSalesOrders({
  siteId,
  customerCode,
  limit = 20,
}: {
  siteId: string;
  customerCode: string;
  limit?: number;
}) {
  const list = useCustomerSalesOrders(siteId, customerCode, limit);
  return (
    <DataTable
      label="Sales orders of the customer"
      columns={columns}
      data={list.data}
      loading={list.isPending}
      error={list.error ? SALES_ORDER_MESSAGES.searchFailed(errorText(list.error)) : null}
      onRetry={() => void list.refetch()}
      emptyMessage="No sales orders"
      getRowId={(r) => r.sales_order}
      countNoun={['sales order', 'sales orders']}
    />
  );
}
