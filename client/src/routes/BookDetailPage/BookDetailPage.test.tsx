import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { inLanguage } from '../../../test/languages.ts';
import {
  author,
  book,
  money,
  productLink,
  review,
  reviewsConnection,
  samplePage,
  resolveProductPage,
} from '../../features/catalog/product-detail-test-support.ts';
import { REDIRECT_TARGET_KEY } from '../../features/session/redirect-target.ts';
import type { SessionUser } from '../../features/session/session-user.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  localStorage.clear();
});

const SECTION = {
  __typename: 'Section',
  id: 'section-cycle',
  name: 'Cycle',
  path: '/academic/cycle',
  parent: { __typename: 'Section', id: 'section-academic', name: 'Academic', path: '/academic' },
};

const PHYSICS = book('hsc-physics-1st-paper', {
  title: 'HSC Physics 1st Paper',
  subtitle: 'With solved board questions',
  authors: [author(1, { name: 'Shahjahan Tapan', path: '/author/shahjahan-tapan' }), author(2, { name: 'Ishak Nurfungi', path: '/author/ishak-nurfungi' })],
  price: money(250),
  compareAtPrice: money(300),
  stock: 3,
  section: SECTION,
  digitalEdition: productLink('EBOOK', 'hsc-physics-ebook', { price: money(120) }),
  samplePages: [samplePage(1), samplePage(2)],
});

async function openBook(product: Record<string, unknown> | null = PHYSICS, user: SessionUser | null = customer(), path = '/book/hsc-physics-1st-paper') {
  const view = await renderRoute(path, mockEnvironment, { user });
  const operation = await resolveProductPage(mockEnvironment, 'BookDetailPageQuery', product);
  return { ...view, operation, typist: userEvent.setup() };
}

