import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  ZEnvelopeRequest,
  can,
  entityActionKey,
  isAnsweredMessage,
  writeTimes,
  type TEnvelopeAnswer,
  type TEnvelopeRequest,
  type TMessage,
  type TWriteTimes,
} from '../../src/contract';
import { callTransaction } from '../db/call-transaction';
import type { Db } from '../db/types';
import {
  Outside,
  type ActionContext,
  type AnyAction,
  type Permission,
} from '../areas/action-types';
import { callOutside } from '../outside-call';
import type { RestRoute } from '../areas/rest-route';
import { identifyCaller, type Caller } from '../areas/auth/caller';
import { bearerTokenHash } from '../areas/auth/sessions';
import type { Principal, SiteAccess } from '../areas/auth/types';
import { findAction } from '../areas/registry';
import { activityLogInsert, writeActivityLog, type LogEntry } from './activity-log';
import { AppError } from '../errors';
import { answer } from './envelope-answer';
import { enterHeavySlot } from './heavy-work';
import { runAsSite } from '../request-site';
import { toErrorReply } from './errors';
import { errorForLog } from './redact';
import { findBadText, hasBadText, withoutBadText } from './bad-text';
import { killAfterCommitIfAsked } from './fault';
import { checkOutputs } from './output-check';
import {
  AppliedMeanwhile,
  findStoredAnswer,
  requestHash,
  storeAnswer,
  type IdempotentCall,
} from './idempotency';
import {
  awaitStoredAnswer,
  claimPending,
  completePending,
  dropStalePending,
  isPending,
  releasePending,
  stillRunning,
} from './outside-step';

const forbiddenPermission = (module: string, flag: string) =>
  new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, MESSAGES.noPermission(module, flag), 403);

function checkPermission(permission: Permission, site: SiteAccess) {
  if ('member' in permission) return;
  const [first, ...others] = 'anyOf' in permission ? permission.anyOf : [permission];
  if (![first, ...others].some((p) => can(site.permissions, p.module, p.flag))) {
    throw forbiddenPermission(first.module, first.flag);
  }
}

/** The request holds a NUL or a lone surrogate at `path`. */
const badTextError = (path: string) =>
  new AppError(ERROR_CODES.VALIDATION, MESSAGES.badCharacterInField(path), 400);

/** The request_id names a stored call whose envelope was another. */
const requestIdReused = () =>
  new AppError(ERROR_CODES.CONFLICT, MESSAGES.requestIdPayloadDiffers, 422);

export function validationError(error: z.ZodError, message: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION, message, 400, z.prettifyError(error));
}

/** The action found, authorised and its data validated: everything but running it. */
type Ready = { def: AnyAction; data: unknown };

/** Find the action, check its permission and validate its data (no database work). */
function prepareAction(envelope: TEnvelopeRequest, service: string, site: SiteAccess): Ready {
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
  if (!parsed.success) {
    const own = parsed.error.issues.find((issue) => isAnsweredMessage(issue.message));
    throw validationError(parsed.error, own?.message ?? MESSAGES.invalidData);
  }
  if (typeof def.permission === 'function') checkPermission(def.permission(parsed.data), site);
  return { def, data: parsed.data };
}

type Call = {
  envelope: TEnvelopeRequest;
  service: string;
  principal: Principal;
  site: SiteAccess;
  messages: { warnings: TMessage[]; info: TMessage[] };
  idempotent: IdempotentCall | null;
  /** The NUL or lone surrogate found in the request (refused, and logged), else null. */
  badText: string | null;
  /** The activity log record of this call, answered with `body`. */
  logEntry(body: TEnvelopeAnswer<unknown>, record: LogEntry['record']): LogEntry;
  entityScripts: Caller['entityScripts'];
  replica: Db | undefined;
  /** The write's times: the device's done_at judged against the time received. */
  times: TWriteTimes;
};

export type Outcome = { status: number; body: TEnvelopeAnswer<unknown>; replayed: boolean };

/** An outcome with the log record that commits with it. */
type Done = Outcome & { log: LogEntry };

/** A handler that asked for an outside step: what its second transaction needs. */
type Later = { later: Outside<unknown>; def: AnyAction; record: LogEntry['record'] };

