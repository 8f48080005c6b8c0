import { z } from 'zod';
import { ZEnvelopeAnswer, ZLoginAnswer, ZLoginRequest, ZSessionUser } from '../../src/contract';
import type { AnyAction } from '../areas/action-types';
import { inputJsonSchema, outputJsonSchema, permissionOf } from './action-schema';

type JsonSchema = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const out = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponses = {
  '400': {
    description: 'Malformed envelope, unknown call or invalid data',
    content: json(ref('Answer')),
  },
  '401': { description: 'Not signed in or session expired', content: json(ref('Answer')) },
  '403': {
    description: 'Not a member of the site, or missing permission',
    content: json(ref('Answer')),
  },
  '413': { description: 'Body over 1 MB', content: json(ref('Answer')) },
};

function envelopeFor(a: AnyAction): JsonSchema {
  return {
    type: 'object',
    title: `${a.entity} / ${a.action}`,
    description: `${a.description}\n\nPermission: ${JSON.stringify(permissionOf(a))}`,
    required: ['site_id', 'entity', 'action'],
    properties: {
      site_id: { type: 'string' },
      user_id: { type: 'string', description: 'Optional; must be the signed-in user' },
      entity: { const: a.entity },
      action: { const: a.action },
      data: inputJsonSchema(a),
      request_id: { type: 'string', description: 'Idempotency key of replayed writes' },
    },
  };
}

/** The answer of one action: the envelope answer whose results are rows of its output. */
function answerFor(a: AnyAction): JsonSchema {
  const output = outputJsonSchema(a);
  return {
    title: `${a.entity} / ${a.action}`,
    allOf: [
      ref('Answer'),
      { type: 'object', properties: { results: { type: 'array', items: output } } },
    ],
  };
}

/** An OpenAPI 3.1 description generated from the action registry and the auth routes. */
export function buildOpenApi(actions: readonly AnyAction[]) {
  const services = [...new Set(actions.map((a) => a.service))].sort();
  const paths: Record<string, unknown> = {
    '/api/auth/login': {
      post: {
        tags: ['auth'],
        summary: 'Sign in with user_id or email address and password',
        security: [],
        requestBody: { required: true, content: json(schemaOf(ZLoginRequest, 'input')) },
        responses: {
          '200': { description: 'Signed in', content: json(schemaOf(ZLoginAnswer)) },
          '401': { description: 'Bad credentials', content: json(ref('Answer')) },
          '429': { description: 'Too many failed attempts', content: json(ref('Answer')) },
        },
      },
    },
    '/api/auth/user': {
      get: {
        tags: ['auth'],
        summary: 'The signed-in user, their sites, saved context and permissions',
        responses: {
          '200': { description: 'The user', content: json(schemaOf(ZSessionUser)) },
          '401': errorResponses['401'],
        },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['auth'],
        summary: 'Revoke the session of the bearer token',
        responses: {
          '200': { description: 'Signed out', content: json(ref('Answer')) },
          '401': errorResponses['401'],
        },
      },
    },
    '/api/actions': {
      get: {
        tags: ['meta'],
        summary: 'The action registry with JSON Schemas of each input and output',
        responses: {
          '200': { description: 'results: one row per action', content: json(ref('Answer')) },
        },
      },
    },
    '/api/health': {
      get: {
        tags: ['meta'],
        summary: 'Liveness and database kind',
        security: [],
        responses: { '200': { description: '{ok, database}' } },
      },
    },
  };
  for (const service of services) {
    const list = actions.filter((a) => a.service === service);
    paths[`/api/${service}/`] = {
      post: {
        tags: [service],
        summary: `Envelope calls of service '${service}': ${list.map((a) => `${a.entity}/${a.action}`).join(', ')}`,
        requestBody: { required: true, content: json({ oneOf: list.map(envelopeFor) }) },
        responses: {
          '200': {
            description: "The answer: results are rows of the called action's output",
            content: json({ oneOf: list.map(answerFor) }),
          },
          ...errorResponses,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'WMS API',
      version: '1',
      description:
        'Envelope calls POST /api/<service>/ with {site_id, user_id?, entity, action, data}; answers ' +
        '{success, results, errors, warnings, info}. Sign in at /api/auth/login and send Authorization: Bearer <token>.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [{ name: 'auth' }, { name: 'meta' }, ...services.map((name) => ({ name }))],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Answer: schemaOf(ZEnvelopeAnswer) },
    },
  };
}
