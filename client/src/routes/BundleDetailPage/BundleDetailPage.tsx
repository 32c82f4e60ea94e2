import { graphql } from 'react-relay';
import type { BundleDetailPageQuery } from '../../__generated__/BundleDetailPageQuery.graphql.ts';
import { BundleContents } from '../../features/catalog/BundleContents.tsx';
import { ProductPage, productLoader, useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { useT } from '../../i18n/i18n.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query BundleDetailPageQuery($key: String!) {
    product(kind: BUNDLE, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ...ProductPage_product
          ...BundleContents_bundle @alias(as: "bundle")
        }
      }
    }
  }
`;

export const loader = productLoader<BundleDetailPageQuery>(query, 'BUNDLE', 'slug');

/** /bundle/{slug}: a bundle's items with quantities and what it saves; 404 when there is no such bundle. */
export function Component() {
  const bundle = useRouteProduct<BundleDetailPageQuery>(query, 'Bundle');
  const t = useT();
  if (!bundle) return <NotFound />;
  return (
    <ProductPage product={bundle} lead={bundle.bundle && <BundleContents bundle={bundle.bundle} />} descriptionHeading={t('product.about.bundle')} />
  );
}