/** The handler's context over `tx`; `onRecord` keeps what it names for the activity log. */
function contextOf(tx: Db, call: Call, onRecord: (record: LogEntry['record']) => void) {
  const { envelope, principal, site, messages } = call;
  const ctx: ActionContext = {
    db: tx,
    siteId: site.site_id,
    site,
    replica: call.replica,
    principal,
    user: principal.user,
    requestId: envelope.request_id ?? null,
    times: call.times,
    envelope: { printer_set: envelope.printer_set, email_address: envelope.email_address },
    warn: (message) => void messages.warnings.push({ message }),
    inform: (message) => void messages.info.push({ message }),
    can: (module, flag) => can(site.permissions, module, flag),
    require: (module, flag) => {
      if (!can(site.permissions, module, flag)) throw forbiddenPermission(module, flag);
    },
    canUseSite: async (siteId) => site.usable_sites.includes(siteId),
    logRecord: (key, keyType, description) => onRecord({ key, keyType, description }),
    entityScripts: call.entityScripts,
  };
  return ctx;
}

/**
 * Everything after the sign-in and site checks, in the call's transaction (under row-level
 * security): the stored answer of a replayed request_id, else the action (found, authorised,
 * validated) and its idempotency key. Its activity log record is written with the COMMIT.
 * Throws on failure; the transaction rolls back and the caller logs the failure in its own.
 */
async function runCall(tx: Db, call: Call): Promise<Done | Later> {
  const { envelope, service, site, messages, idempotent } = call;
  if (call.badText !== null) throw badTextError(call.badText);
  // Refusals before the handler need no database work, but a replayed request_id is answered
  // from the store first (whatever the action now says), so an idempotent call defers them.
  let ready: Ready | { refused: unknown };
  try {
    ready = prepareAction(envelope, service, site);
  } catch (error) {
    if (!idempotent) throw error;
    ready = { refused: error };
  }

  let stored = idempotent ? await findStoredAnswer(tx, idempotent) : null;
  // Claimed by a sending still at the outside: wait for its answer (unless it was abandoned).
  if (isPending(stored)) {
    if (!(await dropStalePending(tx, idempotent!))) throw new AppliedMeanwhile();
    stored = null;
  }
  if (stored) {
    if (!stored.sameCall) throw requestIdReused();
    const body = stored.answer;
    return { status: stored.status, body, replayed: true, log: call.logEntry(body, undefined) };
  }
  if ('refused' in ready) throw ready.refused;

  let record: LogEntry['record'];
  const ctx = contextOf(tx, call, (r) => (record = r));
  const results = await ready.def.handler(ctx, ready.data);
  if (results instanceof Outside) {
    if (idempotent) await claimPending(tx, idempotent);
    return { later: results, def: ready.def, record };
  }
  if (!Array.isArray(results))
    throw new Error(`${service}/${envelope.entity}/${envelope.action} returned no array`);
  checkOutputs(ready.def, results);
  const body = answer(results, messages);
  if (idempotent) await storeAnswer(tx, idempotent, body);
  return { status: 200, body, replayed: false, log: call.logEntry(body, record) };
}

/**
 * The second transaction of an outside step: the action checked again against the caller and
 * site just read, then its `finish` with the outside call's outcome, the answer stored in
 * place of the request_id's claim. Its activity log record is written with the COMMIT.
 */
async function finishCall(tx: Db, call: Call, later: Later, outcome: unknown): Promise<Done> {
  if (call.badText !== null) throw badTextError(call.badText);
  const { def } = prepareAction(call.envelope, call.service, call.site);
  let record = later.record;
  const results = await later.later.step.finish(
    contextOf(tx, call, (r) => (record = r)),
    outcome,
  );
  checkOutputs(def, results);
  const body = answer(results, call.messages);
  if (call.idempotent) await completePending(tx, call.idempotent, body);
  return { status: 200, body, replayed: false, log: call.logEntry(body, record) };
}

/**
 * `POST /api/:service/`: authenticate the bearer token, parse the envelope, refuse a body
 * user_id that is not the token's, check the site, then run the action and log the call.
 */
export function registerEnvelopeRoute(app: FastifyInstance, db: Db): void {
  const handle = (request: FastifyRequest<{ Params: { service: string } }>, reply: FastifyReply) =>
    runEnvelope(db, request, reply, request.params.service, request.body);
  app.post('/api/:service', handle);
  app.post('/api/:service/', handle);
}

