import type { TModule } from '../../../src/contract';

/**
 * Document types the generic store keeps, with the permission module that guards them:
 * view to read, update to add or change, delete to delete. Anything else is refused.
 */
export const DOCUMENT_TYPE_MODULES: Record<string, TModule> = {
  SITE_PROJECT_ITEM: 'site',
  SQL_COMMAND: 'query',
  USER_SQL_COMMAND: 'query',
  URL: 'admin',
  OPENFREIGHT_URL_SET: 'admin',
  /** The documents spell it both ways. */
  OPENFIGHT_URL_SET: 'admin',
  ENTITY_SCRIPT: 'script',
  ENTITY_LAMBDA_SCRIPT: 'script',
  SCRIPT: 'script',
  JINJA_TEMPLATE: 'admin',
  KNOWLEDGE: 'admin',
  CONSIGNMENT: 'so',
};

/** Kept in relational tables (the users issue maps them there), never as generic documents. */
export const RELATIONAL_DOCUMENT_TYPES = [
  'USER',
  'USER_SITE',
  'USER_SITE_WAREHOUSE',
  'USER_PERMISSION',
];

export function moduleOfType(type: string): TModule | undefined {
  return Object.hasOwn(DOCUMENT_TYPE_MODULES, type) ? DOCUMENT_TYPE_MODULES[type] : undefined;
}
