import { GraphQLError } from 'graphql';
import type { Plugin } from '@envelop/core';
import { restErrorToGraphQL } from './rest-error.js';

/** Replaces Mesh's upstream errors (which carry the request URL and response headers) with
 * the REST error envelope's message, HTTP status and statusCode in `extensions`. */
const restErrors: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result) || !result.errors?.length) return;
        setResult({ ...result, errors: result.errors.map((error) => restErrorToGraphQL(error as GraphQLError)) });
      },
    };
  },
};

export default [restErrors];
