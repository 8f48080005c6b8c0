import { createColumnHelper } from '@tanstack/react-table';
import type { TLocation } from '../../../contract';
import { RowActions, StatusBadge } from '../../../ui';
import { SequenceCell } from './SequenceCell';

const column = createColumnHelper<TLocation>();

/**
 * The locations table's columns: the sequence is edited in place and Edit and Delete are
 * offered only when the user may update or delete.
 */
export function locationColumns({
  mayUpdate,
  mayDelete,
  onSequence,
  onView,
  onEdit,
  onDelete,
}: {
  mayUpdate: boolean;
  mayDelete: boolean;
  onSequence: (id: number, sequence: number) => Promise<void>;
  onView: (l: TLocation) => void;
  onEdit: (l: TLocation) => void;
  onDelete: (l: TLocation) => void;
}) {
  return [
    column.accessor('location', { header: 'Location' }),
    column.accessor('storage', { header: 'Storage' }),
    column.accessor('pick_sequence', {
      header: 'Sequence',
      cell: ({ row }) =>
        mayUpdate ? (
          <SequenceCell row={row.original} onSave={onSequence} />
        ) : (
          row.original.pick_sequence
        ),
    }),
    column.accessor('erp_warehouse', { header: 'ERP Warehouse' }),
    column.accessor('pick_section', { header: 'Pick Section' }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        !row.original.active ? (
          <StatusBadge variant="secondary">Inactive</StatusBadge>
        ) : row.original.quarantine ? (
          <StatusBadge variant="danger">Quarantine</StatusBadge>
        ) : null,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => onView(row.original)}
          onEdit={mayUpdate ? () => onEdit(row.original) : undefined}
          onDelete={mayDelete ? () => onDelete(row.original) : undefined}
        />
      ),
    }),
  ];
}
