// Arguments that Mesh writes into a REST path (`/rest/products/{args.uuid}`) are sealed here,
// once for every field: each becomes exactly one percent-encoded path segment, so no value can
// reach another route of the api (`../../dashboard/user/profile/show`, `%2e%2e%2f…`, `?`, `#`).
import { GraphQLError, type GraphQLField, type GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';

/** Characters encodeURIComponent leaves alone that still mean something in a path. */
const PATH_MEANINGFUL = /[.!'()*]/g;

/** `value` as one path segment. Empty and dot-only segments are refused, not encoded: URL
 * parsers resolve `%2e%2e` as `..` too, and an empty segment names another route. */
export function pathSegment(name: string, value: unknown): string {
  const text = String(value);
  if (text === '' || /^\.{1,2}$/.test(text)) {
    throw new GraphQLError(`Argument "${name}" is not a valid identifier.`, {
      extensions: { status: 400, statusCode: 'BAD_USER_INPUT', params: { [name]: ['is not a valid identifier'] } },
    });
  }
  return encodeURIComponent(text).replace(PATH_MEANINGFUL, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The names of the arguments a field's `@httpOperation` path interpolates. */
function pathArgumentNames(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string[] {
  const [operation] = getDirective(schema, field, 'httpOperation') ?? [];
  const path = typeof operation?.path === 'string' ? operation.path : '';
  return [...path.matchAll(/\{args\.(\w+)\}/g)].map(([, name]) => name);
}

/** Wraps the resolver of every root field whose REST path holds arguments, so that those
 * arguments arrive encoded, whatever sent the document. */
export function sealPathArguments(schema: GraphQLSchema): number {
  let sealed = 0;
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const names = pathArgumentNames(schema, field);
      const resolve = field.resolve;
      if (!names.length || !resolve) continue;
      field.resolve = (root, args: Record<string, unknown>, context, info) => {
        const encoded = { ...args };
        for (const name of names) if (args[name] != null) encoded[name] = pathSegment(name, args[name]);
        return resolve(root, encoded, context, info);
      };
      sealed++;
    }
  }
  return sealed;
}
