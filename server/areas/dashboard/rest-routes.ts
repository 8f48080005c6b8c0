import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { runEnvelope } from '../../http/envelope-route';
import { queryFields, queryNumber, restEnvelope } from '../../http/rest-envelope';

/**
 * The dashboard's report calls in their REST form (document 1 section 7, `{report}` being
 * /api/report and /api/reporting): GET …/inventory/low_stock?site_id&warehouse&on_hand_qty&
 * required_date&safety_factor, PUT …/inventory/use_by_date and PUT …/daily/summary with the
 * fields in the body. Each becomes a `reporting` envelope and runs through the envelope
 * pipeline (sign-in, site, permission, data checks, the same query, the activity log).
 */
export function registerDashboardRestRoutes(app: FastifyInstance, db: Db): void {
  const run = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    runEnvelope(db, request, reply, 'reporting', body);

  const lowStock = (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryFields(request.query);
    const fields = {
      ...query,
      on_hand_qty: queryNumber(query.on_hand_qty),
      safety_factor: queryNumber(query.safety_factor),
    };
    return run(request, reply, restEnvelope(fields, 'inventory', 'low_stock'));
  };
  const useByDate = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, 'inventory', 'use_by_date'));
  const summary = (request: FastifyRequest, reply: FastifyReply) =>
    run(request, reply, restEnvelope(request.body, 'daily', 'summary'));

  for (const base of ['/api/report', '/api/reporting']) {
    for (const slash of ['', '/']) {
      app.get(`${base}/inventory/low_stock${slash}`, lowStock);
      app.put(`${base}/inventory/use_by_date${slash}`, useByDate);
      app.put(`${base}/daily/summary${slash}`, summary);
    }
  }
}
