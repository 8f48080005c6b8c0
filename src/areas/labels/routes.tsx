import type { RouteObject } from 'react-router-dom';

/** Both screens come in one chunk: the list is small and leads to the editor. */
const screens = () => import('./screens/label-screens');

/** /label (the label list) and /labels/label?label=X&label_format=ZEBRA (the label editor). */
export const labelRoutes: RouteObject[] = [
  { path: 'label', lazy: async () => ({ Component: (await screens()).LabelsScreen }) },
  { path: 'labels/label', lazy: async () => ({ Component: (await screens()).LabelEditorScreen }) },
];
