import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermReady, type TReportSearchType } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchReport, fetchReports } from './api';
import { reportKeys } from './keys';

/** The site's reports and GLOBAL's; a 1-character term asks nothing (document 3 section 5). */
export function useReports(query: { search_type: TReportSearchType; search_term: string }) {
  const siteId = useSiteId();
  const term = query.search_term.trim();
  const ready = term === '' || searchTermReady(term);
  return useQuery({
    queryKey: reportKeys.list(siteId, query),
    queryFn: () => (ready ? fetchReports(query) : Promise.resolve([])),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useReport(report: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: reportKeys.report(siteId, report),
    queryFn: () => fetchReport(report),
    enabled: siteId !== '' && report !== '',
  });
}
