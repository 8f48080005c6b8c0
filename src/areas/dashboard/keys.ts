/** Query keys of the dashboard area: a warehouse change invalidates `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  shifts: (siteId: string) => [...dashboardKeys.all, siteId, 'shifts'] as const,
  calendar: (siteId: string, warehouse: string, from: string, to: string) =>
    [...dashboardKeys.all, siteId, warehouse, 'calendar', from, to] as const,
  picks: (siteId: string, warehouse: string, date: string) =>
    [...dashboardKeys.all, siteId, warehouse, 'picks', date] as const,
  picking: (siteId: string, warehouse: string, date: string, shift: string) =>
    [...dashboardKeys.all, siteId, warehouse, 'picking', date, shift] as const,
  work: (siteId: string, warehouse: string) =>
    [...dashboardKeys.all, siteId, warehouse, 'work'] as const,
  lowStock: (siteId: string, warehouse: string, q: object) =>
    [...dashboardKeys.all, siteId, warehouse, 'low_stock', q] as const,
  expiry: (siteId: string, warehouse: string, days: number) =>
    [...dashboardKeys.all, siteId, warehouse, 'use_by_date', days] as const,
  summary: (siteId: string, warehouse: string, date: string, days: number) =>
    [...dashboardKeys.all, siteId, warehouse, 'summary', date, days] as const,
};
