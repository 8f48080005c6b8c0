import type { RouteObject } from 'react-router-dom';

/**
 * Load object types (document 3 route table): /load_object_types (list), its detail
 * /load_object_types/load_object_type, and /admin/lot, where the Packs & Pallets menu item
 * leads (the same list until the packs screen of the floor issue takes that route).
 */
const list = async () => ({
  Component: (await import('./screens/LoadObjectTypesScreen')).default,
});

export const stockSetupRoutes: RouteObject[] = [
  { path: 'load_object_types', lazy: list },
  {
    path: 'load_object_types/load_object_type',
    lazy: async () => ({ Component: (await import('./screens/LoadObjectTypeScreen')).default }),
  },
  { path: 'admin/lot', lazy: list },
];
