// `npm run dev`'s web server (scripts/dev.mjs runs it under `tsx watch`, docs/contributing.md):
// the production one, with Vite serving the web app from its sources in place of the build.
import { packageOf } from '../../api/src/package-dir';
import { viteApp } from './dev-app';
import { serve } from './lifecycle';

await serve({ files: viteApp(packageOf(import.meta.url).dir) });
