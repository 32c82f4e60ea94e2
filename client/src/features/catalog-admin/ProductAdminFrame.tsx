import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductAdminFrame_product$key } from '../../__generated__/ProductAdminFrame_product.graphql.ts';
import { usePageHead } from '../../lib/head.ts';
import { AdminPageHeader, AdminSubnav } from './AdminPageHeader.tsx';
import { buttonClassName } from '../../components/ui/index.ts';

interface ProductAdminFrameProps {
  product: ProductAdminFrame_product$key;
  /** The list the product belongs to, as the breadcrumb (e.g. { to: '/admin/bundles', label: 'Bundles' }). */
  list: { to: string; label: string };
  /** The tab's name, for the document title ("Details" shows the bare title). */
  tab: string;
  /** The product's screens as tabs, with their name (e.g. "Bundle"); none when it has one screen. */
  subnav?: { label: string; links: readonly { to: string; label: string }[] };
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of one product's staff screens (any kind): breadcrumb, the title as h1, its status, a shop link and tabs. */
export function ProductAdminFrame({ product: key, list, tab, subnav, intro, children }: ProductAdminFrameProps) {
  const product = useFragment(
    graphql`
      fragment ProductAdminFrame_product on Product {
        id
        title
        published
        path
      }
    `,
    key,
  );
  usePageHead({ title: tab === 'Details' ? product.title : `${tab} · ${product.title}` });
  return (
    <div className="admin-page">
      <AdminPageHeader
        breadcrumb={[list]}
        title={product.title}
        actions={
          <>
            <span className={product.published ? 'status status--published' : 'status status--draft'}>
              {product.published ? 'Published' : 'Unpublished'}
            </span>
            {product.published && (
              <a href={product.path} className={buttonClassName({ size: 'sm' })} target="_blank" rel="noreferrer">
                View in shop
              </a>
            )}
          </>
        }
        intro={intro}
      />
      {subnav && <AdminSubnav label={subnav.label} links={subnav.links} />}
      {children}
    </div>
  );
}
