import { useEffect, useMemo, useRef, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, adminListVariables, readAdminListParams, type AdminListParams, type ProductKindName } from './admin-list-params.ts';

type PageVariables = { count: number; cursor: null };
type Refetch<V> = (variables: V & PageVariables, options: { fetchPolicy: 'store-and-network' }) => unknown;

/**
 * Keeps a staff list (a @refetchable pagination fragment) in step with variables read from the URL:
 * the route loader fetched it for the URL the page opened with; when the variables change (typing
 * paused, a filter, back/forward) the list is fetched again from its first page, the old rows staying
 * (dimmed) meanwhile. `onChange` runs before each refetch (e.g. to clear a selection). Returns
 * whether a refetch is under way.
 */
export function useRefetchOnChange<V extends object>(variables: V, refetch: Refetch<V>, pageSize: number, onChange?: () => void): boolean {
  const variablesKey = JSON.stringify(variables);
  const shown = useRef(variablesKey);
  const [refetching, startRefetch] = useTransition();
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (shown.current === variablesKey) return;
    shown.current = variablesKey;
    latestOnChange.current?.();
    startRefetch(() => {
      refetch({ ...(JSON.parse(variablesKey) as V), count: pageSize, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }, [variablesKey, refetch, pageSize]);

  return refetching;
}

/** useRefetchOnChange for a staff product list of some kinds: its search, filters and sort from the URL (admin-list-params.ts). */
export function useListUrl(
  kinds: readonly ProductKindName[],
  refetch: Refetch<ReturnType<typeof adminListVariables>>,
  onChange?: () => void,
): { params: AdminListParams; refetching: boolean } {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readAdminListParams(searchParams), [searchParams]);
  const refetching = useRefetchOnChange(adminListVariables(params, kinds), refetch, ADMIN_PAGE_SIZE, onChange);
  return { params, refetching };
}
