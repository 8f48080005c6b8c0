import { useEffect, useId, useRef, useState } from 'react';
import { SCAN_MESSAGES } from '../contract/scanning';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { startCameraScan, type TCameraSession } from './camera';

export type CameraScanDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The first code the camera reads (the dialog closes itself through onClose). */
  onDecoded: (text: string) => void;
};

/**
 * A dialog showing the back camera's picture; html5-qrcode loads when it opens and the
 * camera stops when it closes or unmounts. Errors (no camera, permission denied) show in it.
 */
export function CameraScanDialog({ open, onClose, onDecoded }: CameraScanDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={SCAN_MESSAGES.cameraTitle}
      footer={
        <Button variant="secondary" onClick={onClose} className="min-h-12 text-lg">
          {SCAN_MESSAGES.cameraClose}
        </Button>
      }
    >
      {open && <CameraView onDecoded={onDecoded} />}
    </Modal>
  );
}

function CameraView({ onDecoded }: { onDecoded: (text: string) => void }) {
  const id = `camera-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<'starting' | 'scanning' | { error: string }>('starting');
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  }, [onDecoded]);

  useEffect(() => {
    let cancelled = false;
    let session: TCameraSession | null = null;
    // Started a tick later, so a mount that is undone at once (StrictMode) never opens it.
    const timer = setTimeout(() => {
      startCameraScan(id, (text) => onDecodedRef.current(text)).then(
        (started) => {
          if (cancelled) {
            void started.stop();
            return;
          }
          session = started;
          setState('scanning');
        },
        (error: unknown) => {
          if (!cancelled) {
            setState({ error: error instanceof Error ? error.message : String(error) });
          }
        },
      );
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (session) void session.stop();
    };
  }, [id]);

  return (
    <div className="flex flex-col gap-3">
      {typeof state === 'object' ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-lg text-red-900"
        >
          {state.error}
        </p>
      ) : (
        <p className="text-lg text-slate-700" aria-live="polite">
          {state === 'starting' ? SCAN_MESSAGES.cameraStarting : SCAN_MESSAGES.cameraAim}
        </p>
      )}
      <div id={id} className="min-h-48 w-full overflow-hidden rounded-lg bg-slate-900" />
    </div>
  );
}
