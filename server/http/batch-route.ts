import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  ZBatchRequest,
  batchStops,
  type TBatchAnswer,
  type TBatchReply,
} from '../../src/contract';
import type { Db } from '../db/types';
import { answer } from './envelope-answer';
import { answerEnvelope, validationError } from './envelope-route';
import { toErrorReply } from './errors';

/**
 * `POST /api/batch/` (ZBatchRequest): each envelope answered in order exactly as its own
 * `POST /api/{service}/` would answer it, then the next. Stops after an answer that says
 * "later" (batchStops: signed out, rate limited, the server unwell), so a later write never
 * lands before an earlier one; the caller sends the rest again.
 */
export function registerBatchRoute(app: FastifyInstance, db: Db): void {
  const handle = async (body: unknown, request: Parameters<typeof answerEnvelope>[1]) => {
    const parsed = ZBatchRequest.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error, MESSAGES.malformedEnvelope);
    const reply: TBatchReply = { answers: [] };
    for (const call of parsed.data.calls) {
      let one: TBatchAnswer;
      try {
        one = await answerEnvelope(db, request, call.service, call.envelope);
      } catch (error) {
        // Refused before it ran (sign-in, envelope, user_id, site): as the route answers it.
        const failure = toErrorReply(error, request.log);
        one = {
          status: failure.status,
          replayed: false,
          body: answer([], { errors: failure.messages ?? [failure.message] }),
        };
      }
      reply.answers.push(one);
      if (batchStops(one.status)) break;
    }
    return reply;
  };
  app.post('/api/batch', (request) => handle(request.body, request));
  app.post('/api/batch/', (request) => handle(request.body, request));
}
