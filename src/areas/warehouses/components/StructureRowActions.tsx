import { RowActions } from '../../../ui';

/** The Actions cell of a warehouse's structure tables: View, plus Edit and Remove when editing. */
export function StructureRowActions({
  editing,
  onView,
  onEdit,
  onRemove,
}: {
  editing: boolean;
  onView: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <RowActions
      onView={onView}
      onEdit={editing ? onEdit : undefined}
      onDelete={editing ? onRemove : undefined}
      deleteLabel="Remove"
    />
  );
}
