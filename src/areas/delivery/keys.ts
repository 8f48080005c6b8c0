/** Query keys of delivery management. */
export const deliveryKeys = {
  all: (siteId: string) => ['delivery', siteId] as const,
  calendar: (siteId: string, warehouse: string, date: string) =>
    ['delivery', siteId, 'calendar', warehouse, date] as const,
  runs: (siteId: string, warehouse: string, date: string) =>
    ['delivery', siteId, 'runs', warehouse, date] as const,
  drivers: (siteId: string, date: string) => ['delivery', siteId, 'drivers', date] as const,
  map: (siteId: string, runId: number) => ['delivery', siteId, 'map', runId] as const,
};
