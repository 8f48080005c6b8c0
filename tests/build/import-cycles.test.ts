import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint's import-x/no-cycle follows imports through our TypeScript files: a file that
 * imports back up the registry that imports it is an error.
 */

const cycles = async (filePath: string, code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
};

describe('import cycles', () => {
  it('server/carriers: an adapter helper importing the registry is a cycle; as it is, none', async () => {
    const file = 'server/carriers/http.ts';
    const code = readFileSync(file, 'utf8');
    expect(await cycles(file, code)).toEqual([]);
    const circular = `import { carrierFor } from './carrier';\nexport const registry = carrierFor;\n${code}`;
    const found = await cycles(file, circular);
    expect(found.map((m) => m.message)).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });
});
