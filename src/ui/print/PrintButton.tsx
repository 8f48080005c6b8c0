import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import type { TPrintRequest } from './print-calls';
import { usePrint } from './use-print';

export type PrintButtonProps = {
  request: TPrintRequest;
  children: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** Called once the labels were sent (e.g. to clear a selection). */
  onPrinted?: () => void;
};

/**
 * A button that prints `request`: straight to the user's current printer set, or through the
 * printing popup. Screens load it lazily:
 * `const PrintButton = lazy(() => import('../../../ui/print/PrintButton'))`.
 */
export default function PrintButton({
  request,
  children,
  disabled,
  variant = 'secondary',
  onPrinted,
}: PrintButtonProps) {
  const { print, popup } = usePrint(onPrinted);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => print(request)}>
        {children}
      </Button>
      {popup}
    </>
  );
}
