import { createColumnHelper } from '@tanstack/react-table';
import type { TPack } from '../../../contract';
import { formatQuantity } from '../../../ui';

/** The column helper of the packs list. */
export const packColumn = createColumnHelper<TPack>();

/** A weight or size as shown in the list: blank for none. */
const measure = (v: number) => (v ? formatQuantity(v) : '');

/** The packs list's columns but Actions: Pack, SSCC Number, KG, H, W, D, Type, Storage. */
export const packColumns = [
  packColumn.accessor('container_number', { header: 'Pack' }),
  packColumn.accessor('sscc_number', { header: 'SSCC Number' }),
  packColumn.accessor('weight', { header: 'KG', cell: (c) => measure(c.getValue()) }),
  packColumn.accessor('height', { header: 'H', cell: (c) => measure(c.getValue()) }),
  packColumn.accessor('width', { header: 'W', cell: (c) => measure(c.getValue()) }),
  packColumn.accessor('depth', { header: 'D', cell: (c) => measure(c.getValue()) }),
  packColumn.accessor((p) => p.load_object_type || p.package_type, { id: 'type', header: 'Type' }),
  packColumn.accessor('storage', { header: 'Storage' }),
];
