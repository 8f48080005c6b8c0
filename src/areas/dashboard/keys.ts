/** Query keys of the dashboard area: a warehouse change invalidates `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
