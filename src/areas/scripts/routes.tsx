import type { RouteObject } from 'react-router-dom';

/** /script, /entity_script, /entity_script_v2 (Admin menu, view on script) and /url (view on admin). */
export const scriptRoutes: RouteObject[] = [
  {
    path: 'script',
    lazy: async () => ({ Component: (await import('./screens/ScriptsScreen')).default }),
  },
  {
    path: 'entity_script',
    lazy: async () => ({ Component: (await import('./screens/EntityScriptsScreen')).default }),
  },
  {
    path: 'entity_script_v2',
    lazy: async () => ({ Component: (await import('./screens/EntityScriptsV2Screen')).default }),
  },
  {
    path: 'url',
    lazy: async () => ({ Component: (await import('./screens/UrlsScreen')).default }),
  },
];
