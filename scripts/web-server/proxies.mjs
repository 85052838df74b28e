// The browser talks to one origin: /graphql goes to the gateway, /api and /storage to the api.
// The upstreams learn the customer's address from X-Forwarded-For, which this server sets.
import httpProxy from '@fastify/http-proxy';

/**
 * The forwarded chain as this server believes it: the addresses Fastify trusts (the peer, then
 * the X-Forwarded-For entries walked back while they come from a trusted proxy, TRUSTED_PROXIES),
 * client first. What a customer writes in their own header is dropped; a trusted proxy's chain
 * is extended by its address.
 */
export const forwardedFor = (request) => [...request.ips].reverse().join(', ');

/**
 * The X-Forwarded-* headers an upstream gets: the chain above, and the scheme and host the
 * browser used (Fastify takes a trusted proxy's X-Forwarded-Proto / X-Forwarded-Host): the api
 * builds its full image URLs from them, so they name this origin, not an internal port.
 */
export const forwardedHeadersOf = (request) => ({
  'x-forwarded-for': forwardedFor(request), 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host,
});

function forwardedHeaders(request, headers) {
  return { ...headers, ...forwardedHeadersOf(request) };
}

/** The GraphQL-over-HTTP error shape, as the gateway answers its own refusals. */
const graphqlError = (status, message) => ({ errors: [{ message, extensions: { code: status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', status } }] });

/** The api's envelope (api/src/http/errors.ts), so REST clients read one error format. */
const restError = (status, message) => ({ timestamp: new Date().toISOString(), status: false, statusCode: `ERROR_${status}`, message });

/** An upstream that is down or refuses the connection answers 502, one that is too slow 504. */
function upstreamFailed(name, errorBody) {
  return (reply, { error }) => {
    const status = error.statusCode === 504 ? 504 : 502;
    reply.code(status).send(errorBody(status, status === 504 ? `The ${name} did not answer in time.` : `The ${name} is unavailable.`));
  };
}

export async function registerProxies(app, { gatewayUrl, apiUrl, upstreamTimeoutMs }) {
  const routes = [
    { prefix: '/graphql', upstream: gatewayUrl, onError: upstreamFailed('gateway', graphqlError) },
    { prefix: '/api', upstream: apiUrl, onError: upstreamFailed('api', restError) },
    { prefix: '/storage', upstream: apiUrl, onError: upstreamFailed('api', restError) },
  ];
  for (const { prefix, upstream, onError } of routes) {
    await app.register(httpProxy, {
      upstream, prefix, rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError, timeout: upstreamTimeoutMs },
    });
  }
}
