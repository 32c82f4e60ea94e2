/**
 * A product page's per-user bits (issue 32 §3): whether the viewer owns the ebook or course, their
 * review, their course progress and which lessons they may open. They come in a small query of their
 * own, started by the route's loader beside the catalogue query, so that the catalogue query (the
 * large one) asks no per-user field and the shared response cache answers it for everyone, signed in
 * or not. A separate query rather than `@defer`: the response cache keys whole operations, and a
 * deferred fragment is still part of its operation, which would then be per-user and never shared.
 */
import { Component, createContext, Suspense, useContext, type ReactNode } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { hasSignedInHint } from '#shared/session-hint.ts';
import type { CourseViewerQuery } from '../../__generated__/CourseViewerQuery.graphql.ts';
import type { ProductViewerQuery, ProductKind } from '../../__generated__/ProductViewerQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';

graphql`
  fragment productViewer_product on Product {
    id
    viewerOwns
    viewerReview {
      id
      status
    }
    ...ReviewForm_product
  }
`;

/** A book's, ebook's, stationery item's or bundle's per-user bits: ownership and the viewer's review. */
export const productViewerQuery = graphql`
  query ProductViewerQuery($kind: ProductKind!, $key: String!) {
    product(kind: $kind, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ...productViewer_product @relay(mask: false)
        }
      }
    }
  }
`;

/**
 * A course's: also the viewer's progress and which lessons they may open, with their bodies. (Its own
 * query: the server caches a customer's ProductViewerQuery for them briefly, which it does not do for
 * lesson bodies and progress.)
 */
export const courseViewerQuery = graphql`
  query CourseViewerQuery($key: String!) {
    product(kind: CONTENT, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ...productViewer_product @relay(mask: false)
          ...CourseOutline_viewer @alias(as: "course")
        }
      }
    }
  }
`;

export type ProductViewerRef = { query: typeof productViewerQuery; ref: PreloadedQuery<ProductViewerQuery> } | { query: typeof courseViewerQuery; ref: PreloadedQuery<CourseViewerQuery> };

/**
 * Starts the per-user query of a product page: when someone may be signed in (the signed-in hint),
 * and for courses also signed out (a free preview lesson's body is a per-user field). Fetched from the
 * network every time: what the store holds may be an earlier visit's or another session's.
 */
export function loadProductViewer(kind: ProductKind, key: string): ProductViewerRef | null {
  if (kind === 'CONTENT') return { query: courseViewerQuery, ref: loadQuery<CourseViewerQuery>(relayEnvironment, courseViewerQuery, { key }, { fetchPolicy: 'network-only' }) };
  if (!hasSignedInHint(document.cookie)) return null;
  return { query: productViewerQuery, ref: loadQuery<ProductViewerQuery>(relayEnvironment, productViewerQuery, { kind, key }, { fetchPolicy: 'network-only' }) };
}

/** The page's per-user query (null: nobody is signed in, nothing to ask). */
export const ProductViewerContext = createContext<ProductViewerRef | null>(null);

type CourseViewer = Extract<CourseViewerQuery['response']['product'], { __typename: 'QueryProductSuccess' }>['data'];
/** The viewer's side of a product (`course` on course pages only). */
export type ProductViewer = Omit<CourseViewer, 'course'> & { readonly course?: CourseViewer['course'] };

/**
 * Renders `children` with the viewer's side of the product (null when nobody is signed in or the
 * product is gone), and `pending` while the per-user query is in flight: a placeholder of the same
 * size, never a guess ("Add to cart" that turns into "Read now").
 */
export function WithProductViewer({ pending, children }: { pending: ReactNode; children: (viewer: ProductViewer | null) => ReactNode }) {
  const ref = useContext(ProductViewerContext);
  if (!ref) return <>{children(null)}</>;
  return (
    <WithoutViewerOnError fallback={children(null)}>
      <Suspense fallback={pending}>
        <ViewerReader viewerRef={ref} render={children} />
      </Suspense>
    </WithoutViewerOnError>
  );
}

// The catalogue stays on the screen when the per-user query fails: the page shows what a signed-out
// shopper sees there (the server still refuses to sell an owned ebook twice), not the error view.
class WithoutViewerOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The per-user part of the product page could not load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ViewerReader({ viewerRef, render }: { viewerRef: ProductViewerRef; render: (viewer: ProductViewer | null) => ReactNode }) {
  // Either query: both answer `product` with the viewer's side in `data` (the page's kind never changes).
  const { product } = usePreloadedQuery<CourseViewerQuery>(viewerRef.query, viewerRef.ref as PreloadedQuery<CourseViewerQuery>);
  return <>{render(product.__typename === 'QueryProductSuccess' ? (product as Extract<typeof product, { __typename: 'QueryProductSuccess' }>).data : null)}</>;
}
