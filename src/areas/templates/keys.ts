/** Query keys of the templates area: a site switch clears `templateKeys.all`. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (siteId: string, term: string) => ['templates', siteId, 'list', term] as const,
};
