import { Button } from '../../../ui';

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
    <div className="flex gap-1">
      <Button variant="ghost" onClick={onView}>
        View
      </Button>
      {editing && (
        <>
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="ghost" onClick={onRemove}>
            Remove
          </Button>
        </>
      )}
    </div>
  );
}
