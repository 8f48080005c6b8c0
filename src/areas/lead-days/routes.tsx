import type { RouteObject } from 'react-router-dom';

/**
 * /delivery_lead_days (Admin menu 'State Delivery Lead Days') and its detail
 * /delivery_lead_days/delivery_lead_day (?lead_day_id=…, none to add).
 */
export const leadDayRoutes: RouteObject[] = [
  {
    path: 'delivery_lead_days',
    lazy: async () => ({ Component: (await import('./screens/LeadDaysScreen')).default }),
  },
  {
    path: 'delivery_lead_days/delivery_lead_day',
    lazy: async () => ({ Component: (await import('./screens/LeadDayScreen')).default }),
  },
];
