import { useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import {
  ALL_KINDS,
  SORT_OPTIONS,
  isFiltered,
  readListFilters,
  withoutFilters,
  writeListFilters,
  type ListFilters,
  type ProductKind,
  type ProductSort,
} from './list-filters.ts';
import { Button, Checkbox, Input, LinkButton, Select } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { KIND_LIST_NAME } from './product-text.ts';
import './catalog.css';

export interface ListFilterControlsProps {
  /** Kinds the page lists; checkboxes are shown when there is more than one. */
  kinds?: readonly ProductKind[];
  /** Offer the price range (default true). */
  price?: boolean;
  /** Offer "In stock only" (default true; pointless for digital kinds). */
  stock?: boolean;
  /** Offer the sort select (default true; search results are ranked instead). */
  sort?: boolean;
}

/**
 * The sort select and filters of a list. Each change is a navigation to the same page with new
 * search parameters (a history entry, so back undoes it); the page's loader turns them into query variables.
 */
export function ListFilterControls({ kinds = ALL_KINDS, price = true, stock = true, sort = true }: ListFilterControlsProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = readListFilters(searchParams, kinds);
  const id = useId();
  // Each change is made to the filters last asked for (a second one while the list still loads keeps the first).
  const apply = (change: (current: ListFilters) => ListFilters) =>
    setSearchParams((current) => writeListFilters(current, change(readListFilters(current, kinds))), { preventScrollReset: true });

  // Phones show the sort and a "Filters" button that opens the rest; wider screens show everything.
  const [open, setOpen] = useState(false);
  const hasFilters = kinds.length > 1 || price || stock;
  const active = filters.kinds.length + (filters.minTaka !== null || filters.maxTaka !== null ? 1 : 0) + (filters.inStock ? 1 : 0);

  const toggleKind = (kind: ProductKind, checked: boolean) =>
    apply((current) => {
      const chosen = new Set(current.kinds);
      if (checked) chosen.add(kind);
      else chosen.delete(kind);
      return { ...current, kinds: kinds.filter((k) => chosen.has(k)) };
    });

  return (
    <div className="shop-filters" role="group" aria-label={t('catalogue.filters')}>
      {sort && (
        <div className="shop-filters__sort">
          <label htmlFor={`${id}-sort`}>{t('catalogue.filters.sortBy')}</label>
          <Select id={`${id}-sort`} value={filters.sort} onChange={(event) => apply((current) => ({ ...current, sort: event.target.value as ProductSort }))}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.sort} value={option.sort}>
                {t(`catalogue.sort.${option.sort}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {hasFilters && (
        <Button variant="outline" className="shop-filters__toggle" aria-expanded={open} aria-controls={`${id}-filters`} onClick={() => setOpen(!open)}>
          {t('catalogue.filters.toggle', { active })}
        </Button>
      )}
      <div className={open ? 'shop-filters__panel shop-filters__panel--open' : 'shop-filters__panel'} id={`${id}-filters`}>
        {kinds.length > 1 && (
          <fieldset className="shop-filters__kinds">
            <legend>{t('catalogue.filters.show')}</legend>
            {kinds.map((kind) => (
              <FilterCheck key={kind} id={`${id}-kind-${kind}`} checked={filters.kinds.includes(kind)} onChange={(checked) => toggleKind(kind, checked)}>
                {t(KIND_LIST_NAME[kind]!)}
              </FilterCheck>
            ))}
          </fieldset>
        )}
        {price && (
          <PriceRange
            // A new URL (back button, "Clear filters") resets what is typed in the boxes.
            key={`${filters.minTaka}-${filters.maxTaka}`}
            id={id}
            minTaka={filters.minTaka}
            maxTaka={filters.maxTaka}
            onApply={(minTaka, maxTaka) => apply((current) => ({ ...current, minTaka, maxTaka }))}
          />
        )}
        {stock && (
          <FilterCheck id={`${id}-stock`} checked={filters.inStock} onChange={(inStock) => apply((current) => ({ ...current, inStock }))}>
            {t('catalogue.filters.inStock')}
          </FilterCheck>
        )}
        {isFiltered(filters) && <ClearFiltersLink variant="link" />}
      </div>
    </div>
  );
}

/** Back to the whole list, in the same order: the next step of an empty filtered list. */
export function ClearFiltersLink({ variant = 'secondary' }: { variant?: 'secondary' | 'link' }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const rest = withoutFilters(searchParams).toString();
  return (
    <LinkButton to={{ search: rest ? `?${rest}` : '' }} variant={variant} preventScrollReset>
      {t('catalogue.filters.clear')}
    </LinkButton>
  );
}

/** A checkbox with its label, the whole row a tap target. */
function FilterCheck({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <span className="shop-filters__check">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <label htmlFor={id}>{children}</label>
    </span>
  );
}

function parseTaka(text: string): number | null | 'invalid' {
  // A Bangla keyboard types Bangla digits (০–৯): read as 0–9.
  const value = text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  if (value === '') return null;
  return /^\d{1,8}$/.test(value) ? Number(value) : 'invalid';
}

function PriceRange({
  id,
  minTaka,
  maxTaka,
  onApply,
}: {
  id: string;
  minTaka: number | null;
  maxTaka: number | null;
  onApply: (minTaka: number | null, maxTaka: number | null) => void;
}) {
  const t = useT();
  const [min, setMin] = useState(minTaka?.toString() ?? '');
  const [max, setMax] = useState(maxTaka?.toString() ?? '');
  const [error, setError] = useState<'whole' | 'order' | null>(null);
  const errorId = `${id}-price-error`;

  const submit = () => {
    const low = parseTaka(min);
    const high = parseTaka(max);
    if (low === 'invalid' || high === 'invalid') return setError('whole');
    if (low !== null && high !== null && low > high) return setError('order');
    setError(null);
    onApply(low, high);
  };
  // Enter in either box applies the range, as a form would. Not a <form>: a navigation started inside a
  // submit event makes React record a pending form action with FormData, which jsdom's tests cannot build.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="shop-filters__price" role="group" aria-label={t('catalogue.price.range')}>
      {(
        [
          ['min', min, setMin],
          ['max', max, setMax],
        ] as const
      ).map(([end, value, setValue]) => (
        <label key={end}>
          <span>{`${t(`catalogue.price.${end}`)} ৳`}</span>
          <Input
            className="shop-filters__number"
            inputMode="numeric"
            aria-label={t(`catalogue.price.${end}Name`)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
      ))}
      <Button size="sm" onClick={submit}>
        {t('catalogue.price.apply')}
      </Button>
      {error && (
        <p className="shop-filters__error" id={errorId} role="alert">
          {t(`catalogue.price.${error}`)}
        </p>
      )}
    </div>
  );
}
