import { useEffect, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OperationType } from 'relay-runtime';
import type { ProductPage_product$key } from '../../__generated__/ProductPage_product.graphql.ts';
import type { ProductKind } from '../../__generated__/ProductViewerQuery.graphql.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { ProductDescription } from './ProductFacts.tsx';
import { ProductHero } from './ProductHero.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { FreeEbookArea } from './FreeEbookArea.tsx';
import { OwnedArea, PurchaseArea, PurchasePending } from './PurchaseArea.tsx';
import { loadProductViewer, ProductViewerContext, WithProductViewer, type ProductViewerRef } from './product-viewer.tsx';

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

/** The per-user query each product page's loader started beside its catalogue query. */
const viewerQueries = new WeakMap<object, ProductViewerRef | null>();

/**
 * The loader of a product page of `kind`: the key (slug or id) is the path parameter `param`.
 * Price and stock change: show what is cached at once, then refresh it. The per-user bits (ownership,
 * the viewer's review, course progress) start at the same time in a small query of their own
 * (product-viewer.tsx), so that the catalogue query is the same for everyone and shared by the cache.
 */
export function productLoader<Q extends ProductRouteQuery>(query: Parameters<typeof queryLoader>[0], kind: ProductKind, param = 'id') {
  const load = queryLoader<Q>(query, (params) => ({ key: params[param] ?? '' }), 'store-and-network');
  return (args: Parameters<typeof load>[0]) => {
    const ref = load(args);
    viewerQueries.set(ref, loadProductViewer(kind, args.params[param] ?? ''));
    return ref;
  };
}

/** The per-user query the route's loader started (null when none), released when the page goes away. */
function useRouteViewer(): ProductViewerRef | null {
  const ref = viewerQueries.get(useLoaderData() as object) ?? null;
  useEffect(() => () => ref?.ref.dispose(), [ref]);
  return ref;
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
  const viewer = useRouteViewer();
  const offer =
    purchase !== undefined ? (
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
    );
  // Only ebooks and courses can be owned: other kinds offer themselves at once.
  const ownable = data.kind === 'EBOOK' || data.kind === 'CONTENT';
  return (
    <ProductViewerContext value={viewer}>
      <article className={`product-page product-page--${data.kind.toLowerCase()}`}>
        <ProductHero
          product={data}
          purchase={
            ownable ? (
              <WithProductViewer pending={<PurchasePending />}>
                {(own) => (own?.viewerOwns ? <OwnedArea kind={data.kind} slug={data.slug} /> : offer)}
              </WithProductViewer>
            ) : (
              offer
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
    </ProductViewerContext>
  );
}
