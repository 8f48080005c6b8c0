import { createColumnHelper } from '@tanstack/react-table';
import type { TPackContent } from '../../../contract';
import { formatQuantity } from '../../../ui';

/** The column helper of a pack's contents table. */
export const contentColumn = createColumnHelper<TPackContent>();

/** The contents table's columns but Actions. */
export const contentColumns = [
  contentColumn.accessor('inventory_code', { header: 'Inventory Code' }),
  contentColumn.accessor('inventory_description', { header: 'Description' }),
  contentColumn.accessor('quantity', {
    header: 'Quantity',
    cell: (c) => formatQuantity(c.getValue()),
  }),
  contentColumn.accessor('unit_of_measure', { header: 'UOM' }),
  contentColumn.accessor('detail_reference', { header: 'Serial/Batch' }),
  contentColumn.accessor('date_code', { header: 'Date Code' }),
  contentColumn.accessor('gtin', { header: 'GTIN' }),
];