describe('the book page', () => {
  it("shows the book's title as the h1, its authors as links, price, saving, stock, details, description and breadcrumb", async () => {
    const { operation } = await openBook();
    expect(operation.request.variables).toEqual({ key: 'hsc-physics-1st-paper' });
    expect(await screen.findByRole('heading', { level: 1, name: 'HSC Physics 1st Paper' })).toBeInTheDocument();
    expect(document.title).toBe('HSC Physics 1st Paper | Pathagar');
    expect(screen.getByText('With solved board questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shahjahan Tapan' })).toHaveAttribute('href', '/author/shahjahan-tapan');
    expect(screen.getByRole('link', { name: 'Ishak Nurfungi' })).toHaveAttribute('href', '/author/ishak-nurfungi');
    expect(screen.getByText('৳250')).toBeInTheDocument();
    expect(screen.getByText('৳300').closest('s')).not.toBeNull();
    expect(screen.getByText('You save ৳50 (17%)')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();

    const details = screen.getByRole('table', { name: 'Book details' });
    const rows = within(details)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PublisherPanjeree Publications',
      'ISBN9789849012345',
      'Edition3rd edition, 2026',
      'Pages412',
      'LanguageBangla',
    ]);
    expect(screen.getByRole('link', { name: 'read the digital edition' })).toHaveAttribute('href', '/ebook/hsc-physics-ebook');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Academic' })).toHaveAttribute('href', '/academic');
    expect(breadcrumb.getByRole('link', { name: 'Cycle' })).toHaveAttribute('href', '/academic/cycle');
  });

  it('says when a book is out of stock and leaves out details it does not have', async () => {
    await openBook(book('old-guide', { title: 'Old Guide', inStock: false, stock: 0, isbn: null, pageCount: null }));
    await screen.findByRole('heading', { level: 1, name: 'Old Guide' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText('You save', { exact: false })).not.toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Book details' });
    expect(within(details).queryByText('ISBN')).not.toBeInTheDocument();
    expect(within(details).queryByText('Pages')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Look inside' })).not.toBeInTheDocument();
  });

  it('shows the 404 view when there is no such book', async () => {
    await openBook(null, customer(), '/book/no-such-book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /book/no-such-book')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Pathagar');
  });

  it('opens the sample pages in a viewer that steps through them', async () => {
    const { typist } = await openBook();
    const lookInside = within(await screen.findByRole('region', { name: 'Look inside' }));
    await typist.click(lookInside.getByRole('button', { name: 'Open sample page 2: Page 2' }));
    const viewer = screen.getByRole('dialog', { name: 'HSC Physics 1st Paper: sample pages' });
    expect(within(viewer).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Sample page 2' })).toHaveAttribute('src', '/files/pages/page-2.png');
    expect(within(viewer).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await typist.click(within(viewer).getByRole('button', { name: 'Previous page' }));
    expect(within(viewer).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(viewer).getByText('Contents')).toBeInTheDocument();
    await typist.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Page 2 of 2')).toBeInTheDocument();
    await typist.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the book page in Bangla', () => {
  it('says everything around the product data in Bangla, with Bangla digits in prices, stock, pages and the rating', async () => {
    await inLanguage('bn', async () => {
      const { typist } = await openBook(
        { ...PHYSICS, rating: { average: 4.5, count: 2 }, reviews: reviewsConnection([review(1, { rating: 5, body: 'Clear and complete.' })]) },
        null,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'HSC Physics 1st Paper' })).toBeInTheDocument();
      expect(screen.getByText('Shahjahan Tapan').closest('p')).toHaveTextContent('লেখক: Shahjahan Tapan এবং Ishak Nurfungi');
      expect(screen.getAllByText('৳২৫০').length).toBeGreaterThan(0);
      expect(screen.getByText('আপনার সাশ্রয় ৳৫০ (১৭%)')).toBeInTheDocument();
      expect(screen.getByText('স্টকে আর মাত্র ৩টি আছে')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
      const rows = within(screen.getByRole('table', { name: 'বইয়ের তথ্য' }))
        .getAllByRole('row')
        .map((row) => row.textContent);
      expect(rows).toContain('পৃষ্ঠা৪১২');
      expect(rows).toContain('প্রকাশকPanjeree Publications');
      expect(screen.getByRole('link', { name: 'ডিজিটাল সংস্করণ পড়ুন' }).closest('p')).toHaveTextContent('ই-বুক হিসেবেও আছে: ৳১২০-তে ডিজিটাল সংস্করণ পড়ুন, পেমেন্টের সাথে সাথেই।');
      const breadcrumb = within(screen.getByRole('navigation', { name: 'পাতার পথ' }));
      expect(breadcrumb.getByRole('link', { name: 'প্রথম পাতা' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('heading', { name: 'বইটি সম্পর্কে' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'HSC Physics 1st Paper-এর প্রচ্ছদ বড় করে দেখুন' })).toBeInTheDocument();
      const reviews = within(screen.getByRole('region', { name: 'রিভিউ' }));
      expect(reviews.getByText('৪.৫')).toBeInTheDocument();
      expect(reviews.getByText('২টি রিভিউ')).toBeInTheDocument();
      expect(reviews.getAllByRole('img', { name: '৫-এর মধ্যে ৫ তারা' }).length).toBeGreaterThan(0);
      expect(reviews.getByRole('link', { name: 'রিভিউ লিখতে সাইন ইন করুন' })).toBeInTheDocument();
      const lookInside = within(screen.getByRole('region', { name: 'ভেতরে দেখুন' }));
      await typist.click(lookInside.getByRole('button', { name: 'নমুনা পৃষ্ঠা ২ খুলুন: পৃষ্ঠা ২' }));
      const viewer = screen.getByRole('dialog', { name: 'HSC Physics 1st Paper: নমুনা পৃষ্ঠা' });
      expect(within(viewer).getByText('পৃষ্ঠা ২ / ২')).toBeInTheDocument();
      expect(within(viewer).getByRole('button', { name: 'আগের পৃষ্ঠা' })).toBeEnabled();
    });
  });
});

describe('reviews on a product page', () => {
  const reviewed = (overrides: Record<string, unknown> = {}) =>
    book('reviewed', {
      title: 'Reviewed Book',
      rating: { average: 4.5, count: 2 },
      reviews: reviewsConnection([review(1, { rating: 5, body: 'Clear and complete.' }), review(2, { rating: 4, body: 'Good problems.' })], true),
      ...overrides,
    });

  it('shows the average rating, the count and the approved reviews, and loads more', async () => {
    const { typist } = await openBook(reviewed());
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(reviews.getByText('4.5')).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(reviews.getByText('2 reviews')).toBeInTheDocument();
    const list = within(reviews.getByRole('list', { name: 'Customer reviews' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Clear and complete.')).toBeInTheDocument();
    expect(list.getByText('Reader 1.')).toBeInTheDocument();
    expect(list.getAllByText('20 Nov 2026')).toHaveLength(2);

    await typist.click(reviews.getByRole('button', { name: 'More reviews' }));
    const more = await resolveOperation(mockEnvironment, 'ProductReviewsPaginationQuery', {
      node: {
        __typename: 'Book',
        __isProduct: 'Book',
        id: 'book-reviewed',
        kind: 'BOOK',
        rating: { average: 4.5, count: 3 },
        viewerReview: null,
        reviews: reviewsConnection([review(3, { body: 'Worth it.' })]),
      },
    });
    expect(more.request.variables).toEqual({ count: 10, cursor: 'cursor-review-2', id: 'book-reviewed' });
    expect(await reviews.findByText('Worth it.')).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, and remembers to come back to the reviews', async () => {
    const { typist } = await openBook(reviewed(), null);
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    const signIn = await reviews.findByRole('link', { name: 'Sign in to write a review' });
    expect(signIn).toHaveAttribute('href', '/auth/login');
    expect(reviews.queryByRole('form')).not.toBeInTheDocument();
    await typist.click(signIn);
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/book/hsc-physics-1st-paper#reviews');
  });

  it('says so when there are no reviews yet', async () => {
    await openBook(book('new-book'));
    expect(await screen.findByText('No reviews yet. Be the first to review this book.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Customer reviews' })).not.toBeInTheDocument();
  });

  it('checks the rating and the length of the text before sending', async () => {
    const { typist } = await openBook(reviewed());
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await typist.click(form.getByRole('button', { name: 'Submit review' }));
    expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(form.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');

    await typist.click(form.getByRole('radio', { name: '3 stars' }));
    expect(form.queryByText('Choose a rating from 1 to 5 stars')).not.toBeInTheDocument();
    const text = form.getByRole('textbox', { name: 'Your review (optional)' });
    await typist.click(text);
    await typist.paste('x'.repeat(2001));
    await typist.tab();
    expect(form.getByText('Maximum 2,000 characters')).toBeInTheDocument();
    expect(form.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    await typist.click(form.getByRole('button', { name: 'Submit review' }));
    expect(isPending(mockEnvironment, 'ReviewFormWriteReviewMutation')).toBe(false);
  });

  it('sends the review and shows it as waiting for moderation, with the thanks', async () => {
    const { typist } = await openBook(reviewed());
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await typist.click(form.getByRole('radio', { name: '4 stars' }));
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await typist.type(form.getByRole('textbox', { name: 'Your review (optional)' }), '  Helped me a lot.  ');
    await typist.click(form.getByRole('button', { name: 'Submit review' }));

    const mine = review(9, { rating: 4, body: 'Helped me a lot.', status: 'PENDING' });
    const operation = await resolveOperation(mockEnvironment, 'ReviewFormWriteReviewMutation', {
      writeReview: {
        __typename: 'MutationWriteReviewSuccess',
        data: { product: { __typename: 'Book', id: 'book-reviewed', rating: { average: 4.5, count: 2 }, viewerReview: mine } },
      },
    });
    expect(operation.request.variables).toEqual({ input: { productId: 'book-reviewed', rating: 4, body: 'Helped me a lot.' } });
    const thanks = await screen.findByText('Thanks! Your review will appear after moderation.');
    expect(thanks).toHaveFocus();
    const own = within(screen.getByRole('article', { name: 'Your review' }));
    expect(own.getByText('Pending moderation')).toBeInTheDocument();
    expect(own.getByText('Helped me a lot.')).toBeInTheDocument();
    expect(own.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("shows the server's field messages next to the fields", async () => {
    const { typist } = await openBook(reviewed());
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await typist.click(form.getByRole('radio', { name: '5 stars' }));
    await typist.click(form.getByRole('button', { name: 'Submit review' }));
    await resolveOperation(mockEnvironment, 'ReviewFormWriteReviewMutation', {
      writeReview: {
        __typename: 'ValidationError',
        __isError: 'ValidationError',
        message: 'Please check the review.',
        fields: [{ field: 'body', message: 'Please write your review without links' }],
      },
    });
    expect(await form.findByText('Please write your review without links')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your review (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the server refused a review that is not about a field', async () => {
    const { typist } = await openBook(reviewed());
    const form = within(await screen.findByRole('form', { name: 'Write a review' }));
    await typist.click(form.getByRole('radio', { name: '5 stars' }));
    await typist.click(form.getByRole('button', { name: 'Submit review' }));
    await resolveOperation(mockEnvironment, 'ReviewFormWriteReviewMutation', {
      writeReview: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'This product is not in the shop.' },
    });
    expect(await form.findByRole('alert')).toHaveTextContent('This product is not in the shop.');
  });

  it("lets a customer edit their review, which leaves the approved list until it is approved again", async () => {
    const mine = review(1, { rating: 5, body: 'Clear and complete.', status: 'APPROVED' });
    const { typist } = await openBook(reviewed({ viewerReview: mine }));
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(await reviews.findByText('Your review is published.')).toBeInTheDocument();
    await typist.click(reviews.getByRole('button', { name: 'Edit your review' }));
    const form = within(reviews.getByRole('form', { name: 'Edit your review' }));
    expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue('Clear and complete.');
    await typist.click(form.getByRole('radio', { name: '2 stars' }));
    await typist.click(form.getByRole('button', { name: 'Update review' }));
    const operation = await resolveOperation(mockEnvironment, 'ReviewFormWriteReviewMutation', {
      writeReview: {
        __typename: 'MutationWriteReviewSuccess',
        data: {
          product: {
            __typename: 'Book',
            id: 'book-reviewed',
            rating: { average: 4, count: 1 },
            viewerReview: { ...mine, rating: 2, status: 'PENDING' },
          },
        },
      },
    });
    expect(operation.request.variables).toEqual({ input: { productId: 'book-reviewed', rating: 2, body: 'Clear and complete.' } });
    expect(await reviews.findByText('Thanks! Your review will appear after moderation.')).toBeInTheDocument();
    expect(reviews.getByText('1 review')).toBeInTheDocument();
    const list = within(reviews.getByRole('list', { name: 'Customer reviews' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.queryByText('Clear and complete.')).not.toBeInTheDocument();
  });
});
