import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { requestJson } from '../lib/http.ts';

/**
 * Sends Relay operations to /graphql through the shared HTTP helper (and its retry policy): only the
 * persisted document's id (relay.config.js `persistConfig`), never the query text, and the header the
 * server's CSRF check asks for (server/src/graphql/transport.ts).
 */
export const fetchGraphQL: FetchFunction = (operation, variables) =>
  requestJson('/graphql', {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', 'x-graphql-csrf': '1' },
    json: operation.id ? { documentId: operation.id, variables } : { query: operation.text, variables },
  });

/** A Relay environment; tests pass their own network. */
export function createRelayEnvironment(fetchFn: FetchFunction = fetchGraphQL): Environment {
  return new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
}

/** The environment the app runs with. */
export const relayEnvironment = createRelayEnvironment();
