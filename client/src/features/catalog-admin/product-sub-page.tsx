/**
 * A product's sub-screen whose data is asked for by the product's id (its reviews, its sales): the
 * address may carry the database id or the slug, so the loader asks for both, and a slug in the
 * address is swapped for the id.
 */
import type { ReactElement } from 'react';
import { Navigate, useLocation, useParams, type Params } from 'react-router';
import { databaseId, globalIdOf, isDatabaseId } from './admin-paths.ts';

/** The loader's variables: the product's key as the address has it, and its Relay id (of `typename`) for the id-only fields. */
export function productSubPageVariables(typename: string) {
  return (params: Params) => ({ key: params.id ?? '', productId: globalIdOf(typename, params.id ?? '') });
}

/**
 * What to show instead of the screen: `notFound` when there is no such product, a redirect to the same
 * screen at the product's database id when the address has its slug, or null to show the screen.
 */
export function useProductSubPageGuard(product: { id: string } | null | undefined, notFound: ReactElement): ReactElement | null {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  if (!product) return notFound;
  if (isDatabaseId(id)) return null;
  const segment = `/${encodeURIComponent(id)}`;
  const at = pathname.indexOf(segment);
  return <Navigate to={`${pathname.slice(0, at)}/${databaseId(product.id)}${pathname.slice(at + segment.length)}`} replace />;
}
