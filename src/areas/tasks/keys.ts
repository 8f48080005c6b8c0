/** Query keys of the task master. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (siteId: string) => ['tasks', siteId] as const,
};
