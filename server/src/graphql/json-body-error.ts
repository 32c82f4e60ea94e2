import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * A body that is not JSON gets one fixed answer. Yoga's own carries the parser's message, which quotes
 * a piece of the body back (a reflected-content and probing aid); this says only what is wrong.
 */
export const fixedJsonBodyError: Plugin = {
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if ((error as Error | undefined)?.message !== 'POST body sent invalid JSON.') throw error;
        throw createGraphQLError(INVALID_JSON_MESSAGE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      }
    });
  },
};
