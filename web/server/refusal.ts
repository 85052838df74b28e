// The body of the web server's own error answers, in Fastify's shape.
import { STATUS_CODES } from 'node:http';

export interface Refusal {
  statusCode: number;
  error: string | undefined;
  message: string;
}

export const refusal = (status: number, message: string): Refusal => ({ statusCode: status, error: STATUS_CODES[status], message });
