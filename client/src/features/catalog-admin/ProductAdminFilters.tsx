import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { CheckboxField } from '../../components/ui/index.ts';
import { readAdminListParams, SORT_OPTIONS, writeAdminListParams, type AdminListParams } from './admin-list-params.ts';
import { FilterBar, FilterSelect } from './ListFilters.tsx';
import { ListSearchInput } from './ListSearchInput.tsx';
import { SectionSelect } from './SectionSelect.tsx';

interface ProductAdminFiltersProps {
  /** A query with `...SectionSelect_query`, for the section filter. */
  sections: SectionSelect_query$key;
  /** The search box's name, e.g. "Search books". */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Whether the "Low stock" filter applies (physical goods). */
  lowStock?: boolean;
}

const noop = () => () => {};

const STATUS_OPTIONS = [
  { value: '', label: 'Published and unpublished' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
] as const;

/**
 * The search box (searched once typing pauses), the published / section / low-stock filters and the
 * sort of a staff product list. Everything is written to the URL, which the list follows.
 */
export function ProductAdminFilters({ sections, searchLabel, searchPlaceholder, lowStock = true }: ProductAdminFiltersProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = readAdminListParams(searchParams);
  const update = (patch: Partial<AdminListParams>) => {
    setSearchParams((current) => writeAdminListParams({ ...readAdminListParams(current), ...patch }, current));
  };

  return (
    <FilterBar label={searchLabel}>
      <ListSearchInput label={searchLabel} placeholder={searchPlaceholder} />
      <FilterSelect label="Status" value={params.status} options={STATUS_OPTIONS} onChange={(status) => update({ status: status as AdminListParams['status'] })} />
      <SectionSelect
        query={sections}
        label="Section"
        valueKey="slug"
        emptyLabel="Every section"
        name="section"
        value={params.section}
        onChange={(event) => update({ section: event.target.value })}
        ref={noop}
      />
      <FilterSelect
        label="Sort by"
        value={params.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => update({ sort: sort as AdminListParams['sort'] })}
      />
      {lowStock && <CheckboxField label="Low stock only (5 or fewer)" checked={params.lowStock} onChange={(on) => update({ lowStock: on })} />}
    </FilterBar>
  );
}

/** The URL of a list without its search and filters (the sort stays). */
export function useClearListFilters(): () => void {
  const [, setSearchParams] = useLatestSearchParams();
  return () =>
    setSearchParams((current) => writeAdminListParams({ ...readAdminListParams(current), q: '', status: '', section: '', lowStock: false }, current));
}
