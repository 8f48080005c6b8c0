import { FLOOR_MESSAGES as F } from '../../../contract';
import { Button } from '../../../ui';

/** Asked when Save is pressed on a pack with no lines: save it empty, or keep scanning. */
export function PackEmptyQuestion({
  packNumber,
  onSaveEmpty,
  onKeepScanning,
}: {
  packNumber: string;
  onSaveEmpty: () => void;
  onKeepScanning: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-lg font-medium text-amber-950 ring-2 ring-amber-500"
    >
      <p>{F.packEmptyQuestion(packNumber)}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button className="min-h-12 text-lg" onClick={onSaveEmpty}>
          {F.packSaveEmpty}
        </Button>
        <Button variant="secondary" className="min-h-12 text-lg" onClick={onKeepScanning}>
          {F.packKeepScanning}
        </Button>
      </div>
    </div>
  );
}
