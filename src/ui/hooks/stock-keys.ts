/**
 * The root key of every query that reads stock on hand (the inventory area's): a write that
 * moves stock, from any area, makes them stale with it.
 */
export const onHandKeyRoot = ['inventory'] as const;