/** Each REST alternative at its paths (with and without the trailing slash), as its envelope. */
export function registerRestRoutes(app: FastifyInstance, db: Db, routes: readonly RestRoute[]) {
  for (const route of routes) {
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      runEnvelope(db, request, reply, route.service, route.envelope(request));
    for (const path of route.paths) {
      // A wildcard path (which must end the route) already takes the trailing slash.
      const urls = path.endsWith('*') ? [path] : [path, `${path}/`];
      for (const url of urls) app.route({ method: route.method, url, handler });
    }
  }
}

/**
 * Answer one envelope for `service`: the whole pipeline of `POST /api/:service/` (sign-in,
 * envelope, user_id, site, permission, data, the action in its transaction, the log). The
 * REST alternatives (e.g. /api/storage/) build an envelope and come here, so they are checked
 * exactly as the envelope is.
 */
export async function runEnvelope(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  service: string,
  body: unknown,
): Promise<FastifyReply> {
  const outcome = await answerEnvelope(db, request, service, body);
  if (outcome.replayed) void reply.header('idempotent-replay', 'true');
  return reply.status(outcome.status).send(outcome.body);
}

/**
 * The pipeline of one envelope without the reply: its status, its answer, and whether it
 * was answered from the request_id store. Throws (sign-in, envelope, user_id and site
 * refusals) before anything is logged, as the route's error handler expects.
 */
export function answerEnvelope(
  db: Db,
  request: FastifyRequest,
  service: string,
  body: unknown,
): Promise<Outcome> {
  // Shared resources (the sandbox's workers) are shared out by the call's site; the call
  // reaches them only once the caller is admitted at that site.
  const site = (body as { site_id?: unknown } | null)?.site_id;
  const work = () => answerAdmitted(db, request, service, body);
  return typeof site === 'string' ? runAsSite(site.toUpperCase(), work) : work();
}

