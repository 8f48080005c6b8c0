/** Query keys of the documents area: a site switch clears `all`. */
export const documentKeys = {
  all: ['erp-documents'] as const,
  list: (siteId: string, query: object) => ['erp-documents', siteId, 'list', query] as const,
  document: (siteId: string, type: string, reference: string) =>
    ['erp-documents', siteId, 'document', type, reference] as const,
};
