import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { DocumentNode, OperationDefinitionNode, ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, WEB_OPERATION_SHARE, costLimit, depthLimit, type GraphQLLimits } from './limits';
import { restCallsRule } from './rest-calls';

// graphql-armor is CommonJS: its rules must meet the CommonJS graphql, not the ES module copy.
const { buildSchema, parse, print, Source, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const root = fileURLToPath(new URL('..', import.meta.url));
const schema = buildSchema(readFileSync(join(root, 'schema/schema.graphql'), 'utf8'));
const generatedDir = join(root, 'web/src/graphql');

/** Every operation document the web app sends: the generated `…Document`s, fragments included. */
async function webDocuments(): Promise<Map<string, DocumentNode>> {
  const documents = new Map<string, DocumentNode>();
  for (const file of readdirSync(generatedDir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(generatedDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Document')) documents.set(name.replace(/Document$/, ''), value as DocumentNode);
    }
  }
  return documents;
}

/** The names of the operations written in web/src (one per .graphql file). */
function webOperationNames(dir = join(root, 'web/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webOperationNames(path);
    if (!entry.name.endsWith('.graphql')) return [];
    return parse(readFileSync(path, 'utf8')).definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')
      .map((operation) => operation.name!.value);
  });
}

const scaled = (limits: GraphQLLimits, share: number): GraphQLLimits =>
  Object.fromEntries(Object.entries(limits).map(([key, value]) => [key, Math.floor(value * share)])) as unknown as GraphQLLimits;

/** The reasons graphql-armor would refuse `text` under `limits` (empty: accepted). */
function refusals(text: string, limits: GraphQLLimits): string[] {
  try {
    new MaxTokensParserWLexer(new Source(text), { n: limits.maxTokens }).parseDocument();
    const rules: ValidationRule[] = [
      maxDepthRule(depthLimit(limits)), maxAliasesRule({ n: limits.maxAliases }),
      maxDirectivesRule({ n: limits.maxDirectives }), costLimitRule(costLimit(limits)), restCallsRule(limits),
    ];
    return validate(schema, parse(text), rules).map((error) => error.message);
  } catch (error) {
    return [(error as Error).message]; // the armor rules throw their refusal
  }
}

describe('GraphQL limits', () => {
  it('every operation of the web app passes them with 30 % to spare', async () => {
    const documents = await webDocuments();
    expect([...documents.keys()].sort()).toEqual(webOperationNames().sort());
    const room = scaled(GRAPHQL_LIMITS, WEB_OPERATION_SHARE);
    for (const [name, document] of documents) {
      const text = print(document);
      expect({ name, refusals: refusals(text, room) }).toEqual({ name, refusals: [] });
      expect(Buffer.byteLength(JSON.stringify({ query: text }))).toBeLessThan(room.maxBodyBytes);
    }
  });

  it('refuses 300 aliases of a search and one alias too many; an order is deeper and costlier than tighter limits allow', async () => {
    const search = (alias: string) => `${alias}: searchProducts(search: "x") { items { id } }`;
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => search(`a${i}`)).join(' ')} }`;
    expect(refusals(aliases(300), GRAPHQL_LIMITS)).toEqual([expect.stringMatching(/Token limit|Aliases limit/)]);
    expect(refusals(aliases(GRAPHQL_LIMITS.maxAliases), GRAPHQL_LIMITS)).toEqual([]);
    expect(refusals(aliases(GRAPHQL_LIMITS.maxAliases + 1), GRAPHQL_LIMITS)).toEqual([expect.stringMatching(/Aliases limit/)]);

    const order = print((await webDocuments()).get('Order')!);
    expect(refusals(order, { ...GRAPHQL_LIMITS, maxDepth: 6 })).toEqual([expect.stringMatching(/depth limit/)]);
    expect(refusals(order, { ...GRAPHQL_LIMITS, maxCost: 400 })).toEqual([expect.stringMatching(/Cost limit/)]);
  });

  it('counts fields, not fragments: a selection shared through fragments is as deep as written inline, and not costlier by its nesting', () => {
    const inline = '{ searchProducts(search: "x") { items { id translation { title description } stock { id price } } } }';
    const shared = `{ searchProducts(search: "x") { items { ...Card } } }
      fragment Card on Product { ...Texts stock { ...Price } }
      fragment Texts on Product { id translation { title description } }
      fragment Price on Stock { id price }`;
    for (const text of [inline, shared]) {
      expect(refusals(text, { ...GRAPHQL_LIMITS, maxDepth: 4 })).toEqual([]);
      expect(refusals(text, { ...GRAPHQL_LIMITS, maxDepth: 3 })).toEqual([expect.stringMatching(/depth limit/)]);
    }
    // graphql-armor still counts a spread itself, a little: never ×1.5 per fragment level.
    const cost = (text: string) => Number(/found ([\d.]*\d)/.exec(refusals(text, { ...GRAPHQL_LIMITS, maxCost: 1 })[0] ?? '')?.[1]);
    expect(cost(shared)).toBeLessThan(cost(inline) * 1.6);
  });

  it('counts the REST calls behind a document: 26 root fields are refused, lists cost more than objects', () => {
    const query = schema.getQueryType()!;
    const noArguments = Object.values(query.getFields()).filter((field) => field.args.every((arg) => !String(arg.type).endsWith('!')));
    const named = (field: (typeof noArguments)[number]) => (field.type as unknown as { ofType?: unknown }).ofType ?? field.type;
    const selectable = noArguments.filter((field) => 'getFields' in (named(field) as object) || String(field.type).startsWith('['));
    const isList = (field: (typeof noArguments)[number]) => String(field.type).startsWith('[') || 'items' in (named(field) as { getFields(): object }).getFields();
    const lists = selectable.filter(isList).map((field) => field.name);
    const objects = selectable.filter((field) => !isList(field)).map((field) => field.name);
    const document = (fields: string[]) => `{ ${fields.map((field) => `${field} { __typename }`).join(' ')} }`;
    expect(objects.length + lists.length).toBeGreaterThanOrEqual(26);

    expect(refusals(document([...objects, ...lists].slice(0, 26)), GRAPHQL_LIMITS)).toEqual([expect.stringMatching(/makes 26 calls to the api/)]);
    expect(refusals(document(objects.slice(0, GRAPHQL_LIMITS.maxRestCalls)), GRAPHQL_LIMITS)).toEqual([]);
    const tooCostly = lists.slice(0, Math.floor(GRAPHQL_LIMITS.maxRestCost / 3) + 1);
    expect(tooCostly.length).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxRestCalls);
    expect(refusals(document(tooCostly), GRAPHQL_LIMITS)).toEqual([expect.stringContaining(`(cost ${tooCostly.length * 3})`)]);
    // The same field under the same key is one call, however many fragments select it.
    const repeated = `{ settings { __typename } ...A ...B } fragment A on Query { settings { __typename } } fragment B on Query { settings { __typename } }`;
    expect(refusals(repeated, { ...GRAPHQL_LIMITS, maxRestCalls: 1, maxRestCost: 3 })).toEqual([]);
  });
});
