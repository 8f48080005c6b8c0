import type { AnyAction } from '../areas/action-types';
import { inputJsonSchema, outputJsonSchema, permissionOf } from './action-schema';

type JsonSchema = Record<string, unknown>;

/** A JSON Schema written short: `{ a: string, b?: number[], c: { … } }`. */
export function shortSchema(schema: JsonSchema | null | undefined, depth = 0): string {
  if (!schema) return '—';
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[];
    return [...new Set(options.map((o) => shortSchema(o, depth)))].join(' | ');
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (type === 'array') return `${shortSchema(schema.items as JsonSchema, depth)}[]`;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.keys(properties);
    if (keys.length === 0) return schema.additionalProperties === false ? '{}' : '{ … }';
    if (depth >= 2) return '{ … }';
    const required = new Set((schema.required ?? []) as string[]);
    const fields = keys.map(
      (k) => `${k}${required.has(k) ? '' : '?'}: ${shortSchema(properties[k], depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type === 'integer' ? 'int' : type;
  return 'any';
}

function permissionText(action: AnyAction): string {
  const p = permissionOf(action);
  if (typeof p === 'string') return p;
  if ('member' in p) return `member (${p.member})`;
  if ('anyOf' in p) return p.anyOf.map((f) => `${f.module} ${f.flag}`).join(' or ');
  return `${p.module} ${p.flag}`;
}

const cell = (text: string) => text.replace(/\n/g, ' ').replace(/\|/g, '\\|');

/**
 * docs/actions.md: every action of the registry by service, with its permission, input,
 * output and the file that serves it. Generated (npm run docs:actions); a test fails when the
 * committed file is not what this writes.
 */
export function actionsMarkdown(actions: readonly AnyAction[]): string {
  const services = [...new Set(actions.map((a) => a.service))].sort();
  const out = [
    '# Actions',
    '',
    'Every envelope call the server answers (`POST /api/<service>/` with `{site_id, entity, action, data}`),',
    'generated from the action registry (`server/areas/registry.ts`) by `npm run docs:actions`.',
    "A test fails when this file is stale. Input is the envelope's `data`; output is one row of `results`",
    '(`?` marks an optional field). The same descriptions, as JSON Schema, are at `GET /api/actions`',
    'and in the OpenAPI description at `GET /api/docs`.',
    '',
  ];
  for (const service of services) {
    out.push(`## \`${service}\``, '');
    out.push('| Entity / action | Permission | Input | Output | Served by |');
    out.push('| --- | --- | --- | --- | --- |');
    const list = actions
      .filter((a) => a.service === service)
      .sort((a, b) => `${a.entity}/${a.action}`.localeCompare(`${b.entity}/${b.action}`));
    for (const a of list) {
      const row = [
        `\`${a.entity}\` / \`${a.action}\``,
        permissionText(a),
        shortSchema(inputJsonSchema(a)),
        shortSchema(outputJsonSchema(a)),
        a.source ? `\`${a.source}\`` : '',
      ].map(cell);
      out.push(`| ${row.join(' | ')} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
