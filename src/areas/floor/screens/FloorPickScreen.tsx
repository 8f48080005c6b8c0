import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_WAREHOUSES, PICK_MESSAGES, type TOutboxEntry } from '../../../contract';
import { useOutbox } from '../../../offline/outbox';
import { useScanRouter } from '../../../scan';
import { Button, useWorkContext } from '../../../ui';
import { FloorScreenHeader } from '../components/FloorScreenHeader';
import { OpenPicks } from '../components/OpenPicks';
import { PickLineList } from '../components/PickLineList';
import { PickLinePanel } from '../components/PickLinePanel';
import { ScanRefusal } from '../components/ScanRefusal';
import { ScreenWrites } from '../components/ScreenWrites';
import { str } from '../components/mirror-text';
import { useFloorWrite } from '../components/useFloorWrite';
import { usePickLineStep } from '../components/usePickLineStep';
import { usePickMirror } from '../components/usePickMirror';
import { floorPickLines, shortReasons } from '../pick-lines';

/** /floor/pick: open picks of the warehouse from the mirror; pick line by line, offline. */
export default function FloorPickScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [params, setParams] = useSearchParams();
  const pickId = Number(params.get('pick') ?? '') || null;
  const choose = (id: number | null) =>
    setParams(id ? { pick: String(id) } : {}, { replace: false });

  if (!warehouse || warehouse === ALL_WAREHOUSES) {
    return (
      <main className="mx-auto flex max-w-4xl flex-col gap-3 p-3">
        <FloorScreenHeader title="Pick" />
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-xl text-amber-900">
          {PICK_MESSAGES.selectWarehouse}
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Pick" />
      {pickId ? (
        <PickLines pickId={pickId} warehouse={warehouse} onBack={() => choose(null)} />
      ) : (
        <OpenPicks warehouse={warehouse} onChoose={choose} />
      )}
    </main>
  );
}

/** One pick: the current line (scan location, scan item, confirm or short) and its lines. */
function PickLines({
  pickId,
  warehouse,
  onBack,
}: {
  pickId: number;
  warehouse: string;
  onBack: () => void;
}) {
  const { entries } = useOutbox();
  const data = usePickMirror(pickId);
  const lines = useMemo(() => floorPickLines(data?.lines ?? [], entries), [data, entries]);
  const reasons = useMemo(() => shortReasons(data?.reasons ?? []), [data]);
  // This pick's writes: attempts on its lines.
  const lineIds = (data?.lines ?? []).map((l) => Number(l.pick_line_id)).join(',');
  const belongs = useCallback(
    (entry: TOutboxEntry) => {
      const line = (entry.data as { pick_line_id?: unknown } | null)?.pick_line_id;
      return entry.kind === 'pick' && lineIds.split(',').includes(String(Number(line)));
    },
    [lineIds],
  );
  const { writes, error: saveError, queue } = useFloorWrite(belongs);
  const { current, step, errors, quantity, isShort, set, choose, ...actions } = usePickLineStep({
    lines,
    warehouse,
    hasLocations: data?.hasLocations,
    queue,
    reasons,
  });

  // A scan on Quantity, a button or the page: a location or the item of the current line.
  const { refusal } = useScanRouter(
    {
      location: (scan) => void actions.scanLocation(scan),
      item: (scan) => void actions.scanItem(scan),
    },
    { warehouse, enabled: Boolean(current) },
  );

  if (!data) return <p className="text-xl text-slate-600">Loading the pick…</p>;
  const done = lines.filter((l) => l.state !== 'open').length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="min-h-12 text-lg" onClick={onBack}>
          ← Picks
        </Button>
        <h2 className="text-xl font-semibold">
          {str(data.pick?.pick_name) || `Pick ${pickId}`}{' '}
          <span className="font-normal text-slate-600">
            #{pickId} · {str(data.pick?.pick_section_name)}
          </span>
        </h2>
        <span className="ml-auto text-lg text-slate-700" data-testid="pick-progress">
          {done} of {lines.length} lines done
        </span>
      </div>

      {!data.pick && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-lg text-amber-900">
          This pick is no longer open on this device (complete, or not yet refreshed).
        </p>
      )}

      <ScanRefusal message={refusal} />
      {current ? (
        <PickLinePanel
          current={current}
          step={step}
          errors={errors}
          quantity={quantity}
          isShort={isShort}
          reasons={reasons}
          saveError={saveError}
          onChange={set}
          onScanLocation={(scan) => void actions.scanLocation(scan)}
          onScanItem={(scan) => void actions.scanItem(scan)}
          onConfirm={(e) => void actions.confirm(e)}
          onNothingHere={actions.nothingHere}
        />
      ) : (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-xl text-green-900">
          Every line of this pick is picked, short or pending.
        </p>
      )}

      <ScreenWrites writes={writes} label="Picks waiting to be sent" />

      <PickLineList lines={lines} currentId={current?.pick_line_id} onChoose={choose} />
    </div>
  );
}
