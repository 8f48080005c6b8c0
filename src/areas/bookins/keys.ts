/** Query keys of Bookin Management: a site switch clears `all`. */
export const bookinKeys = {
  all: ['bookins'] as const,
  list: (siteId: string, query: object) => ['bookins', siteId, 'list', query] as const,
  summary: (siteId: string, query: object) => ['bookins', siteId, 'summary', query] as const,
  awaiting: (siteId: string, warehouse: string) =>
    ['bookins', siteId, 'awaiting', warehouse] as const,
  bookin: (siteId: string, id: number) => ['bookins', siteId, 'bookin', id] as const,
};
