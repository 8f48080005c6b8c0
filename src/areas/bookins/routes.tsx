import type { RouteObject } from 'react-router-dom';

/** /ev_dd (Bookin Management) and /ev_dd/{booking_id} (document 2 section 2). */
export const bookinRoutes: RouteObject[] = [
  {
    path: 'ev_dd',
    lazy: async () => ({ Component: (await import('./screens/BookinsScreen')).default }),
  },
  {
    path: 'ev_dd/:bookingId',
    lazy: async () => ({ Component: (await import('./screens/BookinScreen')).default }),
  },
];
