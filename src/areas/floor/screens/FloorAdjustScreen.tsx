import { FloorMovementForm } from '../components/FloorMovementForm';
import { FloorScreenHeader } from '../components/FloorScreenHeader';

/** /floor/adjust: write stock off (the default) or on, with a reason, offline-capable. */
export default function FloorAdjustScreen() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Write off / on" />
      <FloorMovementForm mode="adjust" />
    </main>
  );
}
