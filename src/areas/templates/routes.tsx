import type { RouteObject } from 'react-router-dom';

/** /jinja_templates (Printing menu 'Templates'). */
export const templateRoutes: RouteObject[] = [
  {
    path: 'jinja_templates',
    lazy: async () => ({ Component: (await import('./screens/TemplatesScreen')).default }),
  },
];
