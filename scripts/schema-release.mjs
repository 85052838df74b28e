// `npm run schema:release`: the current schema becomes the released one other clients build on
// (schema/released.graphql), and the list of accepted breaking changes starts empty again: they
// were accepted against the old release (docs/graphql-clients.md). Run it when a release ships.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack.mjs';

copyFileSync(join(root, 'schema/schema.graphql'), join(root, 'schema/released.graphql'));
writeFileSync(join(root, 'schema/accepted-changes.json'), '[]\n');
console.log('schema/released.graphql is now the current schema; schema/accepted-changes.json is empty');
