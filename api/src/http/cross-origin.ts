// CORS (@fastify/cors): only the allowed origins (WEB_ORIGIN, CORS_ORIGINS) may call the api
// from a browser; any other origin gets no Access-Control-Allow-Origin, so the browser keeps
// the answer from its page. No credentials: the token travels in `Authorization`, never in
// cookies. Preflights answer 204 and may be cached for 10 minutes.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/** The request headers a Foodyman web client sends. */
export const CORS_HEADERS = ['Authorization', 'Content-Type', 'x-lang', 'x-currency-id', 'Idempotency-Key'];

export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_HEADERS,
    credentials: false,
    maxAge: 600,
  });
}
