/** Query keys of the reason codes area. */
export const reasonCodeKeys = {
  all: ['reason-codes'] as const,
  list: (siteId: string) => ['reason-codes', siteId] as const,
};
