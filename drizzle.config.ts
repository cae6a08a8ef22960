import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <change>` writes a migration from the schema; migrations
// are checked in and applied at server start (storefront/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './storefront/server/db/schema/index.ts',
  out: './storefront/server/db/migrations',
});
