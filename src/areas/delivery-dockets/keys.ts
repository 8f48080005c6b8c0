/** Query keys of the delivery docket area: a site switch clears `all`. */
export const docketKeys = {
  all: ['delivery-dockets'] as const,
  list: (siteId: string, query: object) => ['delivery-dockets', siteId, 'list', query] as const,
  docket: (siteId: string, docket: string) =>
    ['delivery-dockets', siteId, 'docket', docket] as const,
};
