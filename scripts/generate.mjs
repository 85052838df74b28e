// `npm run generate`: rebuilds the contracts in order, each step reading the previous file:
// api route schemas → schema/openapi.json → mesh build → the gateway's domain layer →
// schema/schema.graphql → codegen →
// web/src/graphql/*generated.ts, and the web app's trusted operations →
// schema/persisted-operations.json. With --check it writes nothing and fails when a file is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { generate } from '@graphql-codegen/cli';
import { generatePersistedQueryManifest } from '@apollo/generate-persisted-query-manifest';
import { bin, root } from './stack.mjs';

const check = process.argv.includes('--check');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const stale = [];

function emit(relativePath, content) {
  const path = join(root, relativePath);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === content) return console.log(`${relativePath} is up to date`);
  if (check) return stale.push(relativePath);
  writeFileSync(path, content);
  console.log(`${relativePath} written`);
}

emit('schema/openapi.json', run(bin('tsx'), ['api/src/openapi-cli.ts']));

if (!stale.length) {
  run(bin('mesh'), ['build']);
  // The schema clients see: Mesh's, reshaped by the gateway's domain layer (no Mesh directives).
  const { domainSchema } = await import(join(root, 'gateway/domain-schema.ts'));
  emit('schema/schema.graphql', `${printSchema(domainSchema(buildSchema(readFileSync(join(root, '.mesh/schema.graphql'), 'utf8'))))}\n`);
}

if (!stale.length) {
  const { default: config } = await import(join(root, 'codegen.ts'));
  const outputs = await generate({ ...config, cwd: root, silent: true }, false);
  for (const output of outputs) emit(output.filename, output.content);
  // The web app's operations as Apollo Client sends them (with __typename), by their sha256: the
  // gateway runs these from their hash alone (docs/graphql-clients.md).
  const manifest = await generatePersistedQueryManifest({ documents: 'web/src/**/*.graphql' }, undefined);
  emit('schema/persisted-operations.json', `${JSON.stringify(manifest, null, 2)}\n`);
}

if (stale.length) {
  console.error(`stale: ${stale.join(', ')} — run \`npm run generate\` and commit the result`);
  process.exit(1);
}
