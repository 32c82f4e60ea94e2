import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: string;
}

/**
 * Where a page sits in the shop: a navigation landmark named "Breadcrumb" holding an ordered list,
 * the current page last with aria-current="page". The list carries schema.org BreadcrumbList
 * microdata, so search engines show the trail instead of the bare address.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('catalogue.crumbs')} className="breadcrumbs">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((crumb, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
              {crumb.to && !current ? (
                <Link to={crumb.to} itemProp="item">
                  <span itemProp="name">{crumb.label}</span>
                </Link>
              ) : (
                <span itemProp="name" aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
