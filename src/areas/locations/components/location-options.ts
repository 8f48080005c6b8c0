import { useMemo } from 'react';
import { ALL_WAREHOUSES, type TUploadSection } from '../../../contract';
import { useStorageOptions, useWarehouse, type SelectOption } from '../../../ui';

/** A pick section to choose, with the storage it implies. */
export type SectionOption = SelectOption & TUploadSection;

/**
 * The choices of a warehouse's locations: its pick sections (from its pick areas) and the
 * site's storage types.
 */
export function useLocationOptions(warehouse: string): {
  sections: SectionOption[];
  storages: SelectOption[];
} {
  const structure = useWarehouse(warehouse && warehouse !== ALL_WAREHOUSES ? warehouse : null);
  const storageOptions = useStorageOptions();
  const sections = useMemo(
    () =>
      (structure.data?.pick_areas ?? []).flatMap((a) =>
        a.pick_sections.map((s) => ({
          value: s.pick_section,
          label: `${s.pick_section} - ${s.pick_section_name}`,
          pick_section: s.pick_section,
          storage: s.storage,
        })),
      ),
    [structure.data],
  );
  const storages = (storageOptions.data ?? []).map((s) => ({
    value: s.storage,
    label: `${s.storage} - ${s.storage_name}`,
  }));
  return { sections, storages };
}
