import { primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { wms } from './wms';

/**
 * A site's secrets (/secret: ERP and carrier credentials). `sealed` is the AES-256-GCM
 * ciphertext (iv, tag and data, base64); the plain value never reaches the database.
 */
export const siteSecrets = wms.table(
  'site_secrets',
  {
    site_id: text('site_id').notNull(),
    name: text('name').notNull(),
    sealed: text('sealed').notNull(),
    set_by: text('set_by').notNull(),
    set_at: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.name] })],
);
