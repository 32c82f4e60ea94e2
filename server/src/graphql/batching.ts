import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST } from 'graphql';
import { GRAPHQL_BATCH_LIMIT as BATCH_LIMIT } from '../shared/graphql-batching.ts';

/**
 * A few queries in one request (a JSON array of operations): a signed-in product page sends its
 * catalogue query and its per-user query together (client/src/relay/batched-fetch.ts), one round trip
 * on a phone's slow data instead of two, each answered as if sent alone (the catalogue part from the
 * shared response cache). Only reads: a mutation in a batch is refused and does not run, so a batch
 * never changes anything in an order no one chose. A batched answer is never shared by HTTP caches
 * (graphql/response-cache-http.ts asks `isBatchRequest`).
 */
export { BATCH_LIMIT };

const batchRequests = new WeakSet<Request>();

/** True when the request's body was a batch of operations. */
export function isBatchRequest(request: Request): boolean {
  return batchRequests.has(request);
}

/**
 * The context one operation of a request runs with. Alone, the request's own. In a batch, a copy per
 * operation (its `ctx` the copy too): what one operation notes on its context must not count for another,
 * e.g. the response cache's note that an answer read the viewer's id (graphql/response-cache-plugin.ts),
 * which would otherwise keep a batch's catalogue part or per-user part from being stored.
 */
export function operationContext<C extends object>(ctx: C, request: Request): C {
  if (!batchRequests.has(request)) return ctx;
  const own = { ...ctx } as C & { ctx?: C };
  own.ctx = own;
  return own;
}

export const batchingPlugin: Plugin = {
  onRequestParse({ request }) {
    return {
      onRequestParseDone({ requestParserResult }) {
        if (!Array.isArray(requestParserResult)) return;
        batchRequests.add(request);
        if (requestParserResult.length === 0) {
          throw createGraphQLError(`A batch holds one to ${BATCH_LIMIT} operations.`, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
      },
    };
  },
  onExecute({ args }) {
    const request = (args.contextValue as { request?: Request } | undefined)?.request;
    if (!request || !batchRequests.has(request)) return;
    const operation = getOperationAST(args.document, args.operationName)?.operation;
    if (operation !== 'query') {
      throw createGraphQLError('Only queries may be sent in a batch: send a mutation on its own.', { extensions: { code: 'BATCHED_MUTATION' } });
    }
  },
};
