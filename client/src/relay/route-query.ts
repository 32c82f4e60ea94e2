import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

/** A route loader that starts the page's query before the page renders (render-as-you-fetch). */
export function queryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (params: Record<string, string | undefined>) => Q['variables'] = () => ({}),
) {
  return ({ params }: { params: Record<string, string | undefined> }) =>
    loadQuery<Q>(relayEnvironment, query, variables(params), { fetchPolicy: 'store-or-network' });
}

/** Reads the query its route loader started; the reference is released when the page goes away. */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  const ref = useLoaderData() as PreloadedQuery<Q>;
  useEffect(() => () => ref.dispose(), [ref]);
  return usePreloadedQuery<Q>(query, ref);
}
