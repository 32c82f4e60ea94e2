import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql.ts';
import type { ProductReviewsPaginationQuery } from '../../__generated__/ProductReviewsPaginationQuery.graphql.ts';
import { formatDate } from '#shared/i18n/format.ts';
import { formatRating } from './product-text.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { Pagination } from '../../components/ui/index.ts';
import { StarRating } from './StarRating.tsx';
import { WithProductViewer } from './product-viewer.tsx';

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
      }
    `,
    product,
  );
  const t = useT();
  const locale = useLocale();
  const all = data.reviews.edges.map((edge) => edge.node);
  const { average, count } = data.rating;
  return (
    <section className="product-section product-reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('product.reviews')}</h2>
      {count > 0 && average != null ? (
        <div className="rating-summary">
          <span className="rating-summary__average">{formatRating(average, locale)}</span>
          <StarRating rating={average} size="large" />
          <span className="rating-summary__count">{t('product.reviews.count', { count })}</span>
        </div>
      ) : (
        <p className="product-reviews__none">{t(NO_REVIEWS[data.kind] ?? 'product.reviews.none.other')}</p>
      )}
      {/* The viewer's own review and the form come from the page's per-user query (product-viewer.tsx). */}
      <WithProductViewer pending={<ReviewList reviews={all} />}>
        {(viewer) => {
          // The viewer's review leaves the approved list while an edit of it waits for moderation.
          const own = viewer?.viewerReview;
          const hidden = own && own.status !== 'APPROVED' ? own.id : null;
          return (
            <>
              <ReviewForm product={viewer} />
              <ReviewList reviews={all.filter((review) => review.id !== hidden)} />
            </>
          );
        }}
      </WithProductViewer>
      <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(REVIEWS_PAGE_SIZE)} label={t('product.reviews.more')} loadingLabel={t('catalogue.list.loading')} className="product-reviews__more" />
    </section>
  );
}

interface ReviewItem {
  readonly id: string;
  readonly rating: number;
  readonly body: string | null | undefined;
  readonly authorName: string;
  readonly createdAt: string;
}

const NO_REVIEWS: Record<string, MessageId | undefined> = {
  BOOK: 'product.reviews.none.BOOK',
  EBOOK: 'product.reviews.none.EBOOK',
  STATIONERY: 'product.reviews.none.STATIONERY',
  BUNDLE: 'product.reviews.none.BUNDLE',
  CONTENT: 'product.reviews.none.CONTENT',
};

function ReviewList({ reviews }: { reviews: readonly ReviewItem[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {reviews.length > 0 && (
        <ul className="review-list" aria-label={t('product.reviews.list')}>
          {reviews.map((review) => (
            <li key={review.id} className="review">
              <div className="review__head">
                <StarRating rating={review.rating} size="small" />
                <span className="review__author">{review.authorName}</span>
                <time className="review__date" dateTime={review.createdAt}>
                  {formatDate(new Date(review.createdAt), locale)}
                </time>
              </div>
              {review.body && <p className="review__body">{review.body}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
