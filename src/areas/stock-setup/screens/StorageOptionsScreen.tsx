import { StoragePanel } from './StoragePanel';
import { Tabs } from '../../../ui';
import { LocationTypesPanel } from './LocationTypesPanel';
import { StorageGroupsPanel } from './StorageGroupsPanel';
import { TrackingTypesPanel } from './TrackingTypesPanel';

/**
 * /admin/storage (Storage Options, document 3 section 2): storage types, storage groups,
 * tracking types and location types, one tab each.
 */
export default function StorageOptionsScreen() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Storage Options</h1>
      <Tabs
        items={[
          { label: 'Storage', content: <StoragePanel /> },
          { label: 'Storage groups', content: <StorageGroupsPanel /> },
          { label: 'Tracking types', content: <TrackingTypesPanel /> },
          { label: 'Location Types', content: <LocationTypesPanel /> },
        ]}
      />
    </main>
  );
}
