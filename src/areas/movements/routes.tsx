import type { RouteObject } from 'react-router-dom';

const detail = async () => ({
  Component: (await import('./screens/MovementDetailScreen')).default,
});

/**
 * /mov (history, write off / on, transfer); /mov/movement and /movements/movement (detail);
 * /transactions (the Transaction Explorer, mo view).
 */
export const movementRoutes: RouteObject[] = [
  {
    path: 'mov',
    lazy: async () => ({ Component: (await import('./screens/MovementsScreen')).default }),
  },
  { path: 'mov/movement', lazy: detail },
  { path: 'movements/movement', lazy: detail },
  {
    path: 'transactions',
    lazy: async () => ({ Component: (await import('./screens/TransactionsScreen')).default }),
  },
];
