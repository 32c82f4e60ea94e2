import { useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { ReviewModerationList_query$key } from '../../__generated__/ReviewModerationList_query.graphql.ts';
import type { ReviewModerationListPaginationQuery, ReviewStatus } from '../../__generated__/ReviewModerationListPaginationQuery.graphql.ts';
import type { ReviewModerationListItem_review$key } from '../../__generated__/ReviewModerationListItem_review.graphql.ts';
import type { ReviewModerationListModerateReviewMutation } from '../../__generated__/ReviewModerationListModerateReviewMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, EmptyState, Pagination, Tabs } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import './ReviewModerationList.css';

const PAGE_SIZE = 20;

const STATUSES: readonly { status: ReviewStatus; label: string; empty: string }[] = [
  { status: 'PENDING', label: 'Pending', empty: 'No reviews are waiting for moderation.' },
  { status: 'APPROVED', label: 'Approved', empty: 'No approved reviews.' },
  { status: 'REJECTED', label: 'Rejected', empty: 'No rejected reviews.' },
];

const moderateMutation = graphql`
  mutation ReviewModerationListModerateReviewMutation($input: ModerateReviewInput!) {
    moderateReview(input: $input) {
      __typename
      ... on MutationModerateReviewSuccess {
        data {
          review {
            id
            status
          }
          product {
            id
            rating {
              average
              count
            }
          }
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

interface ReviewModerationListProps {
  /** A query with `...ReviewModerationList_query @arguments(productId: …)`. */
  query: ReviewModerationList_query$key;
  /** Whether each review names its product (lists across products). */
  showProduct?: boolean;
}

/**
 * Reviews to moderate, one status at a time (tabs: Pending, Approved, Rejected), newest first, with
 * Approve / Reject. A moderated review leaves the tab it was in.
 */
export function ReviewModerationList({ query, showProduct = false }: ReviewModerationListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ReviewModerationListPaginationQuery,
    ReviewModerationList_query$key
  >(
    graphql`
      fragment ReviewModerationList_query on Query
      @refetchable(queryName: "ReviewModerationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        productId: { type: "ID" }
        status: { type: "ReviewStatus", defaultValue: PENDING }
      ) {
        reviewsForModeration(first: $count, after: $cursor, productId: $productId, status: $status)
          @connection(key: "ReviewModerationList_reviewsForModeration") {
          totalCount
          edges {
            node {
              id
              status
              ...ReviewModerationListItem_review
            }
          }
        }
      }
    `,
    query,
  );
  const [status, setStatus] = useState<ReviewStatus>('PENDING');
  const [switching, startSwitch] = useTransition();
  const current = STATUSES.find((entry) => entry.status === status)!;

  const choose = (next: ReviewStatus) => {
    if (next === status) return;
    setStatus(next);
    startSwitch(() => {
      refetch({ status: next, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
    });
  };

  // Reviews moderated into another status stay in the store's list until it is fetched again: hide them.
  const reviews = data.reviewsForModeration.edges.filter(({ node }) => node.status === status);
  const moved = data.reviewsForModeration.edges.length - reviews.length;
  const total = Math.max(0, data.reviewsForModeration.totalCount - moved);

  return (
    <Tabs
      label="Review status"
      value={status}
      onValueChange={(next) => choose(next as ReviewStatus)}
      tabs={STATUSES.map((entry) => ({
        value: entry.status,
        label: entry.label,
        // Only the chosen tab's panel is drawn: the list is that status's.
        content: entry.status === status && (
          <div aria-busy={switching}>
            {switching ? (
              <p role="status">Loading…</p>
            ) : reviews.length === 0 ? (
              <EmptyState titleAs="p" title={current.empty} />
            ) : (
              <>
                <p className="review-list__count">
                  {total} {current.label.toLowerCase()} review{total === 1 ? '' : 's'}
                </p>
                <ul className="review-list">
                  {reviews.map(({ node }) => (
                    <ReviewModerationListItem key={node.id} review={node} showProduct={showProduct} />
                  ))}
                </ul>
                <Pagination hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
              </>
            )}
          </div>
        ),
      }))}
    />
  );
}

function ReviewModerationListItem({ review: key, showProduct }: { review: ReviewModerationListItem_review$key; showProduct: boolean }) {
  const review = useFragment(
    graphql`
      fragment ReviewModerationListItem_review on Review {
        id
        rating
        body
        status
        createdAt
        authorName
        product {
          title
          path
        }
      }
    `,
    key,
  );
  const [moderate, busy] = useMutationPromise<ReviewModerationListModerateReviewMutation>(moderateMutation);
  const run = async (next: ReviewStatus) => {
    const verb = next === 'APPROVED' ? 'approve' : 'reject';
    const title = `Could not ${verb} the review`;
    try {
      const { moderateReview: result } = await moderate({ input: { reviewId: review.id, status: next } });
      const failure = failureToast(result, 'MutationModerateReviewSuccess', title);
      toast(failure ?? { title: next === 'APPROVED' ? 'Review approved' : 'Review rejected', description: `${review.authorName}’s review of ${review.product.title}` });
    } catch (error) {
      toast(errorToast(error as Error, title));
    }
  };
  return (
    <li className="review-card" aria-label={`Review by ${review.authorName}`}>
      <div className="review-card__meta">
        <span className="review-card__rating" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(Math.max(0, 5 - review.rating))}
        </span>
        <span>{review.authorName}</span>
        <span>{formatDate(review.createdAt)}</span>
        {showProduct && (
          <a href={review.product.path} target="_blank" rel="noreferrer">
            {review.product.title}
          </a>
        )}
      </div>
      <p className="review-card__body">{review.body || <span className="review-card__none">(No text, rating only)</span>}</p>
      <div className="review-card__actions">
        {review.status !== 'APPROVED' && (
          <Button variant="primary" size="sm" disabled={busy} onClick={() => void run('APPROVED')}>
            Approve
          </Button>
        )}
        {review.status !== 'REJECTED' && (
          <Button size="sm" disabled={busy} onClick={() => void run('REJECTED')}>
            Reject
          </Button>
        )}
      </div>
    </li>
  );
}
