import { useState } from 'react';
import {
  FLOOR_MESSAGES as F,
  SCAN_MESSAGES,
  PACK_CALLS,
  type TPackContent,
} from '../../../contract';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { findPack, scanFeedback, useScanRouter, type TScan } from '../../../scan';
import { Button, Checkbox, ConfirmDialog, useWorkContext } from '../../../ui';
import { FloorScreenHeader } from '../components/FloorScreenHeader';
import { PackChooser } from '../components/PackChooser';
import { PackContentsList } from '../components/PackContentsList';
import { PackDetailsForm } from '../components/PackDetailsForm';
import { PackEmptyQuestion } from '../components/PackEmptyQuestion';
import { PackLineForm } from '../components/PackLineForm';
import { ScanRefusal } from '../components/ScanRefusal';
import { ScreenWrites } from '../components/ScreenWrites';
import { focusPackField } from '../components/focus-pack-field';
import {
  mirroredPackDraft,
  newPackDraft,
  packInput,
  packWriteLabel,
  withLoadObjectType,
} from '../components/pack-draft';
import { lineContent, type TPackLine } from '../components/pack-line';
import { useFloorWrite } from '../components/useFloorWrite';
import { useKeptPack } from '../components/useKeptPack';
import { useLoadObjectTypes } from '../components/useLoadObjectTypes';
import { usePackLine } from '../components/usePackLine';
import { usePackNumbers } from '../components/usePackNumbers';
import { isPackWrite, waitingPack } from '../components/waiting-pack';

/**
 * /floor/pack: scan a pack (SSCC or pack barcode, from the device's mirror) or make a new one
 * with a pack number reserved on this device (works offline), scan items into it (a GS1
 * barcode fills GTIN, batch, date code and quantity; else an item code or barcode), weight,
 * sizes and load object type; Save puts the pack in the outbox (container / container /
 * check, kind 'pack') and shows it pending at once.
 */
