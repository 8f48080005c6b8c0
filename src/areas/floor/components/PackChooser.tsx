import { ScanField, type TScan } from '../../../scan';
import { Button } from '../../../ui';

/**
 * The pack screen with no pack open: scan a pack (SSCC or pack barcode) or make a new one,
 * with how many pack numbers this device has reserved (`left`, null until known).
 */
export function PackChooser({
  packScan,
  onPackScanChange,
  onScan,
  onNewPack,
  error,
  left,
}: {
  packScan: string;
  onPackScanChange: (value: string) => void;
  onScan: (scan: TScan) => void;
  onNewPack: () => void;
  error: string | null;
  left: number | null;
}) {
  return (
    <section className="flex flex-col gap-3" aria-label="Choose a pack">
      <ScanField
        id="floor-pack-scan"
        name="pack"
        label="Scan a pack (SSCC or pack barcode)"
        value={packScan}
        onChange={onPackScanChange}
        onScan={onScan}
        error={error}
        autoFocus
      />
      <Button className="min-h-14 text-xl" onClick={onNewPack}>
        New pack
      </Button>
      <p className="text-lg text-slate-700">
        {left === null ? '' : `${left} pack numbers reserved on this device`}
      </p>
    </section>
  );
}
