import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Spinner, errorText } from '../../../ui';

/**
 * A panel's own states: loading, failed (the dashboard's message with the reason, and Try
 * again) or its content; a failing panel never blanks the others.
 */
export function PanelState({
  pending,
  error,
  onRetry,
  loadingLabel,
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (error) {
    return (
      <ErrorState title={errorText(error)}>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </ErrorState>
    );
  }
  if (pending) return <Spinner label={loadingLabel} showLabel />;
  return <>{children}</>;
}

export function Empty({ children }: { children: string }) {
  return <EmptyState title={children} />;
}
