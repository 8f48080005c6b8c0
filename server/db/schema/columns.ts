import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/** Column builders every table file shares (one definition of each kind of column). */

/** A quantity, weight or dimension: an exact decimal (kilograms to the gram), read as a number. */
export const quantity = (name: string) =>
  numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, both set on insert. */
export const stamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: updatedAt(),
});

/** The owning site of a row: a reference to the site, deleted with it. */
export const siteRef = () =>
  text('site_id')
    .notNull()
    .references(() => sites.site_id, { onDelete: 'cascade' });
