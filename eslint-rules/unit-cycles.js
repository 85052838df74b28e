// ESLint rule factory `unitCycleRule`: no two units (the folders directly under `dir`: the web's
// features, the api's modules) may reach each other through their imports, whichever files the
// imports join. A cycle between units is a cycle between capabilities (neither can be understood,
// tested or loaded without the other) even when no file imports itself back, which a file-level
// check (import-x/no-cycle) cannot see. Type-only imports count: a type ties the units as surely.
// The linted file's imports come from its text (an editor's unsaved import counts), the other
// units' from the disk (their non-test files).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g;
// An editor's long-lived ESLint reads the disk again after a while; one run reads it once or so.
const GRAPH_TTL_MS = 5_000;

/**
 * The rule for the units of `dir`, named `label/<unit>` in its message, which ends with `advice`
 * (where the shared piece goes instead).
 */
export function unitCycleRule({ dir, label, advice }) {
  /** The unit a path (a file, or a unit's folder) lies in, or null outside `dir`. */
  function unitOf(file) {
    const relative = path.relative(dir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return relative.split(path.sep)[0] || null;
  }

  /** The other units a file imports (relative specifiers only: no aliases are used). */
  function unitsImportedBy(file, specifiers) {
    const from = unitOf(file);
    const to = specifiers.map((s) => unitOf(path.resolve(path.dirname(file), s)));
    return new Set(to.filter((unit) => unit && unit !== from));
  }

  function sourceFiles(unitDir) {
    return fs.readdirSync(unitDir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  }

  /** unit → the other units its files import, read from the disk. */
  function readGraph() {
    const graph = new Map();
    for (const unit of fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const imported = new Set();
      for (const file of sourceFiles(path.join(dir, unit.name))) {
        const specifiers = [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => m[1]);
        for (const other of unitsImportedBy(file, specifiers)) imported.add(other);
      }
      graph.set(unit.name, imported);
    }
    return graph;
  }

  let cached = { at: -Infinity, graph: new Map() };
  function diskGraph() {
    if (Date.now() - cached.at > GRAPH_TTL_MS) cached = { at: Date.now(), graph: readGraph() };
    return cached.graph;
  }

  /** The units on the way from `start` to `goal` through the disk's imports, or null. */
  function pathBetween(start, goal) {
    const graph = diskGraph();
    const cameFrom = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const unit = queue.shift();
      if (unit === goal) break;
      for (const next of graph.get(unit) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, unit);
        queue.push(next);
      }
    }
    if (!cameFrom.has(goal)) return null;
    const steps = [];
    for (let u = goal; u !== null; u = cameFrom.get(u)) steps.unshift(u);
    return steps;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: `Forbid an import that makes two ${label} depend on each other` },
      schema: [],
      messages: { cycle: `${label}/{{from}} imports ${label}/{{to}}, which already reaches ${label}/{{from}} ({{path}}): ${advice}` },
    },
    create(context) {
      const file = context.physicalFilename;
      const from = unitOf(file);
      if (!from || TEST.test(file)) return {};
      const check = (node) => {
        const specifier = node.source?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const [to] = unitsImportedBy(file, [specifier]);
        const route = to && pathBetween(to, from);
        if (route) context.report({ node: node.source, messageId: 'cycle', data: { from, to, path: route.join(' → ') } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}
