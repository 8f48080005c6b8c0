/** `set` with `key` added (`on`) or taken out: a new set, the old one left as it was. */
export function toggle(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}
