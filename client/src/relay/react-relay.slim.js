/**
 * react-relay as the client's build sees it (vite.config.mts aliases 'react-relay' to this file).
 * react-relay's index is CommonJS that also loads the legacy container API (QueryRenderer,
 * createFragmentContainer, createPaginationContainer, …), which a bundler cannot leave out; the
 * client uses only hooks, so this re-exports the hook modules one by one (about 25 kB less to
 * download on every first load). Types still come from @types/react-relay, and tests use the real
 * package. A build that fails with MISSING_EXPORT for 'react-relay' needs one more line here.
 */
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery.js';
import useFragment from 'react-relay/lib/relay-hooks/useFragment.js';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
import useMutation from 'react-relay/lib/relay-hooks/useMutation.js';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
import useQueryLoader from 'react-relay/lib/relay-hooks/useQueryLoader.js';
import useRefetchableFragment from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';

export { commitLocalUpdate, commitMutation, ConnectionHandler, fetchQuery, graphql, readInlineData } from 'relay-runtime';
export const { loadQuery } = loadQueryModule;
export {
  RelayEnvironmentProvider,
  useFragment,
  useLazyLoadQuery,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRefetchableFragment,
  useRelayEnvironment,
};
