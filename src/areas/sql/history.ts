/** The SQL query screen's history: the last commands run, kept on this device per user and site. */
const MAX_HISTORY = 20;

const key = (userId: string, siteId: string) => `wms.sql-history.${userId}.${siteId}`;

export function readHistory(userId: string, siteId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId, siteId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Put `command` first (once) and answer the new history. */
export function addHistory(userId: string, siteId: string, command: string): string[] {
  const next = [command, ...readHistory(userId, siteId).filter((c) => c !== command)].slice(
    0,
    MAX_HISTORY,
  );
  try {
    localStorage.setItem(key(userId, siteId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
  return next;
}
