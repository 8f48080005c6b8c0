import type { RouteObject } from 'react-router-dom';

/** /label (the label list) and /labels/label?label=X&label_format=ZEBRA (the label editor). */
export const labelRoutes: RouteObject[] = [
  {
    path: 'label',
    lazy: async () => ({ Component: (await import('./screens/LabelsScreen')).default }),
  },
  {
    path: 'labels/label',
    lazy: async () => ({ Component: (await import('./screens/LabelEditorScreen')).default }),
  },
];
