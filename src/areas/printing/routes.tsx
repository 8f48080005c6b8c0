import type { RouteObject } from 'react-router-dom';

/**
 * /ps (Printer Sets), /ps/:printerSet (one set's printers and label map), /ps?tab=history (the
 * print history, linked from /ps), /itf (Interfaces).
 */
export const printingRoutes: RouteObject[] = [
  {
    path: 'ps',
    lazy: async () => ({ Component: (await import('./screens/PrinterSetsScreen')).default }),
  },
  {
    path: 'ps/:printerSet',
    lazy: async () => ({ Component: (await import('./screens/PrinterSetScreen')).default }),
  },
  {
    path: 'itf',
    lazy: async () => ({ Component: (await import('./screens/InterfacesScreen')).default }),
  },
];
