import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import type { ProductPage_product$key } from '../../__generated__/ProductPage_product.graphql.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { ProductDescription } from './ProductFacts.tsx';
import { ProductHero } from './ProductHero.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { FreeEbookArea } from './FreeEbookArea.tsx';
import { OwnedArea, PurchaseArea } from './PurchaseArea.tsx';

/**
 * A product page's query: `product(kind: …, key: $key)` answering `QueryProductSuccess` with the
 * product in `data`, or an error. Each page has its own query (its kind's fragments) of this shape.
 */
interface ProductRouteQuery extends OperationType {
  variables: { key: string };
  response: {
    readonly product: { readonly __typename: 'QueryProductSuccess'; readonly data: { readonly __typename: string } } | { readonly __typename: '%other' };
  };
}

type FoundProduct<Q extends ProductRouteQuery> = Extract<Q['response']['product'], { __typename: 'QueryProductSuccess' }>['data'];

/**
 * The loader of a product page: the key (slug or id) is the path parameter `param`.
 * Price, stock and the viewer's own review change: show what is cached at once, then refresh it.
 */
export function productLoader<Q extends ProductRouteQuery>(query: Parameters<typeof queryLoader>[0], param = 'id') {
  return queryLoader<Q>(query, (params) => ({ key: params[param] ?? '' }), 'store-and-network');
}

/** The product the route's query found, or null (show the 404 view) when there is none of type `typename`. */
export function useRouteProduct<Q extends ProductRouteQuery>(query: Parameters<typeof queryLoader>[0], typename: string): FoundProduct<Q> | null {
  const { product } = useRouteQuery<Q>(query);
  if (product.__typename !== 'QueryProductSuccess') return null;
  const found = (product as Extract<Q['response']['product'], { __typename: 'QueryProductSuccess' }>).data;
  return found.__typename === typename ? found : null;
}

interface ProductPageProps {
  product: ProductPage_product$key;
  /** Kind-specific facts under the price (see ProductHero). */
  facts?: ReactNode;
  /** Replaces the default purchase area (one unit of the product to the cart); null for none. */
  purchase?: ReactNode;
  /** The description's heading, e.g. "About this book". */
  descriptionHeading?: string;
  /** Sections between the hero and the description. */
  lead?: ReactNode;
  /** Sections between the description and the reviews. */
  children?: ReactNode;
}

/** A product page: the hero with its facts and purchase area, the description, the kind's sections and the reviews. */
export function ProductPage({ product, facts, purchase, descriptionHeading, lead, children }: ProductPageProps) {
  const data = useFragment(
    graphql`
      fragment ProductPage_product on Product {
        id
        kind
        title
        description
        slug
        inStock
        viewerOwns
        cover {
          url
        }
        price {
          amount
        }
        ...ProductHero_product
        ...ProductReviews_product
      }
    `,
    product,
  );
  usePageHead({ title: data.title });
  return (
    <article className={`product-page product-page--${data.kind.toLowerCase()}`}>
      <ProductHero
        product={data}
        purchase={
          data.viewerOwns ? (
            <OwnedArea kind={data.kind} slug={data.slug} />
          ) : purchase !== undefined ? (
            purchase
          ) : data.kind === 'EBOOK' && data.price.amount === 0 ? (
            <FreeEbookArea productId={data.id} />
          ) : (
            <PurchaseArea
              productId={data.id}
              kind={data.kind}
              price={data.price.amount}
              available={data.inStock}
              waiting={{ title: data.title, coverUrl: data.cover?.url ?? null }}
            />
          )
        }
      >
        {facts}
      </ProductHero>
      {lead}
      <ProductDescription text={data.description} heading={descriptionHeading} />
      {children}
      <ProductReviews product={data} />
    </article>
  );
}
