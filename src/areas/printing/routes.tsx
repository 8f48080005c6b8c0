import type { RouteObject } from 'react-router-dom';

/**
 * /ps (Printer Sets), /ps/:printerSet (one set's printers and label map), /print_history (the
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
    path: 'print_history',
    lazy: async () => ({ Component: (await import('./screens/PrintHistoryScreen')).default }),
  },
  {
    path: 'itf',
    lazy: async () => ({ Component: (await import('./screens/InterfacesScreen')).default }),
  },
];
