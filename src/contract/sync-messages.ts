/** Messages of the mirror's pull (sync / mirror / pull) and the device's refresh. */
export const SYNC_MESSAGES = {
  selectWarehouse: (entity: string) =>
    `Please Select a Warehouse: ${entity} are mirrored for one warehouse`,
  refreshFailed: 'The floor data could not be refreshed',
} as const;
