import { useSyncExternalStore } from 'react';
import { storagePersistence, type TPersistence } from '../../offline/storage-persistence';

const TEXT: Record<TPersistence, { text: string; tone: string }> = {
  unknown: {
    text: 'Checking whether offline data is kept on this device…',
    tone: 'text-slate-600',
  },
  granted: { text: 'Offline data is kept on this device.', tone: 'text-emerald-800' },
  refused: {
    text: 'The browser may clear offline data on this device when it runs short of space. Install the app or allow storage for this site to keep it.',
    tone: 'text-amber-900 bg-amber-50 border border-amber-300 rounded-lg p-3',
  },
  unsupported: {
    text: 'This browser cannot promise to keep offline data.',
    tone: 'text-amber-900 bg-amber-50 border border-amber-300 rounded-lg p-3',
  },
};

/** The Preferences tab: what this device keeps for offline work. */
export function DeviceStatus() {
  const persistence = useSyncExternalStore(
    storagePersistence.subscribe,
    storagePersistence.get,
    storagePersistence.get,
  );
  const { text, tone } = TEXT[persistence];
  return (
    <section aria-labelledby="device-heading" className="space-y-2">
      <h3 id="device-heading" className="font-semibold text-slate-900">
        This device
      </h3>
      <p data-testid="storage-persistence" className={tone}>
        {text}
      </p>
    </section>
  );
}
