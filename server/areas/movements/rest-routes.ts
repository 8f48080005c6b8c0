import { bodyRoute, type RestRoute } from '../rest-route';

/**
 * PUT /api/transactions/ (document 2 section 7: "PUT /transactions/ with site_id fetches
 * transaction history"): site_id, user_id and request_id from the body, the filters from
 * `data` when given, else every other field; a `movement` envelope for `transaction` `list`.
 */
export const transactionRestRoutes: RestRoute[] = [
  bodyRoute('PUT', ['/api/transactions'], 'movement', 'transaction', 'list'),
];
