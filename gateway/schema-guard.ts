// The breaking-change guard (docs/graphql-clients.md): other clients build on the published
// schema, so a change that would break them (a field removed, a type narrowed, an argument made
// required) fails `npm test` unless it is accepted, with a reason, in schema/accepted-changes.json.
// The baseline is schema/released.graphql, the schema as last released; `npm run schema:release`
// moves it to the current schema and starts a new, empty list. Dangerous changes (a default
// changed, an enum value added) pass and are printed.
import { createRequire } from 'node:module';
import { diff, CriticalityLevel, type Change } from '@graphql-inspector/core';

// graphql-inspector reads schemas with the CommonJS graphql: they must be built by that copy.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** One accepted breaking change: every change at `path` or under it (`Query.product` covers its
 * arguments too), of `type` when given (a graphql-inspector change type). */
export interface AcceptedChange {
  path: string;
  type?: string;
  reason: string;
}

export interface GuardReport {
  /** Breaking changes no acceptance covers: the guard fails on these. */
  refused: Change[];
  /** Changes that may surprise a client; printed, never refused. */
  dangerous: Change[];
  /** Acceptances that cover no change (fixed since, or mistyped): the list must stay true. */
  stale: AcceptedChange[];
  /** Acceptances without a reason. */
  unexplained: AcceptedChange[];
}

const covers = (accepted: AcceptedChange, change: Change) =>
  (change.path === accepted.path || (change.path ?? '').startsWith(`${accepted.path}.`))
  && (accepted.type === undefined || accepted.type === change.type);

/** Compares the current schema with the released one. */
export async function guardSchema(releasedSdl: string, currentSdl: string, accepted: AcceptedChange[]): Promise<GuardReport> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  return {
    refused: breaking.filter((change) => !accepted.some((entry) => covers(entry, change))),
    dangerous: changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous),
    stale: accepted.filter((entry) => !breaking.some((change) => covers(entry, change))),
    unexplained: accepted.filter((entry) => !entry.reason?.trim()),
  };
}

/** One line per change, as a developer reads it in the test's failure. */
export const describeChange = (change: Change) => `${change.type} at ${change.path ?? '(schema)'}: ${change.message}`;
