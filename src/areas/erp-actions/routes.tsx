import type { RouteObject } from 'react-router-dom';

const tool = async () => ({ Component: (await import('./screens/ErpActionsScreen')).default });

/** /erp (ERP Actions, view on erp) and the screens of the ERP interfaces. */
export const erpActionRoutes: RouteObject[] = [
  { path: 'erp', lazy: tool },
  { path: 'erp/myob_exo', lazy: tool },
  { path: 'erp/myob_advanced', lazy: tool },
];
