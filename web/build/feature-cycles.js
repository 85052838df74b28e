// ESLint rule `no-feature-cycle`: no two features of web/src/features may reach each other through
// their imports, whichever files the imports join. A cycle between features is a cycle between
// capabilities (neither can be understood, tested or lazily loaded without the other) even when
// no module imports itself back, which a module-level check (import-x/no-cycle) cannot see.
// The linted file's imports come from its text (an editor's unsaved import counts), the other
// features' from the disk (their non-test files).
import fs from 'node:fs';
import path from 'node:path';

const FEATURES = path.resolve(import.meta.dirname, '../src/features');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g;
// An editor's long-lived ESLint reads the disk again after a while; one run reads it once or so.
const GRAPH_TTL_MS = 5_000;

/** The feature a path (a file, or a feature's folder) lies in, or null outside web/src/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

/** The other features a file imports (relative specifiers only: web/src uses no aliases). */
function featuresImportedBy(file, specifiers) {
  const from = featureOf(file);
  const to = specifiers.map((s) => featureOf(path.resolve(path.dirname(file), s)));
  return new Set(to.filter((feature) => feature && feature !== from));
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** feature → the other features its files import, read from the disk. */
function readGraph() {
  const graph = new Map();
  for (const feature of fs.readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const imported = new Set();
    for (const file of sourceFiles(path.join(FEATURES, feature.name))) {
      const specifiers = [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => m[1]);
      for (const other of featuresImportedBy(file, specifiers)) imported.add(other);
    }
    graph.set(feature.name, imported);
  }
  return graph;
}

let cached = { at: -Infinity, graph: new Map() };
function diskGraph() {
  if (Date.now() - cached.at > GRAPH_TTL_MS) cached = { at: Date.now(), graph: readGraph() };
  return cached.graph;
}

/** The features on the way from `start` to `goal` through the disk's imports, or null. */
function pathBetween(start, goal) {
  const graph = diskGraph();
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const feature = queue.shift();
    if (feature === goal) break;
    for (const next of graph.get(feature) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, feature);
      queue.push(next);
    }
  }
  if (!cameFrom.has(goal)) return null;
  const steps = [];
  for (let f = goal; f !== null; f = cameFrom.get(f)) steps.unshift(f);
  return steps;
}

export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that makes two features of web/src/features depend on each other' },
    schema: [],
    messages: { cycle: 'features/{{from}} imports features/{{to}}, which already reaches features/{{from}} ({{path}}): move the shared piece to shared/ or pass it in from app/.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = featureOf(file);
    if (!from || TEST.test(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const [to] = featuresImportedBy(file, [specifier]);
      const route = to && pathBetween(to, from);
      if (route) context.report({ node: node.source, messageId: 'cycle', data: { from, to, path: route.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
