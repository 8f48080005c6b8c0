import type { TJobListRequest, TJobTypeFilter } from '../../contract';

/** Query keys of the jobs area (one place). */
export const jobKeys = {
  all: ['jobs'] as const,
  /** Every job list of the site (what a write makes stale). */
  lists: (siteId: string) => ['jobs', siteId, 'list'] as const,
  list: (siteId: string, q: TJobListRequest) => ['jobs', siteId, 'list', q] as const,
  job: (siteId: string, id: number) => ['jobs', siteId, 'job', id] as const,
  types: (siteId: string, filter: TJobTypeFilter) => ['jobs', siteId, 'types', filter] as const,
};
