// The bench's floor: less than any GraphQL gateway over the REST api does per request, with no
// GraphQL at all. Fastify (the gateway's server) takes a POST with a JSON body and, given
// `?rest=<url>`, makes one call to the api there with undici over kept-alive connections (as the
// gateway does) and reads the answer's JSON, then sends a few bytes of JSON (a gateway sends its
// selection of the answer); without `rest` it answers at once. Started by gateway-cpu.mjs on
// 127.0.0.1:FLOOR_PORT, with the gateway's flags.
import Fastify from 'fastify';
import { Agent, request } from 'undici';

/** gateway/upstream-fetch.ts's pool, whose options these repeat (TypeScript, not importable here). */
const upstream = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
const app = Fastify({ logger: false });

app.post('/floor', async (req, reply) => {
  const { rest } = /** @type {{ rest?: string }} */ (req.query);
  reply.header('content-type', 'application/json');
  if (!rest) return '{"data":{"__typename":"Query"}}';
  const answer = await request(rest, { dispatcher: upstream, headers: { authorization: req.headers.authorization, 'accept-encoding': 'identity' } });
  const { data } = JSON.parse(await answer.body.text());
  return JSON.stringify({ data: { rows: data.length } });
});

await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
