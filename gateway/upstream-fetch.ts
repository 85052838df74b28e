// How the gateway calls the api (.meshrc.yaml `customFetch`): undici's `request` over one pool of
// kept-alive connections, instead of Mesh's default fetch (a WHATWG Request, Response and stream
// built over node:http for every call). The upstream call was the largest share of the gateway's
// CPU per uncached request; measured side by side on the same api, undici's request spends about
// two thirds of the CPU of the default fetch per call (docs/gateway.md, "CPU per request").
//
// What Mesh's REST resolver reads of an answer is small: its status, headers and text. That is
// what this answer offers; a body that is no text (a file upload's form) goes through the
// platform's fetch.
import { Agent, request, type Dispatcher } from 'undici';

/** Connections to the api are kept open between requests (the api keeps them 72 s). */
const upstream = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

type RawHeaders = Record<string, string | string[] | undefined>;

/** The response headers as the Headers interface reads them (names are lower case already). */
function readOnlyHeaders(raw: RawHeaders): Headers {
  const value = (name: string) => {
    const found = raw[name.toLowerCase()];
    return found === undefined ? null : Array.isArray(found) ? found.join(', ') : found;
  };
  const entries = () => Object.keys(raw).filter((name) => raw[name] !== undefined).map((name): [string, string] => [name, value(name)!]);
  return {
    get: value,
    has: (name: string) => raw[name.toLowerCase()] !== undefined,
    forEach: (callback: (value: string, name: string, parent: Headers) => void, self?: Headers) => {
      for (const [name, found] of entries()) callback(found, name, self as Headers);
    },
    entries: () => entries()[Symbol.iterator](),
    keys: () => entries().map(([name]) => name)[Symbol.iterator](),
    values: () => entries().map(([, found]) => found)[Symbol.iterator](),
    [Symbol.iterator]: () => entries()[Symbol.iterator](),
    getSetCookie: () => [raw['set-cookie'] ?? []].flat(),
  } as unknown as Headers;
}

/** The part of a fetch Response that Mesh reads, over undici's answer. */
function answerOf({ statusCode, headers, body }: Dispatcher.ResponseData): Response {
  const answer = {
    status: statusCode,
    statusText: '',
    ok: statusCode >= 200 && statusCode < 300,
    headers: readOnlyHeaders(headers as RawHeaders),
    text: () => body.text(),
    json: () => body.json(),
    arrayBuffer: () => body.arrayBuffer(),
    blob: () => body.blob(),
  };
  return answer as unknown as Response;
}

const isText = (body: unknown): body is string | undefined | null => body == null || typeof body === 'string';

/** `fetch(url, init)` as Mesh calls it (a URL string and a plain init). */
export async function fetch(url: string, init: RequestInit = {}): Promise<Response> {
  if (!isText(init.body)) return globalThis.fetch(url, init);
  const answer = await request(url, {
    method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: init.headers as Record<string, string> | undefined,
    body: init.body,
    signal: init.signal ?? undefined,
    dispatcher: upstream,
  });
  return answerOf(answer);
}
