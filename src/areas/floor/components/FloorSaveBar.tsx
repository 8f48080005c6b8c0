import type { ReactNode } from 'react';
import type { TOutboxEntry } from '../../../contract';
import { Button } from '../../../ui';
import { ScreenWrites } from './ScreenWrites';

/**
 * The foot of a floor screen: why the last save was refused (if it was), the save button
 * (56 px, readable at arm's length), and the screen's writes live from the outbox — pending,
 * sent or needing attention (useFloorWrite gives `error` and `writes`).
 */
export function FloorSaveBar({
  children,
  error,
  writes,
  onSave,
  id,
  testId,
  variant = 'primary',
  writesLabel,
}: {
  /** The button's words. */
  children: ReactNode;
  error: string | null;
  writes: TOutboxEntry[];
  /** Without it the button submits its form. */
  onSave?: () => void;
  id?: string;
  testId?: string;
  variant?: 'primary' | 'danger';
  writesLabel?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-lg font-medium text-red-900">
          {error}
        </p>
      )}
      <Button
        id={id}
        type={onSave ? 'button' : 'submit'}
        variant={variant}
        className="min-h-14 text-xl"
        data-testid={testId}
        onClick={onSave}
      >
        {children}
      </Button>
      <ScreenWrites writes={writes} label={writesLabel} />
    </>
  );
}
