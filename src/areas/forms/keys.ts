/** Query keys of the forms area. */
export const formKeys = {
  all: ['forms'] as const,
  list: (siteId: string, term: string) => ['forms', siteId, 'list', term] as const,
  one: (siteId: string, formName: string) => ['forms', siteId, 'form', formName] as const,
};
