import { pgSchema } from 'drizzle-orm/pg-core';

/** Every table of the product lives in the `wms` database schema. */
export const wms = pgSchema('wms');
