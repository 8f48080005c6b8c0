import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  SCRIPT_MESSAGES,
  URL_ENDPOINT_CALLS,
  URL_ENDPOINT_MESSAGES,
  URL_TYPE,
  isAnsweredMessage,
  scriptSiteDocument,
} from '../../../src/contract';
import { documents } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { defineAction, type ActionContext, type Permission } from '../action-types';
import { actionsNamed } from './hook';

/** A site's URL record: which action (or, for entity `script`, which script) its method runs. */
type UrlRecord = { web_service: string; entity: string; action: string };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function findUrl(db: Db, siteId: string, endpoint: string): Promise<UrlRecord | undefined> {
  const [row] = await db
    .select({ data: documents.data })
    .from(documents)
    .where(
      and(
        eq(documents.site_id, siteId),
        eq(documents.site_document, scriptSiteDocument(siteId, URL_TYPE)),
        eq(documents.document_id, endpoint),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const d = row.data;
  return { web_service: str(d.web_service), entity: str(d.entity), action: str(d.action) };
}

/** Refused as the envelope refuses a caller without the action's permission. */
function checkPermission(ctx: ActionContext, permission: Permission): void {
  if ('member' in permission) return;
  const [first, ...others] = 'anyOf' in permission ? permission.anyOf : [permission];
  if (![first, ...others].some((p) => ctx.can(p.module, p.flag))) {
    throw new AppError(
      ERROR_CODES.FORBIDDEN_PERMISSION,
      MESSAGES.noPermission(first.module, first.flag),
      403,
    );
  }
}

/**
 * Run entity/action with `data` as the envelope would, in this call's transaction: the action's
 * permission, its input schema (the same messages), then its handler (entity scripts included).
 */
async function runMapped(ctx: ActionContext, entity: string, action: string, data: unknown) {
  const found = actionsNamed(entity, action);
  if (found.length === 0)
    throw new AppError(
      ERROR_CODES.UNKNOWN_ACTION,
      SCRIPT_MESSAGES.callUnknown(entity, action),
      400,
    );
  if (found.length > 1)
    throw new AppError(
      ERROR_CODES.UNKNOWN_ACTION,
      SCRIPT_MESSAGES.callAmbiguous(entity, action),
      400,
    );
  const def = found[0]!;
  if (typeof def.permission !== 'function') checkPermission(ctx, def.permission);
  const parsed = def.input.safeParse(data ?? {});
  if (!parsed.success) {
    const own = parsed.error.issues.find((issue) => isAnsweredMessage(issue.message));
    throw new AppError(
      ERROR_CODES.VALIDATION,
      own?.message ?? MESSAGES.invalidData,
      400,
      z.prettifyError(parsed.error),
    );
  }
  if (typeof def.permission === 'function') checkPermission(ctx, def.permission(parsed.data));
  return def.handler(ctx, parsed.data);
}

/** Service `script`, entity `url`: the site's URL endpoints, served at /api/url/<endpoint>. */
export const urlEndpointActions = [
  defineAction({
    contract: URL_ENDPOINT_CALLS.call,
    permission: {
      member:
        'the URL only names an action: that action is then checked for its own permission, as its envelope would be',
    },
    description:
      "Run the site's URL endpoint (endpoint, method GET/POST/PUT, data): the action it maps to, with that action's permission and input checks, or for entity script the saved script its action names. Unknown endpoint 404; another method 405. results: the mapped action's results.",
    async handler(ctx, data) {
      const url = await findUrl(ctx.db, ctx.siteId, data.endpoint);
      if (!url) throw notFound(URL_ENDPOINT_MESSAGES.unknownEndpoint(data.endpoint));
      if (url.web_service !== data.method) {
        throw new AppError(
          ERROR_CODES.BAD_REQUEST,
          URL_ENDPOINT_MESSAGES.wrongMethod(data.endpoint, data.method, url.web_service),
          405,
        );
      }
      ctx.logRecord(`${scriptSiteDocument(ctx.siteId, URL_TYPE)}-${data.endpoint}`, URL_TYPE);
      const input = data.data ?? {};
      // Entity `script`: the saved script its action names, run as `script run` runs it.
      if (url.entity === 'script')
        return runMapped(ctx, 'script', 'run', { script: url.action, data: input });
      return runMapped(ctx, url.entity, url.action, input);
    },
  }),
];
