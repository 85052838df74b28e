import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OperationDefinitionNode, ValidationRule } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { describe, expect, it } from 'vitest';
import { graphiqlFiles, pickEncoding } from './graphiql';
import { EXAMPLE_HEADERS, EXAMPLE_TABS } from './graphiql-examples';
import { GRAPHQL_LIMITS } from './limits';

// graphql-armor is CommonJS: its rules must meet the CommonJS graphql, not the ES module copy.
const { buildSchema, getVariableValues, parse, specifiedRules, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const schema = buildSchema(readFileSync(new URL('../schema/schema.graphql', import.meta.url), 'utf8'));

const operationsOf = (query: string) => parse(query).definitions
  .filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');

describe('GraphiQL’s example tabs', () => {
  it.each(EXAMPLE_TABS.map((tab) => [operationsOf(tab.query).map((operation) => operation.name?.value).join(' + '), tab]))(
    '%s: valid against the schema and within the gateway’s limits, with valid variables and headers', (_name, tab) => {
      const limits: ValidationRule[] = [
        maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth }), maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
        maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives }), costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost }),
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
    expect(scripts.filter(([, attributes]) => attributes.includes(' src='))).toHaveLength(2);
    expect(html).toContain('<title>Storefront &#60;GraphQL&#62;</title>');
  });

  it('names only files it serves, under the endpoint, by the hash of their content', () => {
    const settings = JSON.parse(/<script type="application\/json" id="graphiql-settings">(.*?)<\/script>/s.exec(html)![1]) as {
      options: Record<string, unknown>; workers: Record<string, string>;
    };
    const named = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url).concat(Object.values(settings.workers));
    expect(named.length).toBeGreaterThanOrEqual(7);
    for (const url of named) expect(files.has(url.replace('/graphql/graphiql/', ''))).toBe(true);
    expect(Object.keys(settings.workers).sort()).toEqual(['editorWorkerService', 'graphql', 'json']);
    expect(settings.options).toMatchObject({
      endpoint: '/graphql', defaultTabs: EXAMPLE_TABS, variables: EXAMPLE_TABS[0].variables, headers: EXAMPLE_TABS[0].headers,
    });
  });

  it('serves the style sheet’s fonts as files, not inside the styles', () => {
    const styles = [...files.values()].find((file) => file.type.startsWith('text/css'))!.body.toString();
    expect(styles).not.toContain('data:font');
    expect([...files.values()].filter((file) => file.type.startsWith('font/')).length).toBeGreaterThan(10);
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
