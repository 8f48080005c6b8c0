/**
 * Query keys of Order Management. Everything sits under `sales_order` so a site switch or a
 * warehouse change (which clear the sales order area) clears it too, and a change to picks
 * refreshes the sales order lists as well.
 */
export const omKeys = {
  all: ['sales_order'] as const,
  /** Every sales order and pick query of the site (what a pick change makes stale). */
  site: (siteId: string) => ['sales_order', siteId] as const,
  om: (siteId: string) => ['sales_order', siteId, 'om'] as const,
  runs: (siteId: string, scope: object) => ['sales_order', siteId, 'om', 'runs', scope] as const,
  month: (siteId: string, scope: object) => ['sales_order', siteId, 'om', 'month', scope] as const,
  runOrders: (siteId: string, scope: object) =>
    ['sales_order', siteId, 'om', 'run_orders', scope] as const,
  review: (siteId: string, scope: object) =>
    ['sales_order', siteId, 'om', 'review', scope] as const,
  picks: (siteId: string, scope: object) => ['sales_order', siteId, 'om', 'picks', scope] as const,
  pick: (siteId: string, pickId: number) => ['sales_order', siteId, 'om', 'pick', pickId] as const,
  reasons: (siteId: string) => ['sales_order', siteId, 'om', 'reasons'] as const,
};
