import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { requestJson } from '../lib/http.ts';
import { batchedSender, type GraphQLBody } from './batched-fetch.ts';

/**
 * Sends Relay operations to /graphql through the shared HTTP helper (and its retry policy): only the
 * persisted document's id (relay.config.js `persistConfig`), never the query text, and the header the
 * server's CSRF check asks for (server/src/graphql/transport.ts). Queries started together go in one
 * request (batched-fetch.ts); a mutation always goes alone.
 */
const send = (json: GraphQLBody | GraphQLBody[]) =>
  requestJson('/graphql', {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', 'x-graphql-csrf': '1' },
    json,
  });
const sendQuery = batchedSender(send);

export const fetchGraphQL: FetchFunction = (operation, variables) => {
  const body = operation.id ? { documentId: operation.id, variables } : { query: operation.text, variables };
  return (operation.operationKind === 'query' ? sendQuery(body) : send(body)) as ReturnType<FetchFunction>;
};

/** A Relay environment; tests pass their own network. */
export function createRelayEnvironment(fetchFn: FetchFunction = fetchGraphQL): Environment {
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}

/** The environment the app runs with. */
export const relayEnvironment = createRelayEnvironment();
