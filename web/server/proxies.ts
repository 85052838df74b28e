// The browser talks to one origin: /graphql goes to the gateway, /api and /storage to the api.
// The upstreams learn the customer's address from X-Forwarded-For, which this server sets.
import type { IncomingHttpHeaders } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { sendUpstreamAnswer, withSessionHeaders, type ProxiedReply, type ProxiedRequest } from './session';

/**
 * The forwarded chain as this server believes it: the addresses Fastify trusts (the peer, then
 * the X-Forwarded-For entries walked back while they come from a trusted proxy, TRUSTED_PROXIES),
 * client first. What a customer writes in their own header is dropped; a trusted proxy's chain
 * is extended by its address.
 */
export const forwardedFor = (request: ProxiedRequest): string => [...(request.ips ?? [request.ip])].reverse().join(', ');

/**
 * The X-Forwarded-* headers an upstream gets: the chain above, and the scheme and host the
 * browser used (Fastify takes a trusted proxy's X-Forwarded-Proto / X-Forwarded-Host), for the
 * api's request log. No upstream builds a URL from them: links and pictures come from PUBLIC_URL.
 */
export const forwardedHeadersOf = (request: ProxiedRequest): Record<string, string> => ({
  'x-forwarded-for': forwardedFor(request), 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host,
});

/** What an upstream gets: the request's headers with the session's and the forwarded ones. */
function forwardedHeaders(request: ProxiedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return { ...withSessionHeaders(request, headers), ...forwardedHeadersOf(request) };
}

type ErrorBody = (status: number, message: string) => object;

/** The GraphQL-over-HTTP error shape, as the gateway answers its own refusals. */
const graphqlError: ErrorBody = (status, message) => ({ errors: [{ message, extensions: { code: status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', status } }] });

/** The api's envelope (api/src/http/errors.ts), so REST clients read one error format. */
const restError: ErrorBody = (status, message) => ({ timestamp: new Date().toISOString(), status: false, statusCode: `ERROR_${status}`, message });

/** An upstream that is down or refuses the connection answers 502, one that is too slow 504. */
function upstreamFailed(name: string, errorBody: ErrorBody) {
  return (reply: ProxiedReply, { error }: { error: Error & { statusCode?: number } }): void => {
    const status = error.statusCode === 504 ? 504 : 502;
    reply.code(status).send(errorBody(status, status === 504 ? `The ${name} did not answer in time.` : `The ${name} is unavailable.`));
  };
}

/** The chat's server-sent event streams (docs/chat.md): answers that never end. */
export const EVENT_STREAMS = ['/api/v1/dashboard/user/chat/stream', '/api/v1/dashboard/staff/chat/stream'];

export interface Upstreams {
  gatewayUrl: string;
  apiUrl: string;
  upstreamTimeoutMs: number;
}

export async function registerProxies(app: FastifyInstance, { gatewayUrl, apiUrl, upstreamTimeoutMs }: Upstreams): Promise<void> {
  const apiFailed = upstreamFailed('api', restError);
  const routes = [
    { prefix: '/graphql', upstream: gatewayUrl, onError: upstreamFailed('gateway', graphqlError) },
    { prefix: '/api', upstream: apiUrl, onError: apiFailed },
    { prefix: '/storage', upstream: apiUrl, onError: apiFailed },
  ];
  for (const { prefix, upstream, onError } of routes) {
    await app.register(httpProxy, {
      upstream, prefix, rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onResponse: sendUpstreamAnswer, onError, timeout: upstreamTimeoutMs },
    });
  }
  // The streams' headers come within the upstream timeout, but their body may rest longer than it
  // between two events (pings come every 15 s): no body timeout. The body is piped as it comes
  // (nothing here buffers or compresses it); the more specific prefix wins over /api.
  for (const prefix of EVENT_STREAMS) {
    await app.register(httpProxy, {
      upstream: apiUrl, prefix, rewritePrefix: prefix,
      undici: { headersTimeout: upstreamTimeoutMs, bodyTimeout: 0 },
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: apiFailed },
    });
  }
}