export default function FloorPackScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse && context.warehouse !== 'ALL' ? context.warehouse : '';
  const [packScan, setPackScan] = useState('');
  // The open pack is kept on the device: it comes back after a reload (useKeptPack).
  const { pack, setPack, fresh, setFresh, cancelPack, voidPack } = useKeptPack();
  const [askVoid, setAskVoid] = useState(false);
  const { itemScan, setItemScan, line, setLine, fillFromScan, clearLine } = usePackLine();
  const [error, setError] = useState<string | null>(null);
  const { writes, error: saveError, queue } = useFloorWrite(isPackWrite);
  const { left, takeNumber } = usePackNumbers();
  /** Save was pressed on a pack with no lines: ask before saving it empty. */
  const [askEmpty, setAskEmpty] = useState(false);
  /** Print the pack's SSCC label when it is saved (sent after the save reaches the server). */
  const [printLabel, setPrintLabel] = useState(false);
  const types = useLoadObjectTypes();

  /** Open the scanned pack: one saved here and still in the outbox, else the mirror's. */
  const openScanned = async (scan: TScan) => {
    setError(null);
    if (!scan.text.trim()) return;
    const found = await findPack(scan).catch(() => null);
    const waiting = found ? null : await waitingPack(scan);
    if (waiting) {
      setPack(waiting);
      setFresh(false);
      setPackScan('');
      scanFeedback('ok');
      focusPackField('floor-pack-item');
      return;
    }
    if (!found) {
      setError(SCAN_MESSAGES.packNotFound(scan.text.trim()));
      scanFeedback('not-found');
      return;
    }
    const contents = (await floorDb
      .mirror('container_contents')
      .where('container_id')
      .equals(found.container_id)
      .toArray()) as unknown as (TPackContent & TMirrorRow)[];
    setPack(mirroredPackDraft(found, contents));
    setFresh(false);
    setPackScan('');
    scanFeedback('ok');
    focusPackField('floor-pack-item');
  };

  const newPack = async () => {
    setError(null);
    const numbers = await takeNumber();
    if (!numbers) {
      setError('No pack numbers are left on this device: connect to the network to reserve more');
      scanFeedback('error');
      return;
    }
    setPack(newPackDraft(numbers, warehouse));
    setFresh(true);
    scanFeedback('ok');
    focusPackField('floor-pack-item');
  };

  /** A finished line goes into the open pack. */
  const addContent = (done: TPackLine) => {
    const content = lineContent(done);
    if (typeof content === 'string') return;
    setPack((p) => (p ? { ...p, contents: [...p.contents, content] } : p));
  };

  const scanItem = async (scan: TScan) => {
    setError(null);
    setAskEmpty(false);
    const notFound = await fillFromScan(scan, addContent);
    if (notFound) {
      setError(notFound);
      scanFeedback('not-found');
    }
  };

  const addLine = () => {
    const content = lineContent(line);
    if (typeof content === 'string') {
      setError(content);
      scanFeedback('error');
      focusPackField('floor-pack-qty');
      return;
    }
    addContent(line);
    clearLine();
    setError(null);
    setAskEmpty(false);
    focusPackField('floor-pack-item');
  };

  /** Queue the pack, with a line filled but not added yet; a pack with no lines asks first. */
  const save = async (empty = false) => {
    if (!pack) return;
    // A line scanned but not added yet goes with the save, not lost without a word.
    const pending = line.inventory_code.trim() ? lineContent(line) : null;
    if (typeof pending === 'string') {
      setError(pending);
      scanFeedback('error');
      focusPackField('floor-pack-qty');
      return;
    }
    const contents = pending ? [...pack.contents, pending] : pack.contents;
    if (contents.length === 0 && !empty) {
      setAskEmpty(true);
      scanFeedback('error');
      return;
    }
    setAskEmpty(false);
    const entry = await queue({
      contract: PACK_CALLS.check,
      kind: 'pack',
      data: {
        containers: [packInput(pack, contents)],
        ...(printLabel ? { print_label: true } : {}),
      },
      label: packWriteLabel(pack, contents),
    });
    if (!entry) return;
    setFresh(false);
    setPack(null);
    clearLine();
    focusPackField('floor-pack-scan');
  };

  // A scan outside the scan fields: a pack opens one, an item goes into the open pack.
  const { refusal } = useScanRouter(
    pack ? { item: (scan) => void scanItem(scan) } : { pack: (scan) => void openScanned(scan) },
    { warehouse },
  );

  const cancel = () => {
    void cancelPack();
    clearLine();
    setError(null);
    setAskEmpty(false);
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Pack" />
      <ScanRefusal message={refusal} />
      {!pack ? (
        <PackChooser
          packScan={packScan}
          onPackScanChange={setPackScan}
          onScan={(scan) => void openScanned(scan)}
          onNewPack={() => void newPack()}
          error={error}
          left={left}
        />
      ) : (
        <section className="grid gap-3 lg:grid-cols-2" aria-label={`Pack ${pack.container_number}`}>
          <div className="flex flex-col gap-3">
            <PackDetailsForm
              pack={pack}
              types={types}
              onChooseType={(value) =>
                setPack((p) => (p ? withLoadObjectType(p, value, types) : p))
              }
              onChange={setPack}
            />
            {askEmpty && (
              <PackEmptyQuestion
                packNumber={pack.container_number}
                onSaveEmpty={() => void save(true)}
                onKeepScanning={() => {
                  setAskEmpty(false);
                  focusPackField('floor-pack-item');
                }}
              />
            )}
            {saveError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-lg font-medium text-red-900">
                {saveError}
              </p>
            )}
            <Checkbox
              large
              label="Print pack label"
              checked={printLabel}
              onChange={setPrintLabel}
            />
            <div className="grid grid-cols-2 gap-2">
              <Button className="min-h-14 text-xl" onClick={() => void save()}>
                Save pack
              </Button>
              <Button variant="secondary" className="min-h-14 text-xl" onClick={cancel}>
                Cancel
              </Button>
            </div>
            {fresh && (
              <Button
                variant="danger"
                className="min-h-14 text-xl"
                onClick={() => setAskVoid(true)}
              >
                {F.packVoid}
              </Button>
            )}
            <ConfirmDialog
              open={askVoid}
              title={F.packVoidTitle(pack.container_number)}
              message={F.packVoidBody(pack.container_number)}
              confirmLabel={F.packVoid}
              variant="danger"
              onConfirm={async () => {
                await voidPack();
                clearLine();
                setError(null);
                setAskEmpty(false);
              }}
              onClose={() => setAskVoid(false)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <PackLineForm
              itemScan={itemScan}
              onItemScanChange={setItemScan}
              onScan={(scan) => void scanItem(scan)}
              error={error}
              line={line}
              onChange={setLine}
              onAdd={addLine}
            />
            <PackContentsList
              contents={pack.contents}
              onRemove={(contentId) =>
                setPack({
                  ...pack,
                  contents: pack.contents.filter((x) => x.content_id !== contentId),
                })
              }
            />
          </div>
        </section>
      )}
      <ScreenWrites writes={writes} />
    </main>
  );
}
