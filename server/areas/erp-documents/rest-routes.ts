import { bodyRoute, queryFields, type RestRoute } from '../rest-route';

/**
 * The REST form of the documents calls (document 2 section 7): PUT /api/documents with
 * site_id, search_term, action_date, search_type, warehouse (or `data`) searches; GET
 * /api/document?site_id&document_type&document_reference answers one. Each is a `documents`
 * envelope for entity `document`.
 */
export const erpDocumentRestRoutes: RestRoute[] = [
  bodyRoute('PUT', ['/api/documents'], 'documents', 'document', 'list'),
  {
    method: 'GET',
    paths: ['/api/document'],
    service: 'documents',
    envelope: ({ query }) => {
      const { site_id, user_id, document_type, document_reference } = queryFields(query);
      return {
        site_id,
        user_id,
        entity: 'document',
        action: 'get',
        data: { document_type, document_reference },
      };
    },
  },
];
