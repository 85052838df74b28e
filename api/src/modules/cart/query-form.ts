// Foodyman's cart DELETE routes name their fields in the query string (`ids[]=…&cart_id=…`,
// as Foodyman clients send them); the web app sends the same fields as a JSON body. Both forms
// are accepted and validated alike: a request without a body takes the query's fields as its
// body, so each field keeps one schema and one set of messages. A body wins over the query.
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { Type, type TObject } from 'typebox';
import { queryValue, type Query } from '../../http/query-lists';
import { localeQuery } from '../../http/schemas';

function fieldsOf(query: Query, fields: string[]): Query {
  return Object.fromEntries(fields.map((field) => [field, queryValue(query, field)]).filter(([, value]) => value !== undefined));
}

/** What every route of this form says of it, after its own description. */
export const QUERY_OR_BODY = 'The fields come in the query string as Foodyman sends them (a list as `ids[]=…`, `ids[0]=…` or '
  + '`ids=…` repeated) or as a JSON body, which wins when both are sent.';

/** What a route whose query fields fill a body's missing ones says of it. */
export const QUERY_FILLS_BODY = 'The fields may also come in the query string, as Foodyman clients send some of them (e.g. a phone '
  + 'update as an empty body with `?phone=…`): each fills the field the JSON body lacks, the body\'s winning.';

/**
 * The schema parts and hook of a route taking `body`'s fields in the query string or as a body;
 * the OpenAPI document then declares the body optional (openapi.ts). `either`: the query's fields
 * are taken only when there is no body; `fill`: they fill the fields the body lacks. `bodyOnly`
 * fields (a password) are never taken from a URL, which proxies and browsers keep.
 */
export function queryOrBody<T extends TObject>(body: T, mode: 'either' | 'fill' = 'either', bodyOnly: string[] = []) {
  const fields = Object.keys(body.properties).filter((field) => !bodyOnly.includes(field));
  const preValidation: preValidationAsyncHookHandler = async (request) => {
    const sent = request.body as Query | undefined;
    if (sent === undefined) request.body = fieldsOf(request.query as Query, fields);
    else if (mode === 'fill' && typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
      request.body = { ...fieldsOf(request.query as Query, fields), ...sent };
    }
  };
  const querystring = Type.Object({ ...localeQuery, ...(Type.Partial(Type.Omit(body, bodyOnly)) as TObject).properties });
  return { schema: { description: mode === 'fill' ? QUERY_FILLS_BODY : QUERY_OR_BODY, querystring, body }, preValidation };
}

/** An empty JSON body counts as none in `app`'s routes: the gateway sends `content-type:
 * application/json` without a body when a GraphQL call names these fields as arguments only. */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
