import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/** Vite's manifest (build.manifest: `.vite/manifest.json`): each chunk by its module, and the
 * chunks it imports statically. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/** Firebase's SDK (sign-in with Google or a phone code, the Firestore chat, push) works only
 * online: its chunks are never worth a device's storage for offline reading. */
const isFirebase = (key: string) => /(^|\/)node_modules\/@?firebase\//.test(key);

function closure(manifest: ViteManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The files (`assets/…`) that only firebase's chunks load: none that the app's own entry or any
 * other lazy chunk also needs. */
export function firebaseOnlyFiles(manifest: ViteManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
  const firebase = closure(manifest, entries.filter(isFirebase));
  const app = closure(manifest, entries.filter((key) => !isFirebase(key)));
  return new Set([...firebase].filter((key) => !app.has(key)).map((key) => manifest[key].file));
}

/** A Workbox manifest transform that leaves firebase's own chunks out of the precache, reading
 * Vite's manifest of the build (written before the service worker is built), and the plugin that
 * tells it where the build is. */
export function precacheWithoutFirebase(): { plugin: Plugin; transform: ManifestTransform } {
  let distDir = '';
  const plugin: Plugin = {
    name: 'storefront:precache-without-firebase',
    apply: 'build',
    configResolved: (config) => {
      distDir = resolve(config.root, config.build.outDir);
    },
  };
  const transform: ManifestTransform = async (entries) => {
    const path = join(distDir, '.vite/manifest.json');
    const skipped = existsSync(path) ? firebaseOnlyFiles(JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : new Set<string>();
    return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
  };
  return { plugin, transform };
}
