import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { CONTAINER_CALLS, type TConsignmentDocument } from '../../../contract';
import { callResults } from '../../../api';
import { useSiteId } from '../../../ui';
import { consignmentKeys } from '../keys';

// Printing loads with the consignment, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));

/** The pack numbers of a consignment's orders, in order. */
async function consignmentPacks(orders: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    orders.map((sales_order) =>
      callResults(CONTAINER_CALLS.search, { sales_order }, { quietErrors: true }),
    ),
  );
  return [...new Set(found.flat().map((c) => c.container_number))];
}

/** Reprint the pack (SSCC) labels of a consignment's packs. */
export function ConsignmentReprint({ row }: { row: TConsignmentDocument }) {
  const siteId = useSiteId();
  const packs = useQuery({
    queryKey: consignmentKeys.packs(siteId, row.sales_orders),
    queryFn: () => consignmentPacks(row.sales_orders),
    enabled: row.sales_orders.length > 0,
  });
  const keys = packs.data ?? [];
  if (keys.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PrintButton
        request={{
          title: `Reprint labels ${row.connote || row.consignment}`,
          label_type: 'container',
          keys,
        }}
      >
        Reprint labels ({keys.length})
      </PrintButton>
    </Suspense>
  );
}
