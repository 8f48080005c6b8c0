import type { RouteObject } from 'react-router-dom';

/**
 * Load object types (document 3 route table): /load_object_types (list) and its detail
 * /load_object_types/load_object_type. /admin/lot (the Packs & Pallets menu item) is the
 * packs screen of the floor issue (src/areas/packs).
 */
const list = async () => ({
  Component: (await import('./screens/LoadObjectTypesScreen')).default,
});

/**
 * Storage Options, tabbed: the site's storage types, storage groups, tracking types and
 * location types. /admin/storage (the Admin menu's entry) and /storage (the documents' route
 * for the same screen) both show it.
 */
const storageOptions = async () => ({
  Component: (await import('./screens/StorageOptionsScreen')).default,
});

export const stockSetupRoutes: RouteObject[] = [
  { path: 'admin/storage', lazy: storageOptions },
  { path: 'storage', lazy: storageOptions },
  { path: 'load_object_types', lazy: list },
  {
    path: 'load_object_types/load_object_type',
    lazy: async () => ({ Component: (await import('./screens/LoadObjectTypeScreen')).default }),
  },
];
