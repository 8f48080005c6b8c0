import { NAMED_SELECTS } from '../src/contract';

/*
 * Tests of an envelope's data as sent (not yet validated: anything may come) that tell whether
 * a call is heavy work (server/areas/action-types.ts HeavyWork), for actions that are light most of the time.
 */

const field = (data: unknown, key: string): unknown =>
  data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;

const isNamedSelect = (name: unknown) =>
  typeof name === 'string' && (NAMED_SELECTS as readonly string[]).includes(name);

/** The number of items of the list `key` (0 when it is no list). */
export const listLength = (data: unknown, key: string): number => {
  const value = field(data, key);
  return Array.isArray(value) ? value.length : 0;
};

/** More than one record to print: a label batch. */
export const manyOf =
  (key: string) =>
  (data: unknown): boolean =>
    listLength(data, key) > 1;

/** A query call that sends SQL text under a name that is not a site lookup (the SQL tool). */
export function sendsSqlText(data: unknown): boolean {
  const commands = field(data, 'sql_commands');
  return (
    Array.isArray(commands) &&
    commands.some((c) => {
      const text = field(c, 'sql_command');
      return (
        typeof text === 'string' && text.trim() !== '' && !isNamedSelect(field(c, 'query_name'))
      );
    })
  );
}

/** A named select that is not a site lookup: a site SQL command (user-written SQL). */
export const namesSiteSqlCommand = (data: unknown): boolean =>
  !isNamedSelect(field(data, 'query_name'));
