// What a document costs the api: every root field is one REST call (Mesh answers nested fields
// from that call's JSON), and a list call (a page of products, of orders) costs the api more than
// one object. graphql-armor's cost counts the selection; this rule counts the calls behind it.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type GraphQLObjectType, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Upstream cost of one REST call answering one object, and one answering a list. */
export const OBJECT_CALL_COST = 1;
export const LIST_CALL_COST = 3;

export interface RestCallLimits {
  /** REST calls one document may make. */
  maxRestCalls: number;
  /** Their summed cost (OBJECT_CALL_COST or LIST_CALL_COST each). */
  maxRestCost: number;
}

/** The root fields a selection set selects, as `responseKey:field`, fragments and inline
 * fragments expanded (`fragmentNamed` finds a spread's definition; a spread already being expanded
 * is not expanded again). */
export function rootFields(
  selectionSet: SelectionSetNode, fragmentNamed: (name: string) => FragmentDefinitionNode | undefined | null, seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [`${selection.alias?.value ?? selection.name.value}:${selection.name.value}`];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragmentNamed, seen);
    const name = selection.name.value;
    const fragment = fragmentNamed(name);
    if (!fragment || seen.has(name)) return [];
    return rootFields(fragment.selectionSet, fragmentNamed, new Set([...seen, name]));
  });
}

/** A field answers a list when it is one (`[Setting!]`) or a page of one (`{ items, pageInfo }`)
 * (types compared by their printed form: the armor tests validate with another copy of graphql). */
function isListCall(type: GraphQLObjectType | null | undefined, field: string): boolean {
  const answer = type?.getFields()[field]?.type as { ofType?: unknown; getFields?: () => Record<string, unknown> } | undefined;
  if (!answer) return false;
  const named = (answer.ofType ?? answer) as { getFields?: () => Record<string, unknown> };
  return String(answer).replace(/!$/, '').startsWith('[') || Boolean(named.getFields?.().items);
}

/** Refuses a document whose operation makes more REST calls, or costlier ones, than `limits`. */
export function restCallsRule(limits: RestCallLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      // Response keys are unique per field: the same field under the same key is one call.
      // Introspection (`__schema`, `__typename`) calls nothing.
      const calls = [...new Set(rootFields(operation.selectionSet, (name) => context.getFragment(name)))]
        .map((key) => key.split(':')[1]).filter((field) => !field.startsWith('__'));
      const cost = calls.reduce((sum, field) => sum + (isListCall(root, field) ? LIST_CALL_COST : OBJECT_CALL_COST), 0);
      if (calls.length <= limits.maxRestCalls && cost <= limits.maxRestCost) return;
      context.reportError(new GraphQLError(
        `This request makes ${calls.length} calls to the api (cost ${cost}); at most ${limits.maxRestCalls} calls and a cost of ${limits.maxRestCost} are allowed. Split it into several requests.`,
        { nodes: [operation], extensions: { status: 400, statusCode: 'TOO_COMPLEX' } },
      ));
    },
  });
}
