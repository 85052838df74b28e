// The web build's lazy routes (the dynamic imports of web/src/app/routes.tsx) from Vite's
// manifest (web/dist/.vite/manifest.json): each route chunk's own size, and the chunks it imports
// statically (transitively), which the browser loads with it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/stack.mjs';


/** Manifest keys of the modules routes.tsx imports lazily (`import('./routes/x')`). */
function lazyRouteKeys(manifest) {
  const source = readFileSync(join(root, 'web/src/app/routes.tsx'), 'utf8');
  const modules = [...source.matchAll(/import\('\.\/(routes\/[^']+)'\)/g)].map((m) => `src/app/${m[1]}.`);
  return modules.map((prefix) => Object.keys(manifest).find((key) => key.startsWith(prefix)) ?? prefix);
}

/** `key` and every chunk it imports statically, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Per lazy route: its chunk gzipped (level 9), its static imports closure, and the part of that
 * closure the first load (index.html's closure) does not already bring. */
export function routeChunks(dist = join(root, 'web/dist')) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const gzipSize = (key) => sizes.get(key) ?? sizes.set(key, gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length).get(key);
  const gzipOf = (keys) => [...keys].reduce((total, key) => total + gzipSize(key), 0);
  const firstLoad = staticClosure(manifest, 'index.html');
  return {
    firstLoad: { files: firstLoad.size, gzip: gzipOf(firstLoad) },
    routes: lazyRouteKeys(manifest).map((key) => {
      const closure = staticClosure(manifest, key);
      const added = [...closure].filter((chunk) => !firstLoad.has(chunk));
      return { key, found: Boolean(manifest[key]), own: gzipOf([key].filter((k) => manifest[k])), closure: { files: closure.size, gzip: gzipOf(closure) }, added: { files: added.length, gzip: gzipOf(added) } };
    }),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export function printRouteChunks(report) {
  if (!report) {
    console.log('\n  route chunks: web/dist/.vite/manifest.json is missing (build.manifest in web/vite.config.ts)');
    return;
  }
  console.log('\nLazy route chunks (web/dist/.vite/manifest.json, gzip -9; "closure": the chunk and its static imports, transitively; '
    + '"beyond first load": the part of the closure the entry does not load)\n');
  console.log(`  first load (index.html and its static imports): ${report.firstLoad.files} files ${kb(report.firstLoad.gzip).trim()}\n`);
  console.log(`  ${'route module'.padEnd(44)}${'own'.padStart(9)}${'closure'.padStart(20)}${'beyond first load'.padStart(22)}`);
  for (const route of report.routes) {
    if (!route.found) {
      console.log(`  ${route.key.padEnd(44)} not in the manifest`);
      continue;
    }
    console.log(`  ${route.key.replace('src/app/', '').padEnd(44)}${kb(route.own)}${`${route.closure.files} files`.padStart(11)}${kb(route.closure.gzip)}`
      + `${`${route.added.files} files`.padStart(13)}${kb(route.added.gzip)}`);
  }
}
