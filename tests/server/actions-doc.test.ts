import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../server/areas/registry';
import { actionsMarkdown, shortSchema } from '../../server/http/actions-doc';

describe('docs/actions.md', () => {
  it('is what the registry writes now (run npm run docs:actions when it is not)', () => {
    const committed = readFileSync('docs/actions.md', 'utf8');
    expect(
      committed === actionsMarkdown(ACTIONS),
      'docs/actions.md is stale: run npm run docs:actions',
    ).toBe(true);
  });

  it('names the file that serves each action', () => {
    for (const action of ACTIONS) expect(action.source).toMatch(/^server\/areas\/.+\.ts$/);
  });

  it('writes a schema short', () => {
    expect(
      shortSchema({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'integer' } } },
        required: ['a'],
      }),
    ).toBe('{ a: string, b?: int[] }');
    expect(shortSchema({ enum: ['CODE', 'NAME'] })).toBe('"CODE" | "NAME"');
  });
});
