import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contractError } from './errors';

/** A field's error as Mesh reports a non-2xx answer of the api: the response on its extensions. */
const upstream = (status: number, body: unknown) =>
  new GraphQLError('Upstream HTTP Error: 400, Could not invoke operation POST http://127.0.0.1:4100/api/v1/auth/register', {
    path: ['register'], extensions: { response: { status, statusText: 'Bad Request', headers: { 'x-internal': '1' }, body } },
  });

describe('an api refusal through the gateway', () => {
  it('keeps the field messages and their reasons beside the status and code', () => {
    const body = {
      status: false, statusCode: 'ERROR_400', message: 'Bad request.',
      params: { password: ['Password should contain at least 8 characters'] },
      reasons: { password: [{ code: 'too_short', min: 8 }] },
    };
    const { error, unexpected } = contractError(upstream(400, body));
    expect(unexpected).toBe(false);
    expect(error.message).toBe('Bad request.');
    expect(error.path).toEqual(['register']);
    expect(error.extensions).toEqual({ status: 400, statusCode: 'ERROR_400', params: body.params, reasons: body.reasons });
  });

  it('keeps an error already in the contract, reasons included, as it is', () => {
    const shaped = new GraphQLError('Bad request.', { extensions: { status: 400, statusCode: 'ERROR_400', params: { a: ['x'] }, reasons: { a: [{ code: 'required' }] } } });
    expect(contractError(shaped).error).toBe(shaped);
  });

  it('repeats no reasons of an answer that is no envelope', () => {
    const { error } = contractError(upstream(502, { reasons: { a: [{ code: 'required' }] } }));
    expect(error.extensions).toEqual({ status: 502, statusCode: 'ERROR_502' });
  });
});
