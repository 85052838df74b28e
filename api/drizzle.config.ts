import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations from src/db/schema.ts (every module's
// tables.ts, gathered); they are committed and applied at start by drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
