import { eq } from 'drizzle-orm';
import { ERP_IDEMPOTENCY_HEADER, SECRET_MESSAGES } from '../../src/contract';
import { erpPasswordBound, openForAddress, SecretOriginMismatch } from '../secrets/origin-bound';
import { siteSettings, sites } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The ERP connector of a site (document 1 site settings erp_interface, erp_interface_url; the
 * site's erp_username and encrypted erp_password): the server posts ERP actions to it as JSON,
 * with Basic credentials when the site has them. Only the server reads the address and the
 * credentials; the browser sends its ERP actions to the server.
 */
export type ErpConnector = {
  url: string;
  erpInterface: string | null;
  /** The Authorization header value, when the site has ERP credentials. */
  authorization: string | null;
  /**
   * Why the stored password may not go to this address (it was saved for another origin):
   * every post is then refused before anything is sent.
   */
  refusal: string | null;
};

/** What the connector answered: its HTTP status and its JSON (or its text). */
export type ConnectorAnswer = { status: number; answer: unknown; ms: number };

/** The connector could not be reached at all (no answer). */
export class ConnectorUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorUnreachable';
  }
}

/**
 * The stored ERP password was saved for another address: nothing was sent (a kind of
 * "unreachable", so every caller that handles that records it too).
 */
export class ConnectorCredentialRefused extends ConnectorUnreachable {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorCredentialRefused';
  }
}

/** Names reserved for examples and tests (RFC 2606, 6761): never looked up, never contacted. */
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost)\.?$/i;
const LOCALHOST = 'localhost';

/** The site's connector, or null when no ERP interface address is set. */
export async function connectorOf(db: Db, siteId: string): Promise<ErpConnector | null> {
  const [row] = await db
    .select({
      url: siteSettings.erp_interface_url,
      erpInterface: siteSettings.erp_interface,
      username: sites.erp_username,
      password: sites.erp_password,
    })
    .from(siteSettings)
    .leftJoin(sites, eq(sites.site_id, siteSettings.site_id))
    .where(eq(siteSettings.site_id, siteId));
  const url = row?.url?.trim();
  if (!url) return null;
  const erpInterface = row?.erpInterface ?? null;
  if (!row?.username || !row.password)
    return { url, erpInterface, authorization: null, refusal: null };
  try {
    const password = openForAddress(row.password, url, erpPasswordBound(siteId), (saved, target) =>
      SECRET_MESSAGES.savedForOther(SECRET_MESSAGES.erpPassword, saved, target),
    );
    const basic = Buffer.from(`${row.username}:${password}`).toString('base64');
    return { url, erpInterface, authorization: `Basic ${basic}`, refusal: null };
  } catch (error) {
    if (!(error instanceof SecretOriginMismatch)) throw error;
    return { url, erpInterface, authorization: null, refusal: error.message };
  }
}

/**
 * POST one ERP action to the connector. Any HTTP answer is answered (the caller judges its
 * status); no answer at all (refused, timed out, a reserved name) throws ConnectorUnreachable;
 * a stored password saved for another address throws ConnectorCredentialRefused, sending nothing.
 */
export async function postToConnector(
  connector: ErpConnector,
  body: Record<string, unknown>,
  options: { idempotencyKey?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ConnectorAnswer> {
  if (connector.refusal) throw new ConnectorCredentialRefused(connector.refusal);
  let target: URL;
  try {
    target = new URL(connector.url);
  } catch {
    throw new ConnectorUnreachable(`'${connector.url}' is not an address`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new ConnectorUnreachable(`'${connector.url}' is not an http(s) address`);
  if (RESERVED_HOST.test(target.hostname) && target.hostname !== LOCALHOST)
    throw new ConnectorUnreachable(`${target.hostname} is a reserved name and is never contacted`);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (connector.authorization) headers.authorization = connector.authorization;
  if (options.idempotencyKey) headers[ERP_IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      redirect: 'error',
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? 30_000)])
        : AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    throw new ConnectorUnreachable(cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON: answered as its text.
  }
  return { status: response.status, answer, ms: Math.round(performance.now() - started) };
}
