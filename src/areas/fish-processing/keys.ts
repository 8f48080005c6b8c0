/** Query keys of the fish processing area. */
export const fishKeys = {
  all: ['fish-processing'] as const,
  lines: (siteId: string, warehouse: string, date: string) =>
    ['fish-processing', siteId, warehouse, date] as const,
};
