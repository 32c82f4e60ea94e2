import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql.ts';
import type { ProductReviewsPaginationQuery } from '../../__generated__/ProductReviewsPaginationQuery.graphql.ts';
import { formatDate } from '../../lib/dates.ts';
import { KIND_NOUN, plural } from './product-text.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { Pagination } from '../../components/ui/index.ts';
import { StarRating } from './StarRating.tsx';

/** Reviews shown at first and per "More reviews". */
export const REVIEWS_PAGE_SIZE = 10;

/** A product's reviews: the average rating, the viewer's own review or the form to write one, and the approved reviews. */
export function ProductReviews({ product }: { product: ProductReviews_product$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProductReviewsPaginationQuery, ProductReviews_product$key>(
    graphql`
      fragment ProductReviews_product on Product
      @refetchable(queryName: "ProductReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        kind
        rating {
          average
          count
        }
        viewerReview {
          id
          status
        }
        reviews(first: $count, after: $cursor) @connection(key: "ProductReviews_reviews") {
          edges {
            node {
              id
              rating
              body
              authorName
              createdAt
            }
          }
        }
        ...ReviewForm_product
      }
    `,
    product,
  );
  // The viewer's review leaves the approved list while an edit of it waits for moderation.
  const hidden = data.viewerReview && data.viewerReview.status !== 'APPROVED' ? data.viewerReview.id : null;
  const reviews = data.reviews.edges.map((edge) => edge.node).filter((review) => review.id !== hidden);
  const { average, count } = data.rating;
  return (
    <section className="product-section product-reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {count > 0 && average != null ? (
        <div className="rating-summary">
          <span className="rating-summary__average">{average.toFixed(1)}</span>
          <StarRating rating={average} size="large" />
          <span className="rating-summary__count">{plural(count, 'review')}</span>
        </div>
      ) : (
        <p className="product-reviews__none">No reviews yet. Be the first to review this {KIND_NOUN[data.kind] ?? 'product'}.</p>
      )}
      <ReviewForm product={data} />
      {reviews.length > 0 && (
        <ul className="review-list" aria-label="Customer reviews">
          {reviews.map((review) => (
            <li key={review.id} className="review">
              <div className="review__head">
                <StarRating rating={review.rating} size="small" />
                <span className="review__author">{review.authorName}</span>
                <time className="review__date" dateTime={review.createdAt}>
                  {formatDate(review.createdAt)}
                </time>
              </div>
              {review.body && <p className="review__body">{review.body}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(REVIEWS_PAGE_SIZE)} label="More reviews" className="product-reviews__more" />
    </section>
  );
}
