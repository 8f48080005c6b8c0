import type { RouteObject } from 'react-router-dom';

/** /transactions: the Transaction Explorer (mo view). */
export const transactionRoutes: RouteObject[] = [
  {
    path: 'transactions',
    lazy: async () => ({ Component: (await import('./screens/TransactionsScreen')).default }),
  },
];
