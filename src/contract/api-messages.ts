/**
 * Messages of the API server that the specification does not word itself (added by the
 * server half; the catalogue of the documents is MESSAGES in messages.ts).
 */
export const API_MESSAGES = {
  emailInUse: 'This email address is already used by another user',
  siteMismatch: (field: string, value: string) =>
    `${field} '${value}' is not the site of the request`,
  unsupportedExpression: (detail: string) => `The list expression is not supported: ${detail}`,
  documentTypeForbidden: (type: string, flag: string) =>
    `You do not have ${flag} permission for ${type} documents`,
  documentsHidden: (count: number) =>
    `${count} document(s) were left out: no view permission for their type`,
  onlyNamedSelects: "Only named selects (query_type 'select') are answered by this call",
  documentKeyRequired: 'Each document needs a document_type and a site_document',
  userNotFound: 'The signed-in user no longer exists',
  signedOut: 'You are signed out',
} as const;
