import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import type { OperationDefinitionNode, ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compression';
import { graphiqlFiles, served } from './graphiql';
import { EXAMPLE_HEADERS, EXAMPLE_TABS } from './graphiql-examples';
import { GRAPHQL_LIMITS, costLimit, depthLimit } from './limits';

// graphql-armor is CommonJS: its rules must meet the CommonJS graphql, not the ES module copy.
const { buildSchema, getVariableValues, parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const schema = buildSchema(readFileSync(new URL('../schema/schema.graphql', import.meta.url), 'utf8'));

const operationsOf = (query: string) => parse(query).definitions
  .filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');

describe('GraphiQL’s example tabs', () => {
  it.each(EXAMPLE_TABS.map((tab) => [operationsOf(tab.query).map((operation) => operation.name?.value).join(' + '), tab]))(
    '%s: valid against the schema and within the gateway’s limits, with valid variables and headers', (_name, tab) => {
      const limits: ValidationRule[] = [
        maxDepthRule(depthLimit(GRAPHQL_LIMITS)), maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
        maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives }), costLimitRule(costLimit(GRAPHQL_LIMITS)),
      ];
      const document = parse(tab.query);
      expect(validate(schema, document, [...specifiedRules, ...limits]).map((error) => error.message)).toEqual([]);
      const variables = JSON.parse(tab.variables) as Record<string, unknown>;
      for (const operation of operationsOf(tab.query)) {
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
        expect(coerced.errors?.map((error) => error.message)).toBeUndefined();
      }
      expect(JSON.parse(tab.headers)).toMatchObject(EXAMPLE_HEADERS);
    });

  it('cover what clients do: browse a branch’s menu, search, sign in, fill a cart, order, follow the order', () => {
    const rootFields = EXAMPLE_TABS.map((tab) => operationsOf(tab.query).flatMap((operation) =>
      operation.selectionSet.selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : ''))));
    expect(rootFields).toEqual([
      ['branches', 'branchProducts'], ['searchProducts'], ['login'], ['insertCartProducts', 'cart'],
      ['placeOrder', 'calculateCart'], ['order'],
    ]);
  });

  it('open with what the headers x-lang, x-currency-id and Authorization are', () => {
    const [first] = EXAMPLE_TABS;
    for (const header of ['x-lang', 'x-currency-id', 'Authorization: "Bearer <access_token>"']) expect(first.query).toContain(header);
    expect(JSON.parse(first.headers)).toEqual({ 'x-lang': 'en' });
  });
});

describe('GraphiQL’s page', () => {
  const { page, files } = graphiqlFiles({ endpoint: '/graphql', title: 'Storefront <GraphQL>' });
  const html = page.body.toString();

  it('is small, and runs no inline script (its settings are a JSON data block)', () => {
    expect(page.body.length).toBeLessThan(100_000);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.filter(([, attributes, body]) => body.trim() && !attributes.includes('type="application/json"'))).toEqual([]);
    // React, ReactDOM, GraphiQL and the start script, in that order.
    expect(scripts.filter(([, attributes]) => attributes.includes(' src='))).toHaveLength(4);
    expect(html).toContain('<title>Storefront &#60;GraphQL&#62;</title>');
  });

  it('names only files it serves, under the endpoint, by the hash of their content', () => {
    const settings = JSON.parse(/<script type="application\/json" id="graphiql-settings">(.*?)<\/script>/s.exec(html)![1]) as Record<string, unknown>;
    const named = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(named).toHaveLength(6); // the icon, the style sheet, four scripts
    for (const url of named) {
      const name = url.replace('/graphql/graphiql/', '');
      expect(files.has(name)).toBe(true);
      expect(name).toMatch(/^[\w-]{22}\./);
      expect(createHash('sha256').update(files.get(name)!.body).digest('base64url').slice(0, 22)).toBe(name.split('.')[0]);
    }
    expect(settings).toEqual({
      endpoint: '/graphql', title: 'Storefront <GraphQL>', tabs: EXAMPLE_TABS, headers: EXAMPLE_TABS[0].headers,
    });
  });

  it('serves GraphiQL 3 on React 18, the gateway’s own, not the web app’s React 19', () => {
    const scripts = [...html.matchAll(/<script defer src="\/graphql\/graphiql\/([^"]+)"/g)].map(([, name]) => files.get(name)!.body.toString());
    expect(scripts[0]).toMatch(/^\/\*\*\s+\* @license React\s+\* react\.production\.min\.js/);
    expect(scripts[1]).toMatch(/^\/\*\*\s+\* @license React\s+\* react-dom\.production\.min\.js/);
    expect(scripts[1]).toContain('version:"18.');
    expect(scripts[2]).toContain('.GraphiQL=');
    expect(scripts[3]).toContain('GraphiQL.createFetcher');
  });

  it('serves the style sheet’s fonts as files, not inside the styles', () => {
    const styles = [...files.values()].find((file) => file.type.startsWith('text/css'))!.body.toString();
    expect(styles).not.toContain('data:font');
    expect([...files.values()].filter((file) => file.type.startsWith('font/')).length).toBeGreaterThan(10);
  });
});

describe('a served file', () => {
  it('is compressed at the first request of an encoding, once, the requests meanwhile sharing that copy', async () => {
    const file = served({ type: 'text/plain', body: Buffer.from('GraphiQL '.repeat(1000)) });
    const first = file.copy('br');
    expect(file.copy('br')).toBe(first);
    expect(brotliDecompressSync((await first)!).equals(file.body)).toBe(true);
    expect(gunzipSync((await file.copy('gzip'))!).equals(file.body)).toBe(true);
  });

  it('has no compressed copy when compressing saves under 5 % (a font, compressed already)', async () => {
    const file = served({ type: 'font/woff2', body: randomBytes(20_000) });
    expect(await file.copy('br')).toBeNull();
    expect(await file.copy('gzip')).toBeNull();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, following the client’s weights and refusals', () => {
    const both = ['br', 'gzip'] as const;
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, *', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
  });
});
