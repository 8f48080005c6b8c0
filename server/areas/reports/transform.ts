import { REPORT_TRANSFORM_LIMITS } from '../../../src/contract';
import { limitMessage } from '../../sandbox/limit-error';
import { runSandboxTask } from '../../sandbox/pool';
import type {
  TLimitAnswer,
  TTransformAnswer,
  TTransformInput,
  TTransformLimits,
} from '../../sandbox/tasks';

/**
 * A report's transform snippet is code a site administrator wrote, run on a server every site
 * shares: it never runs in Node. It runs in a sandbox worker thread, in a QuickJS interpreter
 * compiled to WebAssembly (a module of its own per call) with a deadline and a memory ceiling,
 * its global scope holding only the JSON it is given (sandbox/engine/transform.ts). The snippet
 * is a function body: it reads `rows` (the data it transforms), `data` (every data set made so
 * far, by name), `params` and `import_data`, and returns an array of row objects.
 */

export type TransformLimits = TTransformLimits;
export type TransformResult =
  { ok: true; rows: Record<string, unknown>[] } | { ok: false; message: string };

export async function runTransform(
  snippet: string,
  input: TTransformInput,
  limits: TransformLimits = REPORT_TRANSFORM_LIMITS,
): Promise<TransformResult> {
  const answer = (await runSandboxTask({ kind: 'transform', snippet, input, limits })) as
    TTransformAnswer | TLimitAnswer;
  if ('limit' in answer)
    return { ok: false, message: limitMessage('transform', answer.limit, limits) };
  if (!answer.ok) return answer;
  const rows = answer.rows.map((r) =>
    r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : { value: r },
  );
  return { ok: true, rows };
}
