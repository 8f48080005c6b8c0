import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTermReady } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchForm, fetchForms } from './api';
import { formKeys } from './keys';

/** The site's forms; a term shorter than 2 characters is no term (document 3 section 5). */
export function useForms(term: string) {
  const siteId = useSiteId();
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  return useQuery({
    queryKey: formKeys.list(siteId, searchTerm),
    queryFn: () => fetchForms(searchTerm),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });
}

/** One form by name; skipped when the name is empty (document 3 section 5). */
export function useForm(formName: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: formKeys.one(siteId, formName),
    queryFn: () => fetchForm(formName),
    enabled: siteId !== '' && formName !== '',
  });
}
