import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type {
  ActionContract,
  ActionData,
  ActionResultInput,
  TEnvelopeRequest,
  TModule,
  TPermissionFlag,
  TWriteTimes,
} from '../../src/contract';
import type { Db } from '../db/types';
import type { Principal, SiteAccess, UserRow } from './auth/types';

export type ModuleFlag = { module: TModule; flag: TPermissionFlag };
/**
 * Membership of the site alone is enough: allowed only with the reason why the action needs
 * no module permission (it reads nothing a module guards, or it checks permissions itself),
 * so an action cannot fall back to "any member" by omission.
 */
export type MemberOnly = { member: string };

/**
 * A module + flag the caller must hold at the envelope's site, any one of several (refused
 * naming the first), or just membership of the site, with its stated reason.
 */
export type Permission = ModuleFlag | { anyOf: [ModuleFlag, ...ModuleFlag[]] } | MemberOnly;

/** What a handler gets besides its validated data. */
/** An entity script record of the site (document store row), as the caller query reads it. */
export type StoredEntityScript = {
  document_type: string;
  document_id: string;
  data: Record<string, unknown>;
};

export type ActionContext = {
  /** The request's one transaction, under row-level security for `siteId`. */
  db: Db;
  siteId: string;
  site: SiteAccess;
  /**
   * The read replica when the server has one (DATABASE_REPLICA_URL): reads that may lag
   * (report runs, SQL tool selects) go there, through readsFrom (server/db/read-replica.ts).
   */
  replica?: Db | undefined;
  principal: Principal;
  user: UserRow;
  /** The envelope's request_id (its idempotency key), null when none was sent. */
  requestId: string | null;
  /**
   * When the write was done (the envelope's done_at, the device's time, when believable) and
   * when the server received it: what a write stores beside its row (src/contract/device-time).
   */
  times: TWriteTimes;
  /** The envelope's own printer_set and email_address as sent, unchecked (ZEnvelopeRequest). */
  envelope: Pick<TEnvelopeRequest, 'printer_set' | 'email_address'>;
  /** Add a warning / info message to the answer. */
  warn(message: string): void;
  inform(message: string): void;
  /** The caller's flag at this site (the provider's role holds all). */
  can(module: TModule, flag: TPermissionFlag): boolean;
  /** Throw 403 FORBIDDEN_PERMISSION unless the caller holds the flag. */
  require(module: TModule, flag: TPermissionFlag): void;
  /**
   * May the caller work at another site? (Answered from what the route read before the
   * transaction: never query across sites with another connection inside a handler.)
   */
  canUseSite(siteId: string): Promise<boolean>;
  /** Name the record the call was about, for the activity log (log_lookup / log_key_type). */
  logRecord(key: string, keyType?: string, description?: string): void;
  /**
   * The site's entity scripts of the call's entity and action (`key`, entity-action), read
   * with the caller in the envelope's first statement; absent when not read there.
   */
  entityScripts?: { key: string; rows: readonly StoredEntityScript[] };
};

/**
 * Work at the outside (a carrier, a printer, the ERP connector, mail, file storage) that a
 * handler asks for instead of answering at once: it records in its transaction what is to be
 * done and returns `outside(step)`. The pipeline commits that transaction, then runs `call`
 * with no transaction and no pooled connection held, its signal aborted after `timeoutMs`
 * (a call still running then is abandoned and the call fails with OUTSIDE_MESSAGES.timedOut),
 * then runs `finish` in a second short transaction over a fresh context (the caller, the
 * site and its permissions read again): it records the outcome and answers the results,
 * with the activity log record and the request_id's stored answer. `finish` must use its
 * own `ctx`, never the first one's. With a request_id, the first transaction claims it: a
 * duplicate sent meanwhile waits for this answer instead of acting again.
 */
export type OutsideStep<A, R> = {
  timeoutMs: number;
  call(signal: AbortSignal): Promise<A>;
  finish(ctx: ActionContext, outcome: A): Promise<R[]>;
  /**
   * When `finish` fails (its transaction rolled back): undo what `call` did at the outside
   * (e.g. delete a booking), with no transaction held, under the same time-out.
   */
  undo?(outcome: A, signal: AbortSignal): Promise<void>;
};

/** What a handler returns to have `step` run after its transaction commits. */
export class Outside<R> {
  constructor(readonly step: OutsideStep<unknown, R>) {}
}

/** Run `step` after the handler's transaction has committed (see OutsideStep). */
export const outside = <A, R>(step: OutsideStep<A, R>): Outside<R> =>
  new Outside(step as OutsideStep<unknown, R>);

/** What a handler answers: its results, or an outside step that will answer them. */
export type HandlerResult<R> = R[] | Outside<R>;

/**
 * Heavy work (exports, the SQL tool, reports, label batches, carrier quotes and bookings): the
 * call waits for a slot of its site's bounded queue (server/heavy-queue.ts) before its
 * transaction opens. A function decides per call from the envelope's data as sent (not yet
 * validated: it must accept anything).
 */
export type HeavyWork = true | ((data: unknown) => boolean);

/** An action serving a contract of src/contract: its data and results are the contract's. */
export type ContractActionDef<C extends ActionContract> = {
  contract: C;
  /** Checked before the data is validated; a function is checked after, with the data. */
  permission: Permission | ((data: ActionData<C>) => Permission);
  description: string;
  /** Heavy work: see HeavyWork. */
  heavy?: HeavyWork;
  handler(ctx: ActionContext, data: ActionData<C>): Promise<HandlerResult<ActionResultInput<C>>>;
};

/** A registry entry with its data type erased. */
export type AnyAction = {
  service: string;
  entity: string;
  action: string;
  permission: Permission | ((data: unknown) => Permission);
  input: z.ZodType;
  /** One row of results. */
  output: z.ZodType;
  description: string;
  /** The file that declares it, from the repository's root (for the action list). */
  source: string;
  heavy?: HeavyWork;
  handler(ctx: ActionContext, data: unknown): Promise<HandlerResult<unknown>>;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/** The file that called defineAction (the first stack frame outside this file). */
function callerFile(): string {
  const stack = new Error().stack ?? '';
  for (const match of stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+\.ts):\d+:\d+/g)) {
    const file = match[1]!;
    if (file !== THIS_FILE) return relative(ROOT, file);
  }
  return '';
}

/** Declare one action: the only thing an area does to add a call. */
export function defineAction<C extends ActionContract>(def: ContractActionDef<C>): AnyAction {
  const source = callerFile();
  // The route validates `data` with the input schema before calling the handler, so the
  // erased parameter type is always the schema's output at run time.
  const handler = def.handler as AnyAction['handler'];
  const permission = def.permission as AnyAction['permission'];
  const { service, entity, action, input, output } = def.contract;
  const { description, heavy } = def;
  const entry = { service, entity, action, input, output, permission, description, source };
  return heavy ? { ...entry, handler, heavy } : { ...entry, handler };
}
