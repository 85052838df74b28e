// The files the api reads from disk, from one place (package-dir.ts says why).
import { dirname, join } from 'node:path';
import { packageOf } from './package-dir';

const api = packageOf(import.meta.url);

/** The repository root: DATA_DIR is relative to it, whatever the working directory. */
export const repoRoot = dirname(api.dir);
/** The committed SQL migrations, read by drizzle's migrator. */
export const migrationsDir = join(api.dir, 'src/db/migrations');
/** The demo's pictures, served under /storage/images. */
export const imagesDir = join(api.dir, 'storage/images');
/** The seed command's module: the bundle's own beside the server's, or the TypeScript source. */
export const seedCli = api.bundled ? join(api.dir, 'dist/seed.js') : join(api.dir, 'src/db/seed/cli.ts');
