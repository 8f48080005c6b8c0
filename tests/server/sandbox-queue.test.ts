import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SANDBOX_MESSAGES, type TScriptRun } from '../../src/contract';
import { startServer } from './harness';

// One sandbox worker and one waiting place (this file's process only: its pool starts with them).
process.env.SANDBOX_WORKERS = '1';
process.env.SANDBOX_QUEUE = '1';

const server = startServer();

const script = (token: string, code: string) =>
  server.call<TScriptRun>(token, 'script', {
    site_id: 'SXD',
    entity: 'script',
    action: 'run',
    data: { code_snippet: code },
  });

describe('the sandbox queue is bounded', () => {
  it('a call past the workers and the queue is refused at once with 429; the others run', async () => {
    const admin = await server.login('admin');
    expect((await script(admin, 'return 1;')).status).toBe(200);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const answer = await script(admin, 'while (true) {}');
        return { ...answer, ms: performance.now() - started };
      }),
    );
    const message = (a: (typeof answers)[number]) => a.body.errors[0]?.message;
    const refused = answers.filter((a) => message(a) === SANDBOX_MESSAGES.busy);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.errors[0]!.code).toBe(ERROR_CODES.RATE_LIMITED);
      expect(answer.ms).toBeLessThan(500);
    }
    // The running one stops at its limit; the waiting one starts when it stops, at its own.
    const limit = 2_000;
    const ran = answers.filter((a) => message(a) !== SANDBOX_MESSAGES.busy);
    expect(ran.map(message)).toContain(SANDBOX_MESSAGES.timeLimit('script', limit));
    for (const answer of ran) {
      expect([400, 429]).toContain(answer.status);
      expect([
        SANDBOX_MESSAGES.timeLimit('script', limit),
        SANDBOX_MESSAGES.notStarted('script', limit),
      ]).toContain(message(answer));
    }
    const after = await script(admin, 'return 2;');
    expect(after.body.results[0]).toMatchObject({ ok: true, result: 2 });
  });
});
