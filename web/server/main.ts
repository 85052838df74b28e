// The storefront's web server (docs/web-server.md), as production runs it: `npm run build`
// bundles this file into web/server/dist/server.js, which scripts/stack.mjs starts with node.
import { join } from 'node:path';
import { packageOf } from '../../api/src/package-dir';
import { serve } from './lifecycle';

const web = packageOf(import.meta.url).dir;

await serve({ distDir: join(web, 'dist'), serverEntry: join(web, 'dist-server/entry-server.js') });
