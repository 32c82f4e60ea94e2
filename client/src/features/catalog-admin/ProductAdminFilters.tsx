import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { readAdminListParams, SORT_OPTIONS, writeAdminListParams, type AdminListParams } from './admin-list-params.ts';
import { SectionSelect } from './SectionSelect.tsx';
import '../../components/form/form.css';
import './catalog-admin.css';

/** How long typing must pause before the list is searched. */
export const LIST_SEARCH_DELAY_MS = 300;

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

/**
 * The search box (searched once typing pauses), the published / section / low-stock filters and the
 * sort of a staff product list. Everything is written to the URL, which the list follows.
 */
export function ProductAdminFilters({ sections, searchLabel, searchPlaceholder, lowStock = true }: ProductAdminFiltersProps) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAdminListParams(searchParams);
  const [term, setTerm] = useState(params.q);

  // Back/forward (or "Clear filters") changes the URL: the box follows, unless it only differs by spaces.
  useEffect(() => {
    setTerm((current) => (current.trim() === params.q ? current : params.q));
  }, [params.q]);

  const update = (patch: Partial<AdminListParams>, replace = false) => {
    setSearchParams((current) => writeAdminListParams({ ...readAdminListParams(current), ...patch }, current), { replace });
  };
  // Replaces the history entry: one entry per search, not per pause in typing.
  const search = useDebouncedCallback((value: string) => update({ q: value.trim() }, true), LIST_SEARCH_DELAY_MS);

  return (
    <div className="list-filters" role="search" aria-label={searchLabel}>
      <div className="list-filters__search">
        <input
          type="search"
          className="input"
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            search(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field__control"
          value={params.status}
          onChange={(event) => update({ status: event.target.value as AdminListParams['status'] })}
        >
          <option value="">Published and unpublished</option>
          <option value="published">Published</option>
          <option value="unpublished">Unpublished</option>
        </select>
      </div>
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="field__control"
          value={params.sort}
          onChange={(event) => update({ sort: event.target.value as AdminListParams['sort'] })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {lowStock && (
        <label className="checkbox-field list-filters__low-stock">
          <input type="checkbox" checked={params.lowStock} onChange={(event) => update({ lowStock: event.currentTarget.checked })} />
          <span>Low stock only (5 or fewer)</span>
        </label>
      )}
    </div>
  );
}

/** The URL of a list without its search and filters (the sort stays). */
export function useClearListFilters(): () => void {
  const [, setSearchParams] = useSearchParams();
  return () =>
    setSearchParams((current) => writeAdminListParams({ ...readAdminListParams(current), q: '', status: '', section: '', lowStock: false }, current));
}
