import { onHandKeyRoot } from '../../ui';

/** Query keys of the inventory area: a site switch or a warehouse change clears `all`. */
export const inventoryKeys = {
  all: onHandKeyRoot,
  list: (siteId: string, query: object) => ['inventory', siteId, 'list', query] as const,
  item: (siteId: string, code: string, warehouse: string) =>
    ['inventory', siteId, 'item', code, warehouse] as const,
  tab: (siteId: string, tab: string, code: string, warehouse: string) =>
    ['inventory', siteId, tab, code, warehouse] as const,
  serialBatches: (siteId: string, query: object) =>
    ['inventory', siteId, 'serial_batch', query] as const,
  onHand: (siteId: string, query: object) => ['inventory', siteId, 'on_hand', query] as const,
  supply: (siteId: string, query: object) => ['inventory', siteId, 'supply', query] as const,
};
