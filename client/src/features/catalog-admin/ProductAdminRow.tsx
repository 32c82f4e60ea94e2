import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductAdminRow_product$key } from '../../__generated__/ProductAdminRow_product.graphql.ts';
import { formatDate } from '../../lib/dates.ts';
import { adminProductPath } from './admin-paths.ts';
import { buttonClassName, LinkButton } from '../../components/ui/index.ts';

/** At or below this many units a physical product is shown as running low (the server's lowStock filter). */
export const LOW_STOCK_THRESHOLD = 5;

/** The columns of the staff product table, after the selection box. */
export const PRODUCT_COLUMNS = ['Cover', 'Title', 'Section', 'Price', 'Stock', 'Status', 'Updated', 'Actions'] as const;

interface ProductAdminRowProps {
  product: ProductAdminRow_product$key;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The edit screen of the product (default: its kind's admin screen). */
  editPath?: (product: { id: string; kind: string }) => string;
}

/** One product in a staff list: selection box, cover, title with authors, price, stock, status and links. */
export function ProductAdminRow({ product: key, selected, onSelect, editPath = (p) => adminProductPath(p.kind, p.id) }: ProductAdminRowProps) {
  const product = useFragment(
    graphql`
      fragment ProductAdminRow_product on Product {
        id
        kind
        title
        subtitle
        path
        published
        digital
        stock
        updatedAt
        price {
          formatted
        }
        compareAtPrice {
          formatted
        }
        cover {
          url
          alt
        }
        section {
          name
        }
        authors {
          id
          name
        }
      }
    `,
    key,
  );
  const low = !product.digital && product.stock <= LOW_STOCK_THRESHOLD;
  const edit = editPath(product);
  return (
    <tr className={selected ? 'data-table__row data-table__row--selected' : 'data-table__row'}>
      <td className="product-table__select">
        <input type="checkbox" checked={selected} aria-label={`Select ${product.title}`} onChange={(event) => onSelect(event.currentTarget.checked)} />
      </td>
      <td className="product-table__cover">
        {product.cover ? (
          <img src={product.cover.url} alt="" width={40} height={60} loading="lazy" decoding="async" />
        ) : (
          <span className="product-table__no-cover" aria-label="No cover" />
        )}
      </td>
      <td className="product-table__title">
        <Link to={edit}>{product.title}</Link>
        {product.subtitle && <span className="product-table__subtitle">{product.subtitle}</span>}
        {product.authors.length > 0 && (
          <span className="product-table__authors">{product.authors.map((author) => author.name).join(', ')}</span>
        )}
      </td>
      <td className="product-table__optional">{product.section?.name ?? '—'}</td>
      <td className="product-table__number">
        {product.price.formatted}
        {product.compareAtPrice && <s className="product-table__was"> {product.compareAtPrice.formatted}</s>}
      </td>
      <td className="product-table__number">
        {product.digital ? (
          '—'
        ) : (
          <span className={low ? 'stock stock--low' : 'stock'}>
            {product.stock}
            {low && <span className="badge badge--warning"> Low</span>}
          </span>
        )}
      </td>
      <td>
        <span className={product.published ? 'status status--published' : 'status status--draft'}>
          {product.published ? 'Published' : 'Unpublished'}
        </span>
      </td>
      <td className="product-table__optional">{formatDate(product.updatedAt)}</td>
      <td className="product-table__actions">
        <LinkButton size="sm" to={edit} aria-label={`Edit ${product.title}`}>
          Edit
        </LinkButton>
        {product.published && (
          <a href={product.path} className={buttonClassName({ size: 'sm' })} aria-label={`View ${product.title} in the shop`} target="_blank" rel="noreferrer">
            View
          </a>
        )}
      </td>
    </tr>
  );
}
