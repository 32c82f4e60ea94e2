import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePageHead } from '../../lib/head.ts';
import './AdminPage.css';

export interface AdminSubnavLinks {
  /** The navigation's name, e.g. "Books area". */
  label: string;
  links: readonly { to: string; label: string; end?: boolean }[];
}

interface AdminPageHeaderProps {
  title: ReactNode;
  /** Buttons or links beside the title (e.g. "New book"). */
  actions?: ReactNode;
  /** A sentence or two under the title: what this screen is for. */
  intro?: ReactNode;
  /** Links above the title, e.g. Books › Title. */
  breadcrumb?: readonly { to: string; label: string }[];
}

interface AdminPageProps extends AdminPageHeaderProps {
  /** The document title (default: the title, when it is text). */
  headTitle?: string;
  /** The screens of the area or thing this one belongs to, as tabs under the header. */
  subnav?: AdminSubnavLinks;
  children: ReactNode;
}

/** A back-office screen: the document title, the header (breadcrumb, h1, actions, intro), its tabs and the content. */
export function AdminPage({ headTitle, subnav, children, ...header }: AdminPageProps) {
  usePageHead({ title: headTitle ?? (typeof header.title === 'string' ? header.title : undefined) });
  return (
    <div className="admin-page">
      <AdminPageHeader {...header} />
      {subnav && <AdminSubnav {...subnav} />}
      {children}
    </div>
  );
}

/** The top of a back-office screen: breadcrumb, title (h1), actions and intro. */
export function AdminPageHeader({ title, actions, intro, breadcrumb }: AdminPageHeaderProps) {
  return (
    <>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb" className="admin-page__breadcrumb">
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
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {intro && <p className="admin-page__intro">{intro}</p>}
    </>
  );
}

/** Tabs of one thing's screens (e.g. a book: Details, Demo pages, Pages, Reviews, Sales) as links. */
export function AdminSubnav({ label, links }: AdminSubnavLinks) {
  return (
    <nav aria-label={label} className="admin-page__subnav">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end ?? true}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
