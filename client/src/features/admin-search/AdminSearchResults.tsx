import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AdminSearchResults_result$key } from '../../__generated__/AdminSearchResults_result.graphql.ts';
import { Badge, EmptyState } from '../../components/ui/index.ts';
import { adminProductPath } from '../catalog-admin/admin-paths.ts';
import { PublishedBadge } from '../catalog-admin/PublishedBadge.tsx';
import './AdminSearchResults.css';

/** The product kinds in the order their groups show, with their group headings. */
const KIND_GROUPS = [
  ['BOOK', 'Books'],
  ['EBOOK', 'Ebooks'],
  ['STATIONERY', 'Stationery'],
  ['BUNDLE', 'Bundles'],
  ['CONTENT', 'Courses'],
] as const;

/** Where a user found by the staff search opens: the users list searched for them. */
export function adminUserPath(user: { name: string; phone?: string | null; email?: string | null }): string {
  return `/admin/users?${new URLSearchParams({ q: user.phone || user.email || user.name })}`;
}

/**
 * The staff search's matches, grouped: products by kind (each links to its edit screen), then
 * users (each links to the users list searched for them). Says so when nothing matches.
 */
export function AdminSearchResults({ result: key, text }: { result: AdminSearchResults_result$key; text: string }) {
  const result = useFragment(
    graphql`
      fragment AdminSearchResults_result on AdminSearchResult {
        products {
          id
          kind
          title
          subtitle
          published
          price {
            formatted
          }
        }
        users {
          id
          name
          phone
          email
          roles
        }
      }
    `,
    key,
  );
  const { products, users } = result;
  if (products.length === 0 && users.length === 0) {
    return (
      <div role="status">
        <EmptyState titleAs="p" title={`No results for “${text}”.`} description="Try part of a title, an author, an ISBN, a name, a phone number or an email." />
      </div>
    );
  }
  return (
    <>
      <p className="admin-search__muted" role="status">
        {products.length} product{products.length === 1 ? '' : 's'} and {users.length} user{users.length === 1 ? '' : 's'} match “{text}”.
      </p>
      <section className="admin-search__group" aria-labelledby="admin-search-products">
        <h2 id="admin-search-products">Products</h2>
        {products.length === 0 && <p className="admin-search__muted">No products match.</p>}
        {KIND_GROUPS.map(([kind, heading]) => {
          const ofKind = products.filter((product) => product.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div key={kind}>
              <h3>{heading}</h3>
              <ul className="admin-search__list" aria-label={heading}>
                {ofKind.map((product) => (
                  <li key={product.id} className="admin-search__item">
                    <Link to={adminProductPath(kind, product.id)}>{product.title}</Link>
                    {product.subtitle && <span className="admin-search__muted">{product.subtitle}</span>}
                    <span>{product.price.formatted}</span>
                    <PublishedBadge published={product.published} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      <section className="admin-search__group" aria-labelledby="admin-search-users">
        <h2 id="admin-search-users">Users</h2>
        {users.length === 0 ? (
          <p className="admin-search__muted">No users match.</p>
        ) : (
          <ul className="admin-search__list" aria-label="Users">
            {users.map((user) => (
              <li key={user.id} className="admin-search__item">
                <Link to={adminUserPath(user)}>{user.name}</Link>
                <span className="admin-search__muted">{[user.phone, user.email].filter(Boolean).join(' · ')}</span>
                {user.roles.length > 0 && <Badge>{user.roles.join(', ')}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
