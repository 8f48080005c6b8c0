import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ORDER_MANAGEMENT_MESSAGES as M,
  salesOrderPath,
  salesOrderRowVariant,
  type TSalesOrderReviewRow,
} from '../../../contract';
import { DataTable, errorText, SalesOrderStatusBadges } from '../../../ui';
import type { TOmScope } from '../api';
import { useReview } from '../use-order-management';

const column = createColumnHelper<TSalesOrderReviewRow>();

/**
 * Orders needing review (REVIEW): open orders of the run set from the required date on that
 * are held or carry a review reason, greyed when held, with the reason as their ERP status.
 */
export function ReviewTab({ siteId, scope }: { siteId: string; scope: TOmScope }) {
  const review = useReview(siteId, scope);
  const here = useLocation();
  const from = here.pathname + here.search;
  const columns = useMemo(
    () => [
      column.accessor('sales_order', {
        header: 'Sales Order',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('customer_name', { header: 'Customer' }),
      column.accessor('num_of_lines', { header: 'Lines', meta: { align: 'right' } }),
      column.accessor('run_name', { header: 'Run' }),
      column.accessor('required_date', { header: 'Date' }),
      column.accessor('wms_status', {
        header: 'Status',
        cell: ({ row }) => <SalesOrderStatusBadges order={row.original} />,
      }),
      column.accessor('review_reason', { header: 'Review Reason', meta: { wrap: true } }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Link
            to={salesOrderPath(row.original.sales_order)}
            state={{ from }}
            className="inline-flex min-h-11 items-center rounded px-2 font-medium text-brand-700 underline"
          >
            Open
          </Link>
        ),
      }),
    ],
    [from],
  );
  return (
    <DataTable
      label="Orders to review"
      columns={columns}
      data={review.data}
      loading={review.isPending}
      error={review.error ? M.summaryFailed(errorText(review.error)) : null}
      onRetry={() => void review.refetch()}
      emptyMessage={M.noReview}
      rowVariant={(o) => salesOrderRowVariant(o)}
      getRowId={(o) => o.sales_order}
      countNoun={['sales order', 'sales orders']}
      density="comfortable"
    />
  );
}
