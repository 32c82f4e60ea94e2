import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductAdminRow_product$key } from '../../__generated__/ProductAdminRow_product.graphql.ts';
import { Badge, buttonClassName, Checkbox, LinkButton, type TableColumn } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { adminProductPath } from './admin-paths.ts';
import { PublishedBadge } from './PublishedBadge.tsx';

/** At or below this many units a physical product is shown as running low (the server's lowStock filter). */
export const LOW_STOCK_THRESHOLD = 5;

/** The columns of the staff product table, after the selection box. */
export const PRODUCT_COLUMNS: readonly TableColumn[] = [
  { label: 'Cover', hidden: true, className: 'product-table__cover' },
  { label: 'Title' },
  { label: 'Section', className: 'ui-table__optional' },
  { label: 'Price', numeric: true },
  { label: 'Stock', numeric: true },
  { label: 'Status' },
  { label: 'Updated', className: 'ui-table__optional' },
  { label: 'Actions', hidden: true },
];

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
    <tr data-state={selected ? 'selected' : undefined}>
      <td className="product-table__select">
        <Checkbox checked={selected} aria-label={`Select ${product.title}`} onCheckedChange={(state) => onSelect(state === true)} />
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
        {product.subtitle && <span className="ui-table__muted">{product.subtitle}</span>}
        {product.authors.length > 0 && <span className="ui-table__muted">{product.authors.map((author) => author.name).join(', ')}</span>}
      </td>
      <td className="ui-table__optional">{product.section?.name ?? '—'}</td>
      <td className="ui-table__number">
        {product.price.formatted}
        {product.compareAtPrice && <s className="ui-table__muted"> {product.compareAtPrice.formatted}</s>}
      </td>
      <td className="ui-table__number">
        {product.digital ? (
          '—'
        ) : (
          <>
            {product.stock}
            {low && (
              <Badge tone="danger" className="product-table__low">
                Low
              </Badge>
            )}
          </>
        )}
      </td>
      <td>
        <PublishedBadge published={product.published} />
      </td>
      <td className="ui-table__optional ui-table__nowrap">{formatDate(product.updatedAt)}</td>
      <td className="ui-table__actions">
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
