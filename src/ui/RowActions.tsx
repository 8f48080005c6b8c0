import { Button } from './Button';

/**
 * The Actions cell of every list: View always, Edit and Delete only when the caller passes
 * them (that is, when the user's permission allows).
 */
export function RowActions({
  onView,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
}: {
  onView: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The delete button's word ('Remove' where the row leaves an unsaved draft). */
  deleteLabel?: string;
}) {
  // Narrow padding: the targets stay 44 px, the column leaves the room to the data.
  return (
    <div className="flex gap-0.5">
      <Button variant="ghost" className="px-2!" onClick={onView}>
        View
      </Button>
      {onEdit && (
        <Button variant="ghost" className="px-2!" onClick={onEdit}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button variant="ghost" className="px-2!" onClick={onDelete}>
          {deleteLabel}
        </Button>
      )}
    </div>
  );
}
