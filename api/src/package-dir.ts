// Where a package's files are on disk, found the same way from its TypeScript sources (tsx,
// vitest) and from its bundle (`npm run build` writes <package>/dist/*.js): bundling moves
// `import.meta.url` to the bundle's file, so no path may be relative to a module. The gateway
// uses it too: it imports nothing of the api.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PackageLocation {
  /** The package's folder: the nearest one above the module that holds a package.json. */
  dir: string;
  /** Whether the module is the package's bundle (JavaScript) rather than a TypeScript source. */
  bundled: boolean;
}

/** Where the package of the module at `moduleUrl` (its `import.meta.url`) is, and how it runs. */
export function packageOf(moduleUrl: string): PackageLocation {
  const file = fileURLToPath(moduleUrl);
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error(`no package.json above ${file}`);
    dir = dirname(dir);
  }
  return { dir, bundled: file.endsWith('.js') };
}
