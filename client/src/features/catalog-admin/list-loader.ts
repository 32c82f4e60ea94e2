import { loadQuery } from 'react-relay';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { relayEnvironment } from '../../relay/environment.ts';
import { adminListVariables, readAdminListParams, type ProductKindName } from './admin-list-params.ts';

/**
 * The loader of a staff product list page: starts the page's query (variables `$filter`, `$sort`)
 * for the search and filters in the URL it opens with. Staff lists change under them, so the store's
 * copy shows at once and is refreshed.
 */
export function adminListLoader<Q extends OperationType>(query: GraphQLTaggedNode, kinds: readonly ProductKindName[]) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<Q>(relayEnvironment, query, adminListVariables(readAdminListParams(new URL(request.url).searchParams), kinds) as Q['variables'], {
      fetchPolicy: 'store-and-network',
    });
}

/**
 * A list page's `shouldRevalidate`: once open, changing its search or filters (the query string)
 * does not reload the page; ProductAdminTable refetches the list itself.
 */
export function keepListOnSearchChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
