import { graphql, usePaginationFragment } from 'react-relay';
import { LinkButton } from '../../components/ui/index.ts';
import type { AuthorProducts_author$key } from '../../__generated__/AuthorProducts_author.graphql.ts';
import type { AuthorProductsPaginationQuery } from '../../__generated__/AuthorProductsPaginationQuery.graphql.ts';
import { useT } from '../../i18n/i18n.ts';
import { PagedProductGrid } from './ProductList.tsx';

/** An author's published products in the chosen order, with "Load more". */
export function AuthorProducts({ author }: { author: AuthorProducts_author$key }) {
  const { data, ...paging } = usePaginationFragment<AuthorProductsPaginationQuery, AuthorProducts_author$key>(
    graphql`
      fragment AuthorProducts_author on Author
      @refetchable(queryName: "AuthorProductsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        sort: { type: "ProductSort", defaultValue: NEWEST }
      ) {
        name
        products(first: $count, after: $cursor, sort: $sort) @connection(key: "AuthorProducts_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    author,
  );
  const t = useT();
  return (
    <PagedProductGrid
      connection={data.products}
      paging={paging}
      empty={{
        title: t('product.author.empty', { name: data.name }),
        titleAs: 'h3',
        description: t('product.author.emptyText'),
        action: <LinkButton to="/">{t('product.browseBooks')}</LinkButton>,
      }}
      label={t('product.author.products', { name: data.name })}
    />
  );
}
