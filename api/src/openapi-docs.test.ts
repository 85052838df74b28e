// The OpenAPI document is a product for other developers: Swagger UI shows it, and the gateway
// turns its descriptions into the GraphQL descriptions GraphiQL shows. Every operation has a
// summary and a description, every parameter and every schema property a description, and no
// text holds HTML. A property that is only a `$ref` is described by the schema it names (OpenAPI
// 3.0 ignores a `$ref`'s siblings, and so does Mesh), so every component schema is described too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

interface Schema {
  $ref?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
}
interface Parameter { name: string; in: string; description?: string; schema?: Schema }
interface Media { schema?: Schema }
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  info?: { description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const SUMMARY_MAX = 80;

const isBlank = (text: string | undefined): boolean => !text?.trim();

/** A property that is nothing but a reference: its documentation is the referenced schema's. */
const isPureRef = (schema: Schema): boolean => schema.$ref !== undefined && Object.keys(schema).length === 1;

/** Markup outside `code spans` (Swagger UI renders descriptions as Markdown, GraphiQL as text). */
const hasHtml = (text: string): boolean => /<\/?[a-z][\w-]*(\s[^<>]*)?\/?>|&[a-z]+;|&#\d+;/i.test(text.replace(/`[^`]*`/g, ''));

/** Every gap in the document's documentation, each naming the operation or the property path. */
function undocumented(doc: Document): string[] {
  const gaps: string[] = [];
  const texts: { where: string; text: string }[] = [];
  const described = (where: string, text: string | undefined) => {
    if (isBlank(text)) gaps.push(`${where}: no description`);
    else texts.push({ where, text: text! });
  };

  described('info', doc.info?.description);

  const visit = (schema: Schema | undefined, path: string): void => {
    if (!schema || typeof schema !== 'object') return;
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (!isPureRef(property)) described(`${path}.${key}`, property.description);
      visit(property, `${path}.${key}`);
    }
    visit(schema.items, `${path}[]`);
    for (const member of [...schema.anyOf ?? [], ...schema.oneOf ?? [], ...schema.allOf ?? []]) visit(member, path);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${path}.*`);
  };

  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${operation.operationId ?? '(no operationId)'} (${method.toUpperCase()} ${path})`;
      if (isBlank(operation.summary)) gaps.push(`${name}: no summary`);
      else {
        if (operation.summary!.length > SUMMARY_MAX) gaps.push(`${name}: summary longer than ${SUMMARY_MAX} characters`);
        if (/\n/.test(operation.summary!)) gaps.push(`${name}: summary on more than one line`);
        texts.push({ where: `${name} summary`, text: operation.summary! });
      }
      described(name, operation.description);
      for (const parameter of operation.parameters ?? []) {
        described(`${name} ${parameter.in} parameter ${parameter.name}`, parameter.description);
        visit(parameter.schema, `${name} ${parameter.in} parameter ${parameter.name}`);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) visit(media.schema, `${name} body (${type})`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) visit(media.schema, `${name} ${status} response`);
      }
    }
  }

  for (const [title, schema] of Object.entries(doc.components?.schemas ?? {})) {
    described(title, schema.description);
    visit(schema, title);
  }

  for (const { where, text } of texts) if (hasHtml(text)) gaps.push(`${where}: HTML in "${text}"`);
  return gaps;
}

describe('undocumented', () => {
  it('names each operation without summary or description and each property without description', () => {
    const doc: Document = {
      info: { description: 'The api.' },
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            parameters: [{ name: 'q', in: 'query' }, { name: 'lang', in: 'query', description: 'language' }],
            responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } },
          },
          post: { operationId: 'b', summary: 'B', description: 'Does <b>b</b>; `<id>` is fine.' },
        },
      },
      components: {
        schemas: {
          A: {
            description: 'an A',
            properties: {
              id: { description: 'the id' },
              name: {},
              b: { $ref: '#/components/schemas/B' },
              list: { description: 'some Bs', items: { properties: { x: {} } } },
              maybe: { anyOf: [{ properties: { y: {} } }, {}] },
            },
          },
          B: { properties: { z: { description: 'a z' } } },
        },
      },
    };
    expect(undocumented(doc)).toEqual([
      'a (GET /a): no summary',
      'a (GET /a): no description',
      'a (GET /a) query parameter q: no description',
      'A.name: no description',
      'A.list[].x: no description',
      'A.maybe: no description',
      'A.maybe.y: no description',
      'B: no description',
      'b (POST /a): HTML in "Does <b>b</b>; `<id>` is fine."',
    ]);
  });
});

describe('OpenAPI documentation', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await buildApp(); // no database needed to describe the api
    await app.ready();
    doc = app.swagger() as unknown as Document;
  });
  afterAll(async () => { await app.close(); });

  it('gives every operation a summary and a description, every parameter and property a description, without HTML', () => {
    expect(undocumented(doc)).toEqual([]);
  });
});
