import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the committed migrations applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  schemaFilter: ['wms'],
});
