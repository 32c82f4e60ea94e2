/**
 * The page of a printed book (/book/…) or an ebook (/ebook/…): the product page with its facts
 * (BookFacts or EbookFacts), its sample or free preview pages and its reviews; 404 when there is no
 * such book. Each of the two routes has its own query (its kind and its facts, which cannot share one
 * selection: a book's pageCount may be null, an ebook's may not), of one shape:
 * `product(kind: BOOK, key: $key) { ...bookPageRoute_result @relay(mask: false) ... on QueryProductSuccess { data { ...BookFacts_book @alias(as: "facts") } } }`.
 */
import { graphql } from 'react-relay';
import type { ReactNode } from 'react';
import type { FragmentRefs, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ProductPage, productLoader, useRouteProduct } from '../features/catalog/ProductPage.tsx';
import { SamplePages } from '../features/catalog/SamplePages.tsx';
import { useT } from '../i18n/i18n.ts';
import { NotFound } from './NotFoundPage.tsx';

graphql`
  fragment bookPageRoute_result on QueryProductResult {
    __typename
    ... on QueryProductSuccess {
      data {
        __typename
        ...ProductPage_product
        ...SamplePages_product
      }
    }
  }
`;

/** A book route's query (see above): the found product with the page's fragments, and the kind's `facts`. */
interface BookRouteQuery extends OperationType {
  variables: { key: string };
  response: {
    readonly product:
      | {
          readonly __typename: 'QueryProductSuccess';
          readonly data: { readonly __typename: string; readonly facts?: unknown; readonly ' $fragmentSpreads': FragmentRefs<'ProductPage_product' | 'SamplePages_product'> };
        }
      | { readonly __typename: '%other' };
  };
}

type FactsOf<Q extends BookRouteQuery> = NonNullable<Extract<Q['response']['product'], { __typename: 'QueryProductSuccess' }>['data']['facts']>;

/**
 * The route module of a printed book (`Book`) or an ebook (`Ebook`) page: its query and how it shows
 * the kind's facts (their fragment reference, `facts`).
 */
export function bookPageRoute<Q extends BookRouteQuery>(query: GraphQLTaggedNode, typename: 'Book' | 'Ebook', showFacts: (facts: FactsOf<Q>) => ReactNode) {
  function BookPage() {
    const product = useRouteProduct<Q>(query, typename);
    const t = useT();
    if (!product) return <NotFound />;
    return (
      <ProductPage product={product} facts={product.facts ? showFacts(product.facts as FactsOf<Q>) : null} descriptionHeading={t(typename === 'Book' ? 'product.about.book' : 'product.about.ebook')}>
        <SamplePages product={product} />
      </ProductPage>
    );
  }
  return { Component: BookPage, loader: productLoader<Q>(query, typename === 'Book' ? 'BOOK' : 'EBOOK') };
}
