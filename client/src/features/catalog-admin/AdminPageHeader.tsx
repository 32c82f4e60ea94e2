import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import './catalog-admin.css';

interface AdminPageHeaderProps {
  title: ReactNode;
  /** Buttons or links beside the title (e.g. "New book"). */
  actions?: ReactNode;
  /** A sentence or two under the title: what this screen is for. */
  intro?: ReactNode;
  /** Links above the title, e.g. Books › Title. */
  breadcrumb?: readonly { to: string; label: string }[];
}

/** The top of a back-office screen: breadcrumb, title (h1), actions and intro. */
export function AdminPageHeader({ title, actions, intro, breadcrumb }: AdminPageHeaderProps) {
  return (
    <>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb" className="breadcrumb">
          {breadcrumb.map((crumb, index) => (
            <span key={crumb.to}>
              {index > 0 && ' › '}
              <NavLink to={crumb.to} end>
                {crumb.label}
              </NavLink>
            </span>
          ))}
        </nav>
      )}
      <div className="admin-page__header">
        <h1>{title}</h1>
        {actions && <div className="admin-page__header-actions">{actions}</div>}
      </div>
      {intro && <p className="admin-page__intro">{intro}</p>}
    </>
  );
}

/** Tabs of one thing's screens (e.g. a book: Details, Demo pages, Pages, Reviews, Sales) as links. */
export function AdminSubnav({ label, links }: { label: string; links: readonly { to: string; label: string; end?: boolean }[] }) {
  return (
    <nav aria-label={label} className="subnav">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end ?? true}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
