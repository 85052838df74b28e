/** A minimal GraphQL-over-HTTP client for tests: the raw response, no client-side caching. */
export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  extensions?: { responseCache?: { hit: boolean } };
}

export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  { variables, headers }: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLResponse<T>;
}

export async function rest<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T };
}
