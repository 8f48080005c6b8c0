import type { TQueueDocumentType, TQueueMode } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchLines, fetchQueue } from './api';
import { queueKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export const useQueueContext = () => useAreaContext('process-queue', queueKeys.all);

/** The queue of the current warehouse; nothing runs at ALL (document 2 section 5). */
export function useQueue(mode: TQueueMode) {
  const { siteId, warehouse } = useQueueContext();
  return useSearchListQuery(
    queueKeys.list(siteId, warehouse, mode),
    () => fetchQueue(warehouse, mode),
    siteId !== '' && warehouse !== '',
  );
}

export function useQueueLines(item: { document_type: TQueueDocumentType; key: string } | null) {
  const { siteId } = useQueueContext();
  return useRecordQuery(
    queueKeys.lines(siteId, item?.document_type ?? '', item?.key ?? ''),
    () => fetchLines(item!.document_type, item!.key),
    siteId !== '' && item !== null,
  );
}
