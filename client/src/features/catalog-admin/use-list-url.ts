import { useEffect, useMemo, useRef, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, adminListVariables, readAdminListParams, type AdminListParams, type ProductKindName } from './admin-list-params.ts';

type ListVariables = ReturnType<typeof adminListVariables>;

/**
 * Keeps a staff product list (a @refetchable pagination fragment over `adminProducts(filter, sort)`)
 * in step with the URL: the route loader fetched it for the URL the page opened with; when the
 * search, filters or sort in the URL change, the list is fetched again from its first page.
 * `onChange` runs before each refetch (e.g. to clear a selection).
 */
export function useListUrl(
  kinds: readonly ProductKindName[],
  refetch: (variables: ListVariables & { count: number; cursor: null }, options: { fetchPolicy: 'store-and-network' }) => unknown,
  onChange?: () => void,
): { params: AdminListParams; refetching: boolean } {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readAdminListParams(searchParams), [searchParams]);
  const kindsKey = kinds.join(',');
  const variablesKey = JSON.stringify(adminListVariables(params, kindsKey.split(',') as ProductKindName[]));
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
      refetch({ ...(JSON.parse(variablesKey) as ListVariables), count: ADMIN_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }, [variablesKey, refetch]);

  return { params, refetching };
}
