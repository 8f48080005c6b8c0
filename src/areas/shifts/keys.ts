/** Query keys of the shifts area. */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: (siteId: string) => ['shifts', siteId] as const,
};
