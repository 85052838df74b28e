// The files the gateway reads from disk, from one place (../api/src/package-dir.ts says why).
import { dirname, join } from 'node:path';
import { packageOf } from '../api/src/package-dir';

const gateway = packageOf(import.meta.url);
const repoRoot = dirname(gateway.dir);

/** A file of the published contract (schema/). */
export const schemaFile = (name: string): string => join(repoRoot, 'schema', name);

/** Mesh's artifacts: the TypeScript `mesh build` writes (.mesh/index.ts), or, bundled, their
 * bundle beside the gateway's (gateway/dist/mesh.js). */
export const meshArtifacts = gateway.bundled ? join(gateway.dir, 'dist/mesh.js') : join(repoRoot, '.mesh/index.ts');