async function answerAdmitted(
  db: Db,
  request: FastifyRequest,
  service: string,
  body: unknown,
): Promise<Outcome> {
  const startedAt = new Date();
  const t0 = performance.now();
  // Who is asking comes first: an unsigned caller learns nothing about the envelope rules.
  const tokenHash = bearerTokenHash(request.headers.authorization);
  const parsed = ZEnvelopeRequest.safeParse(body);
  // A NUL or a lone surrogate anywhere in the request (any string, any key, any depth): the
  // database cannot keep it, so the call is refused before any handler runs.
  const badText = findBadText(body);
  const badSite = parsed.success && hasBadText(parsed.data.site_id);
  const messages = { warnings: [] as TMessage[], info: [] as TMessage[] };

  /** The checks of the caller query's answer; the call, once it may be logged at its site. */
  const admit = (caller: Caller): Call => {
    if (!parsed.success) throw validationError(parsed.error, MESSAGES.malformedEnvelope);
    // Without a site (or a user_id) that can be named the refusal cannot be logged at a site.
    if (badSite || hasBadText(parsed.data.user_id ?? '')) throw badTextError(badText!);
    // The log keeps the request with each bad character escaped (jsonb would refuse it).
    const envelope = badText ? withoutBadText(parsed.data) : parsed.data;
    const principal = caller.principal;
    if (
      envelope.user_id !== undefined &&
      envelope.user_id.toLowerCase() !== principal.user.user_id.toLowerCase()
    ) {
      throw new AppError(ERROR_CODES.FORBIDDEN_USER, MESSAGES.userMismatch, 403);
    }
    const site = caller.siteAccess();
    const times = writeTimes(envelope.done_at, startedAt);
    if (times.clock_off) messages.warnings.push({ message: times.clock_off });
    const idempotent: IdempotentCall | null = envelope.request_id
      ? {
          site_id: site.site_id,
          user_id: principal.user.user_id,
          request_id: envelope.request_id,
          service,
          entity: envelope.entity,
          action: envelope.action,
          request_hash: requestHash(service, envelope),
        }
      : null;
    const logEntry = (body: TEnvelopeAnswer<unknown>, record: LogEntry['record']): LogEntry => ({
      service: badText ? withoutBadText(service) : service,
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
    const { entityScripts } = caller;
    return {
      envelope,
      service,
      principal,
      site,
      messages,
      idempotent,
      badText,
      logEntry,
      entityScripts,
      replica: request.server.readReplica,
      times,
    };
  };

  // From the caller query on, one transaction: the query (with its BEGIN) reads the session and
  // the caller's standing at the site and scopes the transaction to it; a refusal there rolls
  // back unlogged. The action runs next, and its log record goes with the COMMIT.
  let call = undefined as Call | undefined;
  /** The request_id was claimed by a committed first transaction of an outside step. */
  let claimed = false;
  let outcome: Outcome;
  const open = async (tx: Db) => {
    const siteId = parsed.success && !badSite ? parsed.data.site_id : '';
    // The entity scripts of the call's entity and action are read in the same statement.
    // (A key with a NUL or lone surrogate is never sent to the database: the call is refused.)
    const key = parsed.success ? entityActionKey(parsed.data.entity, parsed.data.action) : '';
    const scriptKey = hasBadText(key) ? '' : key;
    call = admit(await identifyCaller(tx, tokenHash, siteId, scriptKey));
    return call;
  };
  const lateFailure = (error: unknown) =>
    request.log.error({ err: errorForLog(error) }, 'activity log write failed');
  // An outside step: the first transaction has committed; the outside is called holding no
  // transaction, then a second transaction (the caller and site read again by `open`)
  // records its outcome and answers, with the log record.
  const afterCommit = async (later: Later): Promise<Done> => {
    claimed = call?.idempotent != null;
    const { step } = later.later;
    const outcome = await callOutside(step);
    try {
      return await callTransaction(db, {
        open,
        run: (tx, again) => finishCall(tx, again, later, outcome),
        close: (done) => [activityLogInsert(done.log)],
        answerReadsBeforeCommit: true,
        lateFailure,
      });
    } catch (error) {
      // What the call did at the outside is undone once the failed finish has rolled back.
      const { undo } = step;
      if (undo) {
        await callOutside({ ...step, call: (signal) => undo(outcome, signal) }).catch(
          (undoError: unknown) =>
            request.log.error({ err: errorForLog(undoError) }, 'outside step not undone'),
        );
      }
      throw error;
    }
  };
  // Heavy work waits for a slot of its site before its transaction opens (heavy-work.ts).
  const slot = await enterHeavySlot(db, tokenHash, service, body);
  try {
    const first = await callTransaction(db, {
      open,
      run: runCall,
      close: (done) => ('later' in done ? [] : [activityLogInsert(done.log)]),
      // A read is answered before its record commits (without waiting for the disk); a write
      // is answered once its record has committed with it.
      answerReadsBeforeCommit: true,
      lateFailure,
    });
    const done = 'later' in first ? await afterCommit(first) : first;
    outcome = { status: done.status, body: done.body, replayed: done.replayed };
    if (!outcome.replayed) killAfterCommitIfAsked(call!.envelope.request_id);
  } catch (error) {
    // Refused before the site check: answered by the route's error handler, not logged.
    if (!call) throw error;
    // The call's transaction rolled back: answer, and log, the failure — or the answer of a
    // concurrent request with the same request_id that was applied first.
    const { idempotent } = call;
    // A failure after the outside step's claim committed drops it: a retry runs again.
    if (claimed && idempotent)
      await releasePending(db, idempotent).catch((releaseError: unknown) =>
        request.log.error({ err: errorForLog(releaseError) }, 'request_id claim not released'),
      );
    // A sending of the same request_id still at the outside is waited for.
    const stored =
      error instanceof AppliedMeanwhile && idempotent
        ? await awaitStoredAnswer(db, idempotent)
        : null;
    if (stored?.sameCall && !isPending(stored)) {
      outcome = { status: stored.status, body: stored.answer, replayed: true };
    } else {
      const refusal = stored ? (stored.sameCall ? stillRunning() : requestIdReused()) : error;
      const failure = toErrorReply(refusal, request.log);
      outcome = {
        status: failure.status,
        body: answer([], { ...messages, errors: failure.messages ?? [failure.message] }),
        replayed: false,
      };
    }
    try {
      await writeActivityLog(db, call.logEntry(outcome.body, undefined));
    } catch (logError) {
      request.log.error({ err: errorForLog(logError) }, 'activity log write failed');
    }
  } finally {
    slot.release();
  }
  return outcome;
}
