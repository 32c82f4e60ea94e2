import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductAdminFrame_product$key } from '../../__generated__/ProductAdminFrame_product.graphql.ts';
import { buttonClassName } from '../../components/ui/index.ts';
import { AdminPage, type AdminSubnavLinks } from './AdminPageHeader.tsx';
import { PublishedBadge } from './PublishedBadge.tsx';

interface ProductAdminFrameProps {
  product: ProductAdminFrame_product$key;
  /** The list the product belongs to, as the breadcrumb (e.g. { to: '/admin/bundles', label: 'Bundles' }). */
  list: { to: string; label: string };
  /** The tab's name, for the document title ("Details" shows the bare title). */
  tab: string;
  /** The product's screens as tabs, with their name (e.g. "Bundle"); none when it has one screen. */
  subnav?: AdminSubnavLinks;
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
  return (
    <AdminPage
      headTitle={tab === 'Details' ? product.title : `${tab} · ${product.title}`}
      breadcrumb={[list]}
      title={product.title}
      actions={
        <>
          <PublishedBadge published={product.published} />
          {product.published && (
            <a href={product.path} className={buttonClassName({ size: 'sm' })} target="_blank" rel="noreferrer">
              View in shop
            </a>
          )}
        </>
      }
      intro={intro}
      subnav={subnav}
    >
      {children}
    </AdminPage>
  );
}
