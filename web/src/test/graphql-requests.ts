/** A GraphQL request as the app's links send it. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  /** The document, when sent whole (a hash the gateway did not know, or a test without Web Crypto). */
  query?: string;
  /** The hash it was sent by (`extensions.persistedQuery.sha256Hash`). */
  hash?: string;
  method: string;
}

const json = (text: string | null | undefined) => (text ? JSON.parse(text) as unknown : undefined);

/** Reads a request of the app's Apollo client: a query sent by its hash is a GET with its name,
 * variables and extensions in the URL; anything else a POST with them in the body. */
export function sentOperation(url: RequestInfo | URL, init?: RequestInit): SentOperation {
  const method = init?.method ?? 'GET';
  const params = method === 'GET' ? new URL(String(url), 'http://localhost').searchParams : null;
  const fields = (params
    ? { operationName: params.get('operationName'), variables: json(params.get('variables')), extensions: json(params.get('extensions')), query: params.get('query') ?? undefined }
    : json(String(init?.body))) as { operationName: string; variables?: Record<string, unknown>; extensions?: { persistedQuery?: { sha256Hash?: string } }; query?: string };
  return { operationName: fields.operationName, variables: fields.variables ?? {}, query: fields.query, hash: fields.extensions?.persistedQuery?.sha256Hash, method };
}
