/** Query keys of the reports area (the site is part of every key). */
export const reportKeys = {
  all: ['reports'] as const,
  list: (siteId: string, query: object) => ['reports', siteId, 'list', query] as const,
  report: (siteId: string, report: string) => ['reports', siteId, 'report', report] as const,
  schedules: (siteId: string, report: string) => ['reports', siteId, 'schedules', report] as const,
};
