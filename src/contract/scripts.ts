import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { DOCUMENT_CALLS } from './help';
import * as fields from './fields';
import { answered } from './fields';
import { MESSAGES } from './messages';

/*
 * Scripts (document 3 §3 "Script", "Script v2", "Entity script", "URL (script endpoint)"):
 * JavaScript written by a site's administrators, kept by the document store and run in the
 * server's sandbox. A script is the body of an async function of `data`: it may `log(...)`,
 * `await call(entity, action, data)` (an action of the product, as the calling user, at the
 * calling site), `return` a JSON value and `throw` to fail with its own message.
 *
 * An entity script (v1) runs a script when an action of the product runs (entity + action);
 * a v2 entity script names its script (`lambda`), the stage (before: a failure refuses the
 * action with the script's message and nothing is written; after: the action stands and a
 * failure is answered as a warning) and whether it is active.
 */

export const SCRIPT_TYPE = 'SCRIPT';
export const ENTITY_SCRIPT_TYPE = 'ENTITY_SCRIPT';
export const ENTITY_LAMBDA_SCRIPT_TYPE = 'ENTITY_LAMBDA_SCRIPT';
export const URL_TYPE = 'URL';

/** The site_document a site keeps records of a type under (site id plus the type). */
export const scriptSiteDocument = (
  siteId: string,
  type:
    | typeof SCRIPT_TYPE
    | typeof ENTITY_SCRIPT_TYPE
    | typeof ENTITY_LAMBDA_SCRIPT_TYPE
    | typeof URL_TYPE,
) => `${siteId}-${type}`;

/** An entity script as messages name it: entity/action and its stage ("movement/add before"). */
export const entityScriptLabel = (entity: string, action: string, stage: string) =>
  `${entity}/${action} ${stage}`;

/** The lookup key entity scripts (v1 and v2) are found by when an action runs. */
export const entityActionKey = (entity: string, action: string) => `${entity}-${action}`;

export const SCRIPT_STAGES = ['before', 'after'] as const;
export type TScriptStage = (typeof SCRIPT_STAGES)[number];
/** A v1 entity script has no stage: it runs after the action. */
export const ENTITY_SCRIPT_V1_STAGE: TScriptStage = 'after';
/** Script searches need a term of at least 2 characters (document 3 §5). */
export const SCRIPT_SEARCH_MIN = 2;
/** Web methods of a URL endpoint (document 3 §9). */
export const URL_WEB_METHODS = ['GET', 'POST', 'PUT'] as const;

export const SCRIPT_MESSAGES = {
  notFound: (script: string) => `Script '${script}' was not found`,
  inactive: (script: string) => `Script '${script}' is not active`,
  needScript: answered('Give the name of a saved script or the code to run'),
  stage: answered('Stage must be before or after'),
  refusedBy: (script: string, message: string) => `${message} (script ${script})`,
  afterFailed: (script: string, message: string) =>
    `The script ${script} run after this action failed: ${message}`,
  /** A script run by active entity scripts is neither deleted nor deactivated. */
  inUse: (script: string, hooks: readonly string[]) =>
    `Script '${script}' is run by active entity script${hooks.length === 1 ? '' : 's'} ${hooks.join(', ')}: deactivate or change ${hooks.length === 1 ? 'it' : 'them'} first`,
  callsNotAllowed: 'This script cannot call actions here',
  callUnknown: (entity: string, action: string) => `There is no action ${entity}/${action}`,
  callAmbiguous: (entity: string, action: string) =>
    `More than one service answers ${entity}/${action}`,
  callRefused: (entity: string, action: string) =>
    `A script may not call ${entity}/${action} (scripts and the document store are off limits)`,
  // Document 3 section 8: the client's messages for a failed call.
  listGet: (detail: string) =>
    `Something went wrong! Please contact support if it persists - ${detail}`,
  save: (what: string, detail: string) =>
    `There was a problem updating the ${what}, if the problem persists please contact support - ${detail}`,
  remove: (what: string, detail: string) =>
    `There was a problem deleting the ${what}, if the problem persists please contact support - ${detail}`,
} as const;

