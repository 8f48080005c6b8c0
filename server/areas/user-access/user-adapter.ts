import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LICENCE,
  DEFAULT_ROLE,
  GLOBAL_SITE,
  USER_ACCESS_MESSAGES as M,
  USER_ACCESS_TYPES,
  USER_ID_MESSAGES,
  USER_SITE_DOCUMENT,
  ZUserFields,
  isNewUserId,
} from '../../../src/contract';
import { userSites, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import type { AdaptedDocument, DocumentAdapter } from '../document-adapters';
import { asDocument, conditionsOf, parseFields, sameKey } from './documents';
import {
  isProviderCaller,
  requireChangeableUser,
  requireTargetUser,
  requireUserFlag,
} from './site-scope';
import { requireLicenceRoom } from '../auth/licences';
import { siteOf } from './site-records';

const TYPE = USER_ACCESS_TYPES.user;

type UserRecord = typeof users.$inferSelect;

function userDocumentOf(siteId: string, row: UserRecord): AdaptedDocument {
  return asDocument(
    {
      site_id: siteId,
      site_document: USER_SITE_DOCUMENT,
      document_id: row.user_id,
      document_type: TYPE,
    },
    row,
    {
      user_id: row.user_id,
      display_name: row.display_name,
      email_address: row.email_address,
      staff_id: row.staff_id,
      contact_phone: row.contact_phone,
      role: row.role,
      license_type: row.license_type,
      active_flag: row.active_flag,
    },
  );
}

/** The users of the request site (the provider's role at GLOBAL: every user). */
async function siteUsers(db: Db, siteId: string, everyUser: boolean) {
  if (everyUser) return db.select().from(users).orderBy(users.user_id);
  const members = db
    .select({ user_id: userSites.user_id })
    .from(userSites)
    .where(eq(userSites.site_id, siteId));
  return db.select().from(users).where(inArray(users.user_id, members)).orderBy(users.user_id);
}

async function userById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row;
}

async function requireFreeEmail(db: Db, email: string | null, userId: string) {
  if (!email) return;
  const [taken] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(
      and(sql`lower(${users.email_address}) = lower(${email})`, sql`${users.user_id} <> ${userId}`),
    );
  if (taken) throw conflict(M.emailTaken(email));
}

/** The fields of a user's own record that user access changes; a field left out is kept. */
export type UserIdentityChanges = {
  display_name?: string;
  email_address?: string | null;
  staff_id?: string | null;
  contact_phone?: string | null;
};

/**
 * Change an existing user's own record (the caller has been checked to administer them): an
 * email address another user has is a 409, an empty display name a 400.
 */
export async function updateUserIdentity(
  db: Db,
  userId: string,
  changes: UserIdentityChanges,
): Promise<UserRecord> {
  if (changes.display_name !== undefined && !changes.display_name)
    throw badRequest(M.displayNameRequired);
  if (changes.email_address !== undefined)
    await requireFreeEmail(db, changes.email_address, userId);
  const [saved] = await db
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.user_id, userId))
    .returning();
  if (!saved) throw notFound(M.userNotFound(userId));
  return saved;
}

/**
 * USER: a user's identity as the document store answers it (site_document USER, document_id
 * the user id), for the copy-a-user flow: adding one for a new user id creates the user (no
 * password, the default role and licence) as a user of the request site; adding one for an
 * existing user of the site updates its name, email, staff id and phone. The role, licence
 * and password are the Site Users screen's; so is deleting a user.
 */
export const userAdapter: DocumentAdapter = {
  type: TYPE,
  ownsSiteDocument: (siteDocument) => siteDocument === USER_SITE_DOCUMENT,

  async list(ctx, conditions) {
    await requireUserFlag(ctx, 'view');
    const { matches } = conditionsOf(conditions);
    const everyUser = isProviderCaller(ctx) && ctx.siteId === GLOBAL_SITE;
    const rows = await siteUsers(ctx.db, ctx.siteId, everyUser);
    return rows
      .filter((r) => matches('document_id', r.user_id))
      .map((r) => userDocumentOf(ctx.siteId, r));
  },

  async get(ctx, _siteDocument, documentId) {
    await requireUserFlag(ctx, 'view');
    const existing = await userById(ctx.db, documentId);
    if (!existing) return undefined;
    await requireTargetUser(ctx, documentId);
    return userDocumentOf(ctx.siteId, existing);
  },

  async save(ctx, item, mode) {
    await requireUserFlag(ctx, 'update');
    const fields = parseFields(ZUserFields, item);
    const userId = item.document_id || fields.user_id;
    if (!userId) throw badRequest(M.keyMismatch('user_id'));
    sameKey('user_id', fields.user_id, userId);
    const existing = await userById(ctx.db, userId);
    if (!existing && mode === 'update') throw notFound(M.userNotFound(userId));
    if (existing) {
      await requireChangeableUser(ctx, userId);
      const saved = await updateUserIdentity(ctx.db, userId, {
        ...(fields.display_name ? { display_name: fields.display_name } : {}),
        ...(item.email_address !== undefined ? { email_address: fields.email_address } : {}),
        ...(item.staff_id !== undefined ? { staff_id: fields.staff_id } : {}),
        ...(item.contact_phone !== undefined ? { contact_phone: fields.contact_phone } : {}),
      });
      ctx.logRecord(userId, TYPE);
      return userDocumentOf(ctx.siteId, saved);
    }
    if (!isNewUserId(userId)) throw badRequest(USER_ID_MESSAGES.rule);
    await requireFreeEmail(ctx.db, fields.email_address, userId);
    if (!fields.display_name) throw badRequest(M.displayNameRequired);
    const site = await siteOf(ctx.db, ctx.siteId);
    await requireLicenceRoom(ctx.db, ctx.siteId, {
      user_id: userId,
      role: DEFAULT_ROLE,
      license_type: DEFAULT_LICENCE,
      active_flag: true,
    });
    const [created] = await ctx.db
      .insert(users)
      .values({
        user_id: userId,
        display_name: fields.display_name,
        email_address: fields.email_address,
        staff_id: fields.staff_id,
        contact_phone: fields.contact_phone,
        current_site: ctx.siteId,
      })
      .returning();
    await ctx.db
      .insert(userSites)
      .values({ site_id: ctx.siteId, user_id: userId, timezone: site.local_zone });
    ctx.logRecord(userId, TYPE, fields.display_name);
    return userDocumentOf(ctx.siteId, created!);
  },

  remove() {
    return Promise.reject(badRequest(M.userDeleteElsewhere));
  },
};
