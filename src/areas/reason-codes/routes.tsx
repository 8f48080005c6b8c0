import type { RouteObject } from 'react-router-dom';

const screen = async () => ({
  Component: (await import('./screens/ReasonCodesScreen')).default,
});

/**
 * /admin/reason_code (Admin menu 'Reason Codes') and the old editor's route
 * /reason_codes/reason_code: one screen, as the duplicate routes of the specification are.
 */
export const reasonCodeRoutes: RouteObject[] = [
  { path: 'admin/reason_code', lazy: screen },
  { path: 'reason_codes/reason_code', lazy: screen },
];
