import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_LOGGED_RESPONSE,
  MAX_LOGGED_RESULTS,
  REDACTED,
  answerForLog,
  errorForLog,
  jsonForLog,
  redact,
} from '../../server/http/redact';

describe('what the activity log keeps of a call', () => {
  it('redacts every field whose name looks secret, at any depth', () => {
    expect(
      redact({ data: { new_password: 'x', rows: [{ api_key: 'k', name: 'n' }] }, token: 't' }),
    ).toEqual({
      data: { new_password: REDACTED, rows: [{ api_key: REDACTED, name: 'n' }] },
      token: REDACTED,
    });
  });

  it('keeps a small answer whole', () => {
    const answer = { success: true, results: [{ a: 1 }], errors: [] };
    expect(JSON.parse(jsonForLog(answer))).toEqual(answer);
  });

  it('keeps a large answer as its size and a prefix', () => {
    const answer = {
      results: Array.from({ length: 5000 }, (_, i) => ({ row: i, text: 'x'.repeat(20) })),
    };
    const full = JSON.stringify(answer);
    expect(full.length).toBeGreaterThan(MAX_LOGGED_RESPONSE);
    const logged = JSON.parse(jsonForLog(answer)) as {
      truncated: boolean;
      size: number;
      preview: string;
    };
    expect(logged).toEqual({
      truncated: true,
      size: full.length,
      preview: full.slice(0, MAX_LOGGED_RESPONSE),
    });
  });

  it('keeps the first rows of a long list and how many there were', () => {
    const results = Array.from({ length: 2000 }, (_, i) => ({ row: i }));
    const logged = answerForLog({ success: true, results, errors: [] }) as {
      results: unknown[];
      results_total: number;
      success: boolean;
    };
    expect(logged.results).toEqual(results.slice(0, MAX_LOGGED_RESULTS));
    expect(logged.results_total).toBe(2000);
    expect(logged.success).toBe(true);
    const short = { success: true, results: results.slice(0, 3) };
    expect(answerForLog(short)).toBe(short);
  });

  it('keeps the first rows of a long list inside a result (a mirror page)', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ key: String(i) }));
    const page = { entity: 'locations', rows, deleted: [], more: true };
    const logged = answerForLog({ success: true, results: [page] }) as {
      results: { rows: unknown[]; rows_total: number; entity: string; deleted: unknown[] }[];
    };
    expect(logged.results[0]!.rows).toEqual(rows.slice(0, MAX_LOGGED_RESULTS));
    expect(logged.results[0]!.rows_total).toBe(5000);
    expect(logged.results[0]!.entity).toBe('locations');
    expect(logged.results[0]!.deleted).toEqual([]);
    expect(page.rows).toHaveLength(5000);
  });

  it('keeps a failed session query without its parameters, message or stack holding them', () => {
    const secret = 'a'.repeat(64);
    const query = 'select * from "wms"."sessions" where "token_hash" = $1';
    const error = new DrizzleQueryError(query, [secret], new Error('boom'));
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain(REDACTED);
    expect(logged).toContain('boom');
    // A query on other tables, and any other error, is logged as it is.
    const other = new DrizzleQueryError('select 1 from "wms"."locations"', [1], undefined);
    expect(errorForLog(other)).toBe(other);
  });
});
