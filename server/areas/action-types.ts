import type { z } from 'zod';
import type { TModule, TPermissionFlag } from '../../src/contract';
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
export type ActionContext = {
  /** The request's one transaction, under row-level security for `siteId`. */
  db: Db;
  siteId: string;
  site: SiteAccess;
  principal: Principal;
  user: UserRow;
  /** The envelope's request_id (its idempotency key), null when none was sent. */
  requestId: string | null;
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
};

export type ActionDef<S extends z.ZodType> = {
  service: string;
  entity: string;
  action: string;
  /** Checked before the data is validated; a function is checked after, with the data. */
  permission: Permission | ((data: z.output<S>) => Permission);
  input: S;
  description: string;
  handler(ctx: ActionContext, data: z.output<S>): Promise<unknown[]>;
};

/** A registry entry with its data type erased. */
export type AnyAction = {
  service: string;
  entity: string;
  action: string;
  permission: Permission | ((data: unknown) => Permission);
  input: z.ZodType;
  description: string;
  handler(ctx: ActionContext, data: unknown): Promise<unknown[]>;
};

/** Declare one action: the only thing an area does to add a call. */
export function defineAction<S extends z.ZodType>(def: ActionDef<S>): AnyAction {
  // The route validates `data` with def.input before calling the handler, so the erased
  // parameter type is always z.output<S> at run time.
  return def as unknown as AnyAction;
}
