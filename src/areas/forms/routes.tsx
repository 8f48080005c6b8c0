import type { RouteObject } from 'react-router-dom';

/**
 * /admin/forms (Admin menu 'Forms'): the forms list and its editor; /wms_forms/wms_form
 * (?form_name=): one form's editor page, a new form without a name.
 */
export const formRoutes: RouteObject[] = [
  {
    path: 'admin/forms',
    lazy: async () => ({ Component: (await import('./screens/FormsScreen')).default }),
  },
  {
    path: 'wms_forms/wms_form',
    lazy: async () => ({ Component: (await import('./screens/FormEditorScreen')).default }),
  },
];
