/** Query keys of the labels area: a site switch clears `labelKeys.all`. */
export const labelKeys = {
  all: ['labels'] as const,
  list: (siteId: string, term: string) => ['labels', siteId, 'list', term] as const,
  label: (siteId: string, label: string, format: string) =>
    ['labels', siteId, 'label', label, format] as const,
};
