/** Query keys of the scripts area (scripts, entity scripts v1 and v2, URLs). */
export const scriptKeys = {
  all: ['scripts'] as const,
  list: (siteId: string, term: string) => ['scripts', 'list', siteId, term] as const,
  documents: (siteId: string, type: string) => ['scripts', 'documents', siteId, type] as const,
};
