import type { TModule, TPermissionFlag } from '../../../src/contract';
import type { AnyAction, Permission } from '../action-types';

const byKey = new Map<string, AnyAction>();
const pairs = new Set<string>();
const join = (...parts: string[]) => parts.join('\u0000');

/** Called once by the registry with every action: the log reads each record's action there. */
export function registerLoggedActions(actions: readonly AnyAction[]): void {
  for (const a of actions) {
    byKey.set(join(a.service, a.entity, a.action), a);
    pairs.add(join(a.entity, a.action));
  }
}

const lookup = (service: string, entity: string, action: string) =>
  byKey.get(join(service, entity, action));

/**
 * Does a client's record name a call of the server: its entity and action those of an action
 * (of any service), or its log_key one the envelope writes (`service/entity/action`)?
 * Compared without case.
 */
export function namesServerCall(note: {
  entity: string;
  action: string;
  log_key?: string | undefined;
}): boolean {
  const lower = (v: string) => v.trim().toLowerCase();
  if (pairs.has(join(lower(note.entity), lower(note.action)))) return true;
  const [service, entity, action, ...rest] = lower(note.log_key ?? '').split('/');
  return rest.length === 0 && lookup(service ?? '', entity ?? '', action ?? '') !== undefined;
}

/** What a log record tells about the call it records. */
export type RecordOrigin = {
  entity: string;
  action: string;
  /** The envelope writes `service/entity/action`. */
  log_key: string;
  user_id: string | null;
  client_note: boolean;
  request: unknown;
};

/** Who reads the log: the caller's user and flags at the site. */
export type LogReader = {
  userId: string;
  can(module: TModule, flag: TPermissionFlag): boolean;
};

/**
 * The modules one of which the reader must view to see a record's request and answer: those of
 * the permission of the action the record's call named; null when that action needs no module
 * (member-only, unknown, a client's note, or a permission the record's data no longer decides).
 */
export function recordModules(record: RecordOrigin): TModule[] | null {
  if (record.client_note) return null;
  const [service, entity, action, ...rest] = record.log_key.split('/');
  if (!service || entity !== record.entity || action !== record.action || rest.length > 0)
    return null;
  const def = lookup(service, entity, action);
  if (!def) return null;
  const permission = permissionOf(def, record.request);
  if (!permission || 'member' in permission) return null;
  if ('anyOf' in permission) return permission.anyOf.map((p) => p.module);
  return [permission.module];
}

/** The action's permission; one decided by the data, for the data the record holds. */
function permissionOf(def: AnyAction, request: unknown): Permission | null {
  if (typeof def.permission !== 'function') return def.permission;
  const data = typeof request === 'object' && request !== null && 'data' in request;
  const parsed = def.input.safeParse(data ? (request as { data: unknown }).data : {});
  if (!parsed.success) return null;
  try {
    return def.permission(parsed.data);
  } catch {
    return null;
  }
}

/**
 * May the reader see the record's request and answer? With view on the module its action
 * requires; a record whose action needs no module only by its own user or with admin view.
 */
export function mayReadDetail(reader: LogReader, record: RecordOrigin): boolean {
  const modules = recordModules(record);
  if (modules) return modules.some((m) => reader.can(m, 'view'));
  return record.user_id === reader.userId || reader.can('admin', 'view');
}

/**
 * A record as the reader may see it: with its detail (withheld set), the request, response and
 * errors null and withheld true unless mayReadDetail; a summary row as it is.
 */
export function asSeenBy<
  T extends Omit<RecordOrigin, 'request'> & { request?: unknown; withheld?: boolean | undefined },
>(reader: LogReader, record: T): T {
  if (record.withheld === undefined) return record;
  if (mayReadDetail(reader, { ...record, request: record.request })) return record;
  return { ...record, request: null, response: null, errors: null, withheld: true };
}
