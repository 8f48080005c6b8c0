import { useCallback, useState, type ReactNode } from 'react';
import { useWorkContext } from '../hooks/use-work-context';
import type { TPrintRequest } from './print-calls';
import PrintPopup from './PrintPopup';

/**
 * Printing from a screen (screens reach it through the lazily loaded PrintButton, so none of
 * it is in the shell or in a screen's own chunk): `print(request)` prints to the user's current printer set straight
 * away, or opens the printing popup to choose one (or the user's email). Render `popup`;
 * `onPrinted` is called once the labels were sent.
 */
export function usePrint(onPrinted?: () => void): {
  print: (request: TPrintRequest) => void;
  popup: ReactNode;
} {
  const context = useWorkContext();
  const [request, setRequest] = useState<TPrintRequest | null>(null);
  const [serial, setSerial] = useState(0);
  const print = useCallback((next: TPrintRequest) => {
    setSerial((n) => n + 1);
    setRequest(next);
  }, []);
  const popup = request ? (
    <PrintPopup
      key={serial}
      request={request}
      currentSet={context?.printer_set ?? null}
      onClose={() => setRequest(null)}
      onPrinted={onPrinted}
    />
  ) : null;
  return { print, popup };
}
