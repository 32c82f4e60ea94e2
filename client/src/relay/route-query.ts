import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

/**
 * A route loader that starts the page's query before the page renders (render-as-you-fetch).
 * `variables` gets the path parameters and the URL's search parameters (lists keep their sort and
 * filters there, so a changed filter is a navigation that reloads the query with new variables).
 * Pages about the signed-in user pass `network-only`, so nothing from an earlier session shows.
 */
export function queryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (params: Record<string, string | undefined>, searchParams: URLSearchParams) => Q['variables'] = () => ({}),
  fetchPolicy: FetchPolicy = 'store-or-network',
) {
  return ({ params, request }: { params: Record<string, string | undefined>; request?: Request }) =>
    loadQuery<Q>(relayEnvironment, query, variables(params, searchParamsOf(request)), { fetchPolicy });
}

function searchParamsOf(request: Request | undefined): URLSearchParams {
  if (!request) return new URLSearchParams();
  return new URL(request.url, 'http://localhost').searchParams;
}

/** Reads the query its route loader started; the reference is released when the page goes away. */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  const ref = useLoaderData() as PreloadedQuery<Q>;
  useEffect(() => () => ref.dispose(), [ref]);
  return usePreloadedQuery<Q>(query, ref);
}
