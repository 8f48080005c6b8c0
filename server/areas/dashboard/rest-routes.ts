import { bodyRoute, queryFields, queryNumber, restEnvelope, type RestRoute } from '../rest-route';

const BASES = ['/api/report', '/api/reporting'];
const at = (path: string) => BASES.map((base) => `${base}${path}`);

/**
 * The dashboard's report calls in their REST form (document 1 section 7, `{report}` being
 * /api/report and /api/reporting): GET …/inventory/low_stock?site_id&warehouse&on_hand_qty&
 * required_date&safety_factor, PUT …/inventory/use_by_date and PUT …/daily/summary with the
 * fields in the body, each a `reporting` envelope.
 */
export const dashboardRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    paths: at('/inventory/low_stock'),
    service: 'reporting',
    envelope: ({ query }) => {
      const fields = queryFields(query);
      return restEnvelope(
        {
          ...fields,
          on_hand_qty: queryNumber(fields.on_hand_qty),
          safety_factor: queryNumber(fields.safety_factor),
        },
        'inventory',
        'low_stock',
      );
    },
  },
  bodyRoute('PUT', at('/inventory/use_by_date'), 'reporting', 'inventory', 'use_by_date'),
  bodyRoute('PUT', at('/daily/summary'), 'reporting', 'daily', 'summary'),
];
