// What one GraphQL request may ask of the gateway. Each REST call behind a field costs the api
// real work, so a document is refused before it runs when it is too deep, has too many
// aliases (300 aliases of searchProducts were 300 REST calls), too many tokens or directives,
// costs too much, or makes too many or too costly REST calls (rest-calls.ts); the body is
// refused before it is parsed when it is too large.
// Every operation of the web app passes these with room (gateway/limits.test.ts), see
// docs/gateway.md for the figures they were chosen from.
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from '@envelop/core';
import { restCallsRule, type RestCallLimits } from './rest-calls';

export interface GraphQLLimits extends RestCallLimits {
  /** Nesting of fields (a fragment spread adds no level); the web's deepest operation is 9. */
  maxDepth: number;
  /** Aliases in one document; the web uses none. */
  maxAliases: number;
  /** Lexical tokens in one document; the web's largest, fragments included, is ~450. */
  maxTokens: number;
  /** Directives in one document. */
  maxDirectives: number;
  /** graphql-armor's cost (2 per object field, 1 per scalar, ×1.5 per level of depth); the
   * web's costliest operation (a recipe's box put in the cart) is 589. */
  maxCost: number;
  /** Bytes of a request body; larger bodies get 413 before they are read to the end. */
  maxBodyBytes: number;
}

export const GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 20,
  maxAliases: 10,
  maxTokens: 2_000,
  maxDirectives: 10,
  maxCost: 6_000,
  maxRestCalls: 15,
  maxRestCost: 40,
  maxBodyBytes: 64 * 1024,
};

/** Share of each limit that every web operation must stay under (30 % headroom). */
export const WEB_OPERATION_SHARE = 0.7;

/** graphql-armor's depth and cost limits. A fragment spread adds no level to either: a fragment
 * shares a selection between documents, and counting it would refuse a query for being well
 * factored rather than for what it asks. */
export const depthLimit = (limits: GraphQLLimits) => ({ n: limits.maxDepth, flattenFragments: true });
export const costLimit = (limits: GraphQLLimits) => ({ maxCost: limits.maxCost, flattenFragments: true });

/** graphql-armor's envelop plugins for these limits. Field suggestions ("Did you mean …?")
 * are always masked: they would spell out the schema to anyone who cannot introspect it. */
export function limitPlugins(limits: GraphQLLimits = GRAPHQL_LIMITS): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: depthLimit(limits),
    maxAliases: { n: limits.maxAliases },
    maxTokens: { n: limits.maxTokens },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: costLimit(limits),
    blockFieldSuggestion: { enabled: true },
  });
  const restCalls: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(restCallsRule(limits));
    },
  };
  return [...(armor.protect().plugins as Plugin[]), restCalls];
}
