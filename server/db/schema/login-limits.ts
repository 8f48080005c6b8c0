import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { wms } from './wms';

/**
 * Sign-in counters shared by every server process: one row per key (an account tried, or an
 * address), counting attempts in a window that ends at `window_ends`. A row whose window has
 * ended counts as zero and is pruned.
 */
export const loginLimits = wms.table(
  'login_limits',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    window_ends: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_limits_window_ends_idx').on(t.window_ends)],
);
