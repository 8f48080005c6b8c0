import { FloorMovementForm } from '../components/FloorMovementForm';
import { FloorScreenHeader } from '../components/FloorScreenHeader';

/** /floor/move: move stock from one location to another, scan-first, offline-capable. */
export default function FloorMoveScreen() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Move stock" />
      <FloorMovementForm mode="move" />
    </main>
  );
}
