import { useEffect, useState } from 'react';
import {
  ALL_WAREHOUSES,
  BLANK_LOCATION,
  MESSAGES,
  ZLocation,
  can,
  locationRowVariant,
  type TLocation,
  type TLocationItem,
} from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  errorText,
  useEditor,
  useNavContext,
  useWorkContext,
  validateWith,
} from '../../../ui';
import { deleteLocation, saveLocation, saveSequence } from '../api';
import { LocationFields } from '../components/LocationFields';
import { LocationFilters } from '../components/LocationFilters';
import { LocationsLoaded } from '../components/LocationsLoaded';
import { locationColumns } from '../components/location-columns';
import { useLocationOptions } from '../components/location-options';
import { useOpenScannedLocation } from '../components/use-open-scanned-location';
import { useLocations } from '../use-locations';
import { useLocationLabels } from '../components/use-location-labels';
import { LocationUpload } from './LocationUpload';

const validate = validateWith<TLocationItem>(ZLocation);

/** /loc (Locations): the context warehouse's locations; search, filters, add/edit/view/delete. */
export default function LocationsScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'wh', 'update');
  const mayDelete = can(permissions, 'wh', 'delete');
  const [term, setTerm] = useState('');
  const [aisle, setAisle] = useState('');
  const [pickSection, setPickSection] = useState('');
  const [storage, setStorage] = useState('');
  const filter = { term, aisle, pickSection, storage };
  const list = useLocations(filter);
  const { sections, storages } = useLocationOptions(warehouse);
  const editor = useEditor<TLocationItem>();
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const labels = useLocationLabels(warehouse, filter, list);

  useEffect(() => {
    setAisle('');
    setPickSection('');
    setStorage('');
  }, [warehouse]);

  useOpenScannedLocation(term, list, editor);

  if (!context) return null;
  if (warehouse === ALL_WAREHOUSES || warehouse === '') {
    return (
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">Locations</h1>
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {MESSAGES.chooseWarehouse}
        </p>
      </main>
    );
  }

  const columns = [
    labels.selectColumn,
    ...locationColumns({
      mayUpdate,
      mayDelete,
      onSequence: async (id, sequence) => {
        await saveSequence(id, sequence);
        await list.refetch();
      },
      onView: (l) => editor.view(l),
      onEdit: (l) => editor.edit(l),
      onDelete: setDeleting,
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Locations</h1>
      <LocationFilters
        onSearch={setTerm}
        refocusKey={list.dataUpdatedAt}
        aisle={aisle}
        onAisle={setAisle}
        pickSection={pickSection}
        onPickSection={setPickSection}
        sections={sections}
        storage={storage}
        onStorage={setStorage}
        storages={storages}
      />
      <DataTable
        label="Locations"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? MESSAGES.locationSearch(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          term || aisle || pickSection || storage ? 'No locations match' : 'No locations yet'
        }
        getRowId={(l) => String(l.location_id)}
        rowVariant={locationRowVariant}
        onRowClick={(l) => editor.view(l)}
        countNoun={['location', 'locations']}
        actions={
          <>
            <LocationsLoaded
              loaded={list.data?.length}
              total={list.total}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onLoadMore={list.loadMore}
            />
            {mayUpdate && (
              <>
                <LocationUpload
                  warehouse={warehouse}
                  sections={sections}
                  onSaved={() => void list.refetch()}
                />
                <Button
                  onClick={() =>
                    editor.add({
                      ...BLANK_LOCATION,
                      warehouse,
                      pick_section: pickSection,
                      storage,
                    })
                  }
                >
                  Add location
                </Button>
              </>
            )}
          </>
        }
      />
      {labels.bar}
      <EditorModal
        editor={editor}
        noun="location"
        name={(l) => l.location}
        onSave={saveLocation}
        reload={() => list.refetch()}
        validate={validate}
        size="lg"
      >
        {(item, errors) => (
          <LocationFields
            editor={editor}
            item={item}
            errors={errors}
            sections={sections}
            storages={storages}
          />
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="location"
        describe={(l) => l.location}
        remove={(l) => deleteLocation(l.location_id)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