const code = (max = 60) =>
  fields
    .text(max)
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const optionalText = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v ?? '');
/** An entity or action name of the envelope (lower case words joined by _). */
const actionName = () =>
  fields
    .text(60)
    .trim()
    .min(1, MESSAGES.required)
    .regex(
      /^[a-z][a-z0-9_]*$/,
      answered('Use lower case letters, digits and _ (as the call does)'),
    );
const SCRIPT_SOURCE_MAX = 100_000;

// ---- Script ----------------------------------------------------------------------------------

export const ZScriptItem = z.object({
  script: code(),
  description: optionalText(200),
  email_address: z
    .union([z.literal(''), z.email(MESSAGES.email)])
    .nullish()
    .transform((v) => v ?? ''),
  code_snippet: fields
    .text(SCRIPT_SOURCE_MAX)
    .nullish()
    .transform((v) => v ?? ''),
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type TScriptItem = z.output<typeof ZScriptItem>;
export type TScriptForm = z.input<typeof ZScriptItem> & TScriptItem;
export const BLANK_SCRIPT: TScriptItem = {
  script: '',
  description: '',
  email_address: '',
  code_snippet: 'log("data", data);\nreturn { ok: true };',
  active: true,
};

export const ZScriptRow = z.object({
  script: z.string(),
  description: z.string(),
  email_address: z.string(),
  code_snippet: z.string(),
  active: z.boolean(),
  site_document: z.string(),
  document_id: z.string(),
  document_type: z.literal(SCRIPT_TYPE),
  updated_at: z.string(),
});
export type TScriptRow = z.output<typeof ZScriptRow>;

/** What a run answers: the script's result or its failure, with what it logged. */
export const ZScriptRun = z.object({
  ok: z.boolean(),
  result: z.unknown(),
  /** error (thrown or syntax), timeout, memory or output (too much written). */
  kind: z.string(),
  message: z.string(),
  logs: z.array(z.string()),
  ms: z.number(),
});
export type TScriptRun = z.output<typeof ZScriptRun>;

const ZScriptKey = z.object({ script: code() });

export const SCRIPT_CALLS = {
  list: actionContract({
    service: 'script',
    entity: 'script',
    action: 'list',
    input: z.object({
      include_inactive: z.boolean().nullish(),
      search_term: fields.text(80).trim().nullish(),
    }),
    output: ZScriptRow,
  }),
  get: actionContract({
    service: 'script',
    entity: 'script',
    action: 'get',
    input: ZScriptKey,
    output: ZScriptRow,
  }),
  check: actionContract({
    service: 'script',
    entity: 'script',
    action: 'check',
    input: z
      .object({
        script: ZScriptItem.optional(),
        items: z.array(ZScriptItem).min(1).max(100).optional(),
      })
      .refine((d) => (d.script === undefined) !== (d.items === undefined), {
        message: answered('Give a script or items'),
      }),
    output: ZScriptRow,
  }),
  delete: actionContract({
    service: 'script',
    entity: 'script',
    action: 'delete',
    input: z.object({ items: z.array(ZScriptKey).min(1).max(100) }),
    output: ZScriptRow,
  }),
  run: actionContract({
    service: 'script',
    entity: 'script',
    action: 'run',
    input: z
      .object({
        /** A saved script by name, or code_snippet (e.g. unsaved code in the editor). */
        script: code().optional(),
        code_snippet: fields.text(SCRIPT_SOURCE_MAX).optional(),
        data: z.record(fields.text(200), z.unknown()).nullish(),
      })
      .refine((d) => d.script !== undefined || d.code_snippet !== undefined, {
        message: SCRIPT_MESSAGES.needScript,
      }),
    output: ZScriptRun,
  }),
};

/** Does the row match a search term? None lists every row; one of 1 character matches none. */
export function scriptMatches(row: { script: string; description: string }, term: string) {
  const t = term.trim().toLowerCase();
  if (t.length === 0) return true;
  if (t.length < SCRIPT_SEARCH_MIN) return false;
  return row.script.toLowerCase().includes(t) || row.description.toLowerCase().includes(t);
}

/** An entity script matches a term (2 characters or more) in any of its fields; 1 matches none. */
export function entityScriptMatches(values: readonly (string | undefined)[], term: string) {
  const t = term.trim().toLowerCase();
  if (t.length === 0) return true;
  if (t.length < SCRIPT_SEARCH_MIN) return false;
  return values.some((v) => (v ?? '').toLowerCase().includes(t));
}

// ---- Entity scripts (v1, v2) and URLs: document store records ------------------------------

/** An entity script (v1): run `script` when `entity`/`action` runs; document_id entity-action. */
export const ZEntityScript = z
  .object({
    entity: actionName(),
    action: actionName(),
    script: code(),
  })
  .transform((r) => ({
    ...r,
    document_type: ENTITY_SCRIPT_TYPE,
    document_id: entityActionKey(r.entity, r.action),
    lookup_key_1: entityActionKey(r.entity, r.action),
  }));
export type TEntityScriptForm = z.input<typeof ZEntityScript>;
export const BLANK_ENTITY_SCRIPT: TEntityScriptForm = { entity: '', action: '', script: '' };

/** A v2 entity script: the script named by `lambda`, at a stage, active or not. */
export const ZEntityScriptV2 = z
  .object({
    lambda: code(),
    entity: actionName(),
    action: actionName(),
    stage: z.enum(SCRIPT_STAGES, { error: SCRIPT_MESSAGES.stage }),
    active: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
    entity_script: optionalText(200),
  })
  .transform((r) => ({
    ...r,
    document_type: ENTITY_LAMBDA_SCRIPT_TYPE,
    document_id: `${entityActionKey(r.entity, r.action)}-${r.stage}-${r.lambda}`,
    lookup_key_1: entityActionKey(r.entity, r.action),
  }));
export type TEntityScriptV2Form = {
  lambda: string;
  entity: string;
  action: string;
  stage: string;
  active: boolean;
  entity_script: string;
};
export const BLANK_ENTITY_SCRIPT_V2: TEntityScriptV2Form = {
  lambda: '',
  entity: '',
  action: '',
  stage: 'before',
  active: true,
  entity_script: '',
};

/** A URL (script endpoint): endpoint, web service (method), the action and entity it runs. */
export const ZScriptUrl = z
  .object({
    endpoint: fields
      .text(120)
      .trim()
      .min(1, MESSAGES.required)
      .regex(/^[\p{L}\p{N}_./-]*$/u, answered('Use letters, digits and _ . / - in an endpoint')),
    web_service: z.enum(URL_WEB_METHODS, {
      error: answered('Web service must be GET, POST or PUT'),
    }),
    entity: actionName(),
    action: actionName(),
  })
  .transform((r) => ({
    ...r,
    document_type: URL_TYPE,
    document_id: r.endpoint,
    lookup_key_1: entityActionKey(r.entity, r.action),
  }));
export type TScriptUrlForm = {
  endpoint: string;
  web_service: string;
  entity: string;
  action: string;
};
export const BLANK_SCRIPT_URL: TScriptUrlForm = {
  endpoint: '',
  web_service: 'POST',
  entity: '',
  action: '',
};

/** Record schemas of these types for the document store (checked on add and update). */
export const SCRIPT_DOCUMENT_SCHEMAS = {
  [SCRIPT_TYPE]: ZScriptItem.transform((r) => ({
    ...r,
    document_type: SCRIPT_TYPE,
    document_id: r.script,
  })),
  [ENTITY_SCRIPT_TYPE]: ZEntityScript,
  [ENTITY_LAMBDA_SCRIPT_TYPE]: ZEntityScriptV2,
  [URL_TYPE]: ZScriptUrl,
} as const;

/** A stored entity script (v1 or v2) as the screens list it. */
export const ZEntityScriptDoc = z.looseObject({
  site_document: z.string(),
  document_id: z.string(),
  document_type: z.string(),
  entity: z.string().optional(),
  action: z.string().optional(),
  script: z.string().optional(),
  lambda: z.string().optional(),
  stage: z.string().optional(),
  active: z.boolean().optional(),
  endpoint: z.string().optional(),
  web_service: z.string().optional(),
});
export type TEntityScriptDoc = z.output<typeof ZEntityScriptDoc>;

/** The document store's calls read as entity scripts and URLs. */
export const SCRIPT_DOCUMENT_VIEWS = {
  list: callView(DOCUMENT_CALLS.list, ZEntityScriptDoc),
  add: callView(DOCUMENT_CALLS.add, ZEntityScriptDoc),
  delete: callView(DOCUMENT_CALLS.delete, ZEntityScriptDoc),
};
