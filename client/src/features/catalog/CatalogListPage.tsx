import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { ListFilterControls, type ListFilterControlsProps } from './ListFilterControls.tsx';
import { ProductGridSkeleton } from './ProductGrid.tsx';
import './catalog.css';

/**
 * What loads with the page's query, in a Suspense boundary keyed by the URL: a changed sort, filter
 * or path parameter mounts a fresh boundary, so the skeleton shows while the new list loads (instead
 * of the old list standing still until the new one arrives).
 */
export function ListSuspense({ children, fallback = <ProductGridSkeleton /> }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Suspense key={pathname + search} fallback={fallback}>
      {children}
    </Suspense>
  );
}

export interface CatalogListPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The filters offered (see ListFilterControls); null for none. */
  filters?: ListFilterControlsProps | null;
  /** The part that reads the page's query (it suspends until the data is there). */
  children: ReactNode;
  /** Where the page sits (Home first, the page itself last). */
  trail?: readonly Crumb[];
  /** Shown above the heading. */
  before?: ReactNode;
  className?: string;
}

/** The frame of a storefront list page: heading, filters, then the list (skeleton while it loads). */
export function CatalogListPage({ title, intro, filters = {}, children, trail, before, className }: CatalogListPageProps) {
  return (
    <div className={className ? `catalog-page ${className}` : 'catalog-page'}>
      {trail && <Breadcrumbs items={trail} />}
      {before}
      <header className="catalog-page__header">
        <h1>{title}</h1>
        {intro && <div className="catalog-page__intro">{intro}</div>}
      </header>
      {filters && <ListFilterControls {...filters} />}
      <ListSuspense>{children}</ListSuspense>
    </div>
  );
}
