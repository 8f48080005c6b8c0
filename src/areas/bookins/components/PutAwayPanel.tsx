import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api';
import type { TPutAwayResult } from '../../../contract';
import { Button, errorText, formatQuantity } from '../../../ui';
import { putAway } from '../api';
import { bookinKeys } from '../keys';
import { ScanInput } from './ScanInput';

/**
 * Put away, scan first: scan the put-away's barcode (Enter), then the bin (Enter sends).
 * After each put-away the barcode input takes focus again for the next pallet; what moved
 * stays on screen until the next one.
 */
export function PutAwayPanel({ initialBarcode = '' }: { initialBarcode?: string }) {
  const queryClient = useQueryClient();
  const [barcode, setBarcode] = useState(initialBarcode);
  const [location, setLocation] = useState('');
  const [step, setStep] = useState<'barcode' | 'location'>(initialBarcode ? 'location' : 'barcode');
  const [last, setLast] = useState<TPutAwayResult | null>(null);
  const barcodeRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);

  const send = useMutation({
    mutationFn: putAway,
    onSuccess: (done) => {
      setLast(done);
      setBarcode('');
      setLocation('');
      setStep('barcode');
      void queryClient.invalidateQueries({ queryKey: bookinKeys.all });
    },
    onError: (e) => {
      // An unknown or finished put-away: scan another; a bad bin: scan the bin again.
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) {
        setBarcode('');
        setStep('barcode');
      } else {
        setLocation('');
        setStep('location');
      }
    },
  });

  useEffect(() => {
    (step === 'barcode' ? barcodeRef : locationRef).current?.focus();
  }, [step, send.status]);

  const submit = (bin: string) => {
    if (!barcode.trim()) return setStep('barcode');
    if (!bin) return;
    send.mutate({ barcode: barcode.trim(), location: bin });
  };

  return (
    <div className="flex flex-col gap-4">
      <ScanInput
        label="Put-away barcode"
        placeholder="Scan the pallet label"
        value={barcode}
        onChange={setBarcode}
        inputRef={barcodeRef}
        disabled={send.isPending}
        onEnter={(v) => {
          if (v) {
            send.reset();
            setStep('location');
          }
        }}
      />
      <ScanInput
        label="Bin location"
        placeholder="Scan the bin"
        value={location}
        onChange={setLocation}
        inputRef={locationRef}
        disabled={send.isPending}
        hint="Enter puts the pallet away"
        onEnter={submit}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => submit(location.trim())}
          disabled={send.isPending || !barcode.trim() || !location.trim()}
        >
          Put away
        </Button>
      </div>
      {send.error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {errorText(send.error)}
        </p>
      )}
      {last && !send.error && (
        <section
          aria-label="Last put-away"
          className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-950"
        >
          <p className="font-semibold">
            {last.put_away.barcode} put away to {last.put_away.location}
          </p>
          <ul className="mt-1">
            {last.moved.map((m, i) => (
              <li key={i}>
                {m.inventory_code} × {formatQuantity(m.quantity)}: {m.from_location} →{' '}
                {m.to_location}
              </li>
            ))}
          </ul>
          {last.bookin.docket_status === 'Checked' && (
            <p className="mt-1">Bookin {last.bookin.booking_id} is Checked: everything is away.</p>
          )}
        </section>
      )}
    </div>
  );
}
