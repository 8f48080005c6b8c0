import type { RouteObject } from 'react-router-dom';

/**
 * /in, /in/{inventory_code} (a slash in the code is %2f: the splat takes the rest of the
 * address either way), /serial_batch, /on_hands and /supply_issue.
 */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'in',
    lazy: async () => ({ Component: (await import('./screens/InventoryScreen')).default }),
  },
  {
    path: 'in/*',
    lazy: async () => ({ Component: (await import('./screens/InventoryDetailScreen')).default }),
  },
  {
    path: 'serial_batch',
    lazy: async () => ({ Component: (await import('./screens/SerialBatchScreen')).default }),
  },
  {
    path: 'on_hands',
    lazy: async () => ({ Component: (await import('./screens/OnHandsScreen')).default }),
  },
  {
    path: 'supply_issue',
    lazy: async () => ({ Component: (await import('./screens/SupplyIssueScreen')).default }),
  },
];
