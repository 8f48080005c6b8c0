import { docketSearchProblem, type TDocketListQuery } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchDocket, fetchDockets } from './api';
import { docketKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export const useDocketContext = () => useAreaContext('delivery-dockets', docketKeys.all);

/** The list; runs only when the search may (document 1 section 5). */
export function useDockets(query: TDocketListQuery) {
  const { siteId } = useDocketContext();
  const searchable = siteId !== '' && docketSearchProblem(query) === null;
  return useSearchListQuery(docketKeys.list(siteId, query), () => fetchDockets(query), searchable);
}

export function useDocket(docket: string) {
  const { siteId } = useDocketContext();
  const enabled = siteId !== '' && docket !== '';
  return useRecordQuery(docketKeys.docket(siteId, docket), () => fetchDocket(docket), enabled);
}
