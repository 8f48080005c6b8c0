import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  ZEnvelopeRequest,
  can,
  type TEnvelopeAnswer,
  type TEnvelopeRequest,
  type TMessage,
} from '../../src/contract';
import { inSite } from '../db/rls';
import type { Db } from '../db/types';
import type { ActionContext, AnyAction, Permission } from '../areas/action-types';
import { siteAccess } from '../areas/auth/access';
import { authenticate } from '../areas/auth/sessions';
import type { Principal, SiteAccess } from '../areas/auth/types';
import { findAction } from '../areas/registry';
import { writeActivityLog, type LogEntry } from './activity-log';
import { AppError } from './app-error';
import { answer } from './envelope-answer';
import { toErrorReply } from './errors';
import {
  AppliedMeanwhile,
  findStoredAnswer,
  storeAnswer,
  type IdempotentCall,
  type StoredAnswer,
} from './idempotency';

const forbiddenPermission = (module: string, flag: string) =>
  new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, MESSAGES.noPermission(module, flag), 403);

function checkPermission(permission: Permission, site: SiteAccess) {
  if (permission === 'member') return;
  if (!can(site.permissions, permission.module, permission.flag)) {
    throw forbiddenPermission(permission.module, permission.flag);
  }
}

function validationError(error: z.ZodError, message: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION, message, 400, z.prettifyError(error));
}

type Outcome = { results: unknown[]; record?: LogEntry['record'] };

/** Steps after sign-in and site checks: find, authorise, validate, run in one RLS transaction. */
async function runAction(
  db: Db,
  envelope: TEnvelopeRequest,
  service: string,
  principal: Principal,
  site: SiteAccess,
  messages: { warnings: TMessage[]; info: TMessage[] },
  idempotent: IdempotentCall | null,
): Promise<Outcome> {
  const def: AnyAction | undefined = findAction(service, envelope.entity, envelope.action);
  if (!def) {
    throw new AppError(
      ERROR_CODES.UNKNOWN_ACTION,
      MESSAGES.unknownAction(service, envelope.entity, envelope.action),
      400,
    );
  }
  if (typeof def.permission !== 'function') checkPermission(def.permission, site);
  const parsed = def.input.safeParse(envelope.data ?? {});
  if (!parsed.success) throw validationError(parsed.error, MESSAGES.invalidData);
  if (typeof def.permission === 'function') checkPermission(def.permission(parsed.data), site);

  let record: LogEntry['record'];
  const results = await inSite(db, site.site_id, async (tx) => {
    const ctx: ActionContext = {
      db: tx,
      siteId: site.site_id,
      site,
      principal,
      user: principal.user,
      warn: (message) => void messages.warnings.push({ message }),
      inform: (message) => void messages.info.push({ message }),
      can: (module, flag) => can(site.permissions, module, flag),
      require: (module, flag) => {
        if (!can(site.permissions, module, flag)) throw forbiddenPermission(module, flag);
      },
      canUseSite: async (siteId) => site.usable_sites.includes(siteId),
      logRecord: (key, keyType, description) => {
        record = { key, keyType, description };
      },
    };
    const handled = await def.handler(ctx, parsed.data);
    if (idempotent && Array.isArray(handled)) {
      await storeAnswer(tx, idempotent, answer(handled, messages));
    }
    return handled;
  });
  if (!Array.isArray(results))
    throw new Error(`${service}/${envelope.entity}/${envelope.action} returned no array`);
  return { results, record };
}

/**
 * `POST /api/:service/`: authenticate the bearer token, parse the envelope, refuse a body
 * user_id that is not the token's, check the site, then run the action and log the call.
 */
export function registerEnvelopeRoute(app: FastifyInstance, db: Db): void {
  const handle = async (
    request: FastifyRequest<{ Params: { service: string } }>,
    reply: FastifyReply,
  ) => {
    const startedAt = new Date();
    const t0 = performance.now();
    const service = request.params.service;
    // Who is asking comes first: an unsigned caller learns nothing about the envelope rules.
    const principal = await authenticate(db, request.headers.authorization);
    const parsed = ZEnvelopeRequest.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error, MESSAGES.malformedEnvelope);
    const envelope = parsed.data;
    if (
      envelope.user_id !== undefined &&
      envelope.user_id.toLowerCase() !== principal.user.user_id.toLowerCase()
    ) {
      throw new AppError(ERROR_CODES.FORBIDDEN_USER, MESSAGES.userMismatch, 403);
    }
    const site = await siteAccess(db, principal.user, envelope.site_id);

    // From here on every call is logged, whatever its outcome.
    const messages = { warnings: [] as TMessage[], info: [] as TMessage[] };
    let status = 200;
    let body: TEnvelopeAnswer<unknown>;
    let record: LogEntry['record'];
    const idempotent: IdempotentCall | null = envelope.request_id
      ? {
          site_id: site.site_id,
          user_id: principal.user.user_id,
          request_id: envelope.request_id,
          service,
          entity: envelope.entity,
          action: envelope.action,
        }
      : null;
    let replayed: StoredAnswer | null = idempotent ? await findStoredAnswer(db, idempotent) : null;
    try {
      if (replayed && !replayed.sameCall) {
        throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.requestIdReused, 409);
      }
      if (replayed) {
        ({ status, answer: body } = replayed);
      } else {
        const outcome = await runAction(
          db,
          envelope,
          service,
          principal,
          site,
          messages,
          idempotent,
        );
        record = outcome.record;
        body = answer(outcome.results, messages);
      }
    } catch (error) {
      replayed =
        error instanceof AppliedMeanwhile && idempotent
          ? await findStoredAnswer(db, idempotent)
          : null;
      if (replayed) {
        ({ status, answer: body } = replayed);
      } else {
        const failure = toErrorReply(error, request.log);
        status = failure.status;
        body = answer([], { ...messages, errors: [failure.message] });
      }
    }
    if (replayed) void reply.header('idempotent-replay', 'true');
    try {
      await writeActivityLog(db, {
        service,
        envelope,
        answer: body,
        started: startedAt,
        finished: new Date(),
        durationMs: performance.now() - t0,
        success: body.success,
        errors: body.errors,
        sessionId: principal.session_id,
        userId: principal.user.user_id,
        localZone: site.local_zone,
        activityId: envelope.request_id ?? String(request.id),
        record,
      });
    } catch (error) {
      request.log.error({ err: error }, 'activity log write failed');
    }
    return reply.status(status).send(body);
  };
  app.post('/api/:service', handle);
  app.post('/api/:service/', handle);
}
