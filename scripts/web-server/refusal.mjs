// The body of the web server's own error answers, in Fastify's shape.
import { STATUS_CODES } from 'node:http';

export const refusal = (status, message) => ({ statusCode: status, error: STATUS_CODES[status], message });
