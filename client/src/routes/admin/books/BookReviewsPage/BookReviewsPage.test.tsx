import { screen, within } from '@testing-library/react';
import { connection, gid, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const BOOK = { __typename: 'Book', __isProduct: 'Book', id: gid('Book', 4), title: 'Physics 1st Paper', published: true, path: '/book/physics' };

function review(n: number, status = 'PENDING', overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Review',
    id: gid('Review', n),
    rating: 4,
    body: `Review text ${n}`,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    authorName: `Reader ${n}`,
    product: { ...BOOK, __isProduct: 'Book' },
    ...overrides,
  };
}

async function openReviews(reviews = [review(1), review(2)]) {
  return openRoute(mockEnvironment, `/admin/books/${uuid(4)}/reviews`, {
    query: 'BookReviewsPageQuery',
    data: {
      product: { __typename: 'QueryProductSuccess', data: BOOK },
      reviewsForModeration: connection(reviews),
    },
    heading: 'Physics 1st Paper',
  });
}

describe("a book's reviews", () => {
  it("asks for this book's pending reviews and approves one", async () => {
    const { query, user } = await openReviews();
    expect(query.request.variables).toEqual({ key: uuid(4), productId: gid('Book', 4) });
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 pending reviews')).toBeInTheDocument();
    const first = within(screen.getByRole('listitem', { name: 'Review by Reader 1' }));
    expect(first.getByText('Review text 1')).toBeInTheDocument();
    expect(first.getByLabelText('4 out of 5 stars')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Approve' }));
    const mutation = await resolveOperation(mockEnvironment, 'ReviewModerationListModerateReviewMutation', {
      moderateReview: {
        __typename: 'MutationModerateReviewSuccess',
        data: {
          review: { __typename: 'Review', id: gid('Review', 1), status: 'APPROVED' },
          product: { __typename: 'Book', __isProduct: 'Book', id: BOOK.id, rating: { average: 4, count: 1 } },
        },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { reviewId: gid('Review', 1), status: 'APPROVED' } });
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    // It has left the pending tab.
    expect(screen.queryByRole('listitem', { name: 'Review by Reader 1' })).not.toBeInTheDocument();
    expect(screen.getByText('1 pending review')).toBeInTheDocument();
  });

  it('rejects a review, and shows a refusal as an error', async () => {
    const { user } = await openReviews([review(3)]);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const mutation = await resolveOperation(mockEnvironment, 'ReviewModerationListModerateReviewMutation', {
      moderateReview: { __typename: 'NotFoundError', message: 'No such review.' },
    });
    expect(mutation.request.variables).toEqual({ input: { reviewId: gid('Review', 3), status: 'REJECTED' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reject the review');
    expect(alert).toHaveTextContent('No such review.');
    expect(screen.getByRole('listitem', { name: 'Review by Reader 3' })).toBeInTheDocument();
  });

  it('switches status with the tabs, fetching that status for this book', async () => {
    const { user } = await openReviews([]);
    expect(screen.getByText('No reviews are waiting for moderation.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    const refetch = await resolveOperation(mockEnvironment, 'ReviewModerationListPaginationQuery', {
      reviewsForModeration: connection([review(5, 'APPROVED')]),
    });
    expect(refetch.request.variables).toEqual({ count: 20, cursor: null, productId: gid('Book', 4), status: 'APPROVED' });
    const approved = within(await screen.findByRole('listitem', { name: 'Review by Reader 5' }));
    expect(approved.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe("a book's sales", () => {
  it('shows the figures, explaining that orders and revenue come once the shop takes orders', async () => {
    await renderRoute(`/admin/books/${uuid(4)}/sales`, mockEnvironment);
    const query = await resolveOperation(mockEnvironment, 'BookSalesPageQuery', {
      product: { __typename: 'QueryProductSuccess', data: BOOK },
      productSales: { unitsSold: 37, orders: 0, revenue: { amount: 0, formatted: '৳0' } },
    });
    expect(query.request.variables).toEqual({ key: uuid(4), productId: gid('Book', 4) });
    expect(await screen.findByText('Units sold')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('৳0')).toBeInTheDocument();
    expect(screen.getByText(/No orders yet\. Orders, revenue and sales over time appear here/)).toBeInTheDocument();
    expect(document.title).toBe('Sales · Physics 1st Paper | Pathagar');
  });
});
