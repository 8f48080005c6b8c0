import { SearchBox, Select, TextField, type SelectOption } from '../../../ui';

/**
 * The locations' search box (a scan or a typed term), aisle (the start of the code), pick
 * section and storage filters.
 */
export function LocationFilters({
  onSearch,
  refocusKey,
  aisle,
  onAisle,
  pickSection,
  onPickSection,
  sections,
  storage,
  onStorage,
  storages,
}: {
  onSearch: (term: string) => void;
  /** Changes when the list is answered, so the search box takes the focus back. */
  refocusKey: number;
  aisle: string;
  onAisle: (aisle: string) => void;
  pickSection: string;
  onPickSection: (pickSection: string) => void;
  sections: SelectOption[];
  storage: string;
  onStorage: (storage: string) => void;
  storages: SelectOption[];
}) {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
      <SearchBox
        label="Search locations"
        placeholder="Scan or type a location (2 characters or more)"
        onSearch={onSearch}
        onClear={() => onSearch('')}
        debounceMs={300}
        refocusKey={refocusKey}
      />
      <TextField
        label="Aisle"
        name="aisle"
        placeholder="Start of the location, e.g. M"
        value={aisle}
        onChange={(e) => onAisle(e.target.value)}
      />
      <Select
        label="Pick section"
        value={pickSection}
        placeholder="All pick sections"
        options={sections}
        onChange={onPickSection}
      />
      <Select
        label="Storage"
        value={storage}
        placeholder="All storage"
        options={storages}
        onChange={onStorage}
      />
    </div>
  );
}
