import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useWorkContext } from '../hooks/use-work-context';
import type { TPrintRequest } from './print-calls';

// The popup (and its calls) load on the first print, never with the shell.
const PrintPopup = lazy(() => import('./PrintPopup'));

/**
 * Printing from a screen: `print(request)` prints to the user's current printer set straight
 * away, or opens the printing popup to choose one (or the user's email). Render `popup`.
 */
export function usePrint(): { print: (request: TPrintRequest) => void; popup: ReactNode } {
  const context = useWorkContext();
  const [request, setRequest] = useState<TPrintRequest | null>(null);
  const [serial, setSerial] = useState(0);
  const print = useCallback((next: TPrintRequest) => {
    setSerial((n) => n + 1);
    setRequest(next);
  }, []);
  const popup = request ? (
    <Suspense fallback={null}>
      <PrintPopup
        key={serial}
        request={request}
        currentSet={context?.printer_set ?? null}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  ) : null;
  return { print, popup };
}
