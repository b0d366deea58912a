/**
 * drizzle-kit configuration: `npx drizzle-kit generate` (or `npm run db:generate`) writes SQL migrations for
 * the schema into `drizzle/`, which `src/db/migrate.ts` applies at start (docs/design.md#data).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
