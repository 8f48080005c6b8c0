import {
  ERP_ACTION_CALLS,
  ERP_ACTION_MESSAGES as M,
  ERP_READ_ACTIONS,
  ERROR_CODES,
} from '../../../src/contract';
import { ConnectorUnreachable, connectorOf, postToConnector } from '../../erp/connector';
import { AppError, badRequest } from '../../errors';
import { shortReason } from '../../outside-reason';
import { defineAction, outside } from '../action-types';

/** How long the connector may take to answer an ERP action. */
const ERP_ACTION_TIMEOUT_MS = 30_000;

/** The connector did not answer or refused: answered 424 (it is the ERP's failure, not ours). */
const erpFailure = (detail: string) =>
  new AppError(ERROR_CODES.BAD_REQUEST, `${M.failed} - ${detail}`, 424, 'ERP_ACTION_ERROR');

/** Service `erp`, entity `erp_action` (document 3 §7 "ERP action"). */
export const erpActionActions = [
  defineAction({
    contract: ERP_ACTION_CALLS.send,
    permission: (data) => ({
      module: 'erp',
      flag: ERP_READ_ACTIONS.includes(data.action) ? 'view' : 'update',
    }),
    description:
      "Post an ERP action to the site's ERP interface address (site setting erp_interface_url) with site_id, entity, action, record_id, document_type, no_hours (0-24, padded to 2 digits), sql_command or script; reads (get, get_all, new_and_changed) need view on erp, the rest update. results[0]: the connector's status and answer. A connector that cannot be reached or answers an error is refused (424) with 'There was a problem processing this request'.",
    async handler(ctx, data) {
      const connector = await connectorOf(ctx.db, ctx.siteId);
      if (!connector) throw badRequest(M.noInterface);
      // A stored password saved for another address: refused before anything is sent.
      if (connector.refusal) throw badRequest(connector.refusal);
      const body: Record<string, unknown> = {
        site_id: ctx.siteId,
        entity: data.entity,
        action: data.action,
        record_id: data.record_id,
        document_type: data.document_type,
        no_hours: data.no_hours,
      };
      if (data.sql_command !== undefined) body.sql_command = data.sql_command;
      if (data.script !== undefined) body.script = data.script;
      ctx.logRecord(
        [data.entity, data.action, data.record_id].filter(Boolean).join('-'),
        'ERP_ACTION',
      );
      // Posted once the call's transaction has committed, holding none.
      return outside({
        timeoutMs: ERP_ACTION_TIMEOUT_MS + 1_000,
        async call(signal) {
          let answered;
          try {
            answered = await postToConnector(connector, body, {
              ...(ctx.requestId ? { idempotencyKey: ctx.requestId } : {}),
              timeoutMs: ERP_ACTION_TIMEOUT_MS,
              signal,
            });
          } catch (error) {
            if (error instanceof ConnectorUnreachable)
              throw erpFailure(M.unreachable(error.message));
            throw error;
          }
          if (answered.status < 200 || answered.status >= 300)
            throw erpFailure(M.refused(answered.status, shortReason(answered.answer)));
          return answered;
        },
        finish: async (_done, answered) => [answered],
      });
    },
  }),
];
