import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bookinPath, type TReceiveResult } from '../../../contract';
import { Button, errorText, formatQuantity, Spinner } from '../../../ui';
import { receiveDocket } from '../api';
import { bookinKeys } from '../keys';
import { useAwaitingDockets } from '../use-bookins';
import { PutAwayContents } from './PutAwayContents';
import { ScanInput } from './ScanInput';

/**
 * Receive a docket: scan or type its number (Enter receives), or pick one of the warehouse's
 * dockets awaiting receipt. The cartons land at the dock as one put-away with its licence
 * plate; "Put away now" carries on with that pallet.
 */
export function ReceivePanel({
  warehouse,
  onPutAway,
}: {
  warehouse: string;
  onPutAway: (barcode: string) => void;
}) {
  const queryClient = useQueryClient();
  const [docket, setDocket] = useState('');
  const [last, setLast] = useState<TReceiveResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const awaiting = useAwaitingDockets(warehouse, true);
  const receive = useMutation({
    mutationFn: receiveDocket,
    onSuccess: (done) => {
      setLast(done);
      setDocket('');
      void queryClient.invalidateQueries({ queryKey: bookinKeys.all });
    },
  });
  useEffect(() => input.current?.focus(), [receive.status]);

  const go = (number: string) => {
    if (!number) return;
    receive.mutate({ delivery_docket: number });
  };

  return (
    <div className="flex flex-col gap-4">
      <ScanInput
        label="Delivery docket"
        placeholder="Scan or type the docket number"
        value={docket}
        onChange={setDocket}
        onEnter={go}
        inputRef={input}
        disabled={receive.isPending}
      />
      <div>
        <Button onClick={() => go(docket.trim())} disabled={receive.isPending || !docket.trim()}>
          Receive
        </Button>
      </div>
      {receive.error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {errorText(receive.error)}
        </p>
      )}
      {last && !receive.error && (
        <section
          aria-label="Received"
          className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-950"
        >
          <p className="font-semibold">
            Received to {last.put_away.from_location} as put-away{' '}
            <span className="font-mono">{last.put_away.barcode}</span>
          </p>
          <PutAwayContents contents={last.put_away.contents} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onPutAway(last.put_away.barcode)}>Put away now</Button>
            <Link
              to={bookinPath(last.bookin.booking_id)}
              className="inline-flex min-h-11 items-center px-2 text-brand-700 hover:underline"
            >
              Open bookin {last.bookin.booking_id}
            </Link>
          </div>
        </section>
      )}
      <section aria-label="Dockets awaiting receipt" className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">
          Awaiting receipt{warehouse ? ` at ${warehouse}` : ''}
        </h3>
        {awaiting.isPending ? (
          <Spinner label="Loading the dockets awaiting receipt" />
        ) : awaiting.error ? (
          <p role="alert" className="text-red-800">
            {errorText(awaiting.error)}{' '}
            <Button variant="secondary" onClick={() => void awaiting.refetch()}>
              Try again
            </Button>
          </p>
        ) : awaiting.data.length === 0 ? (
          <p className="text-slate-600">No dockets are waiting to be received</p>
        ) : (
          <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {awaiting.data.map((d) => (
              <li key={d.delivery_docket_id}>
                <button
                  type="button"
                  disabled={receive.isPending}
                  onClick={() => go(d.delivery_docket)}
                  className="flex min-h-11 w-full flex-wrap items-center gap-x-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
                >
                  <span className="font-semibold">{d.delivery_docket}</span>
                  <span>{d.purchase_order}</span>
                  <span className="text-slate-700">{d.supplier_name}</span>
                  <span className="text-slate-600">
                    {d.lines} lines · {formatQuantity(d.cartons)} cartons
                    {d.expected_date ? ` · expected ${d.expected_date}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
