import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';
import { customer } from '../../../test/session.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

import { ebook, productLink, money, resolveProductPage } from '../../features/catalog/product-detail-test-support.ts';

async function openEbook(product: Record<string, unknown> | null, path = '/ebook/organic-chemistry', user: ReturnType<typeof customer> | null = customer()) {
  await renderRoute(path, mockEnvironment, { user });
  return resolveProductPage(mockEnvironment, 'EbookDetailPageQuery', product);
}

describe('the ebook page', () => {
  it('shows the free preview, the page count, the print edition and that it is digital', async () => {
    const operation = await openEbook(
      ebook('organic-chemistry', {
        title: 'Organic Chemistry Made Easy',
        pageCount: 220,
        previewPages: 15,
        printEdition: productLink('BOOK', 'organic-chemistry-print', { price: money(380) }),
      }),
    );
    expect(operation.request.variables).toEqual({ key: 'organic-chemistry' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' })).toBeInTheDocument();
    expect(document.title).toBe('Organic Chemistry Made Easy | Pathagar');
    expect(screen.getByRole('link', { name: 'Read the first 15 pages free' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the printed edition' })).toHaveAttribute('href', '/book/organic-chemistry-print');
    expect(screen.getByText('Digital: yours to use right after payment')).toBeInTheDocument();
    const details = within(screen.getByRole('table', { name: 'Ebook details' }));
    expect(details.getByRole('row', { name: 'Pages 220' })).toBeInTheDocument();
    expect(details.getByRole('row', { name: 'Free preview First 15 pages' })).toBeInTheDocument();
    expect(details.getByRole('row', { name: 'Language English' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Ebooks' })).toHaveAttribute('href', '/ebook');
  });

  it('offers its owner Read now and their library instead of Add to cart', async () => {
    await openEbook(ebook('organic-chemistry', { title: 'Organic Chemistry Made Easy', viewerOwns: true }));
    await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' });
    expect(screen.getByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
    expect(screen.getByText('You own this ebook: it is in your library.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });

  it('offers no preview when the ebook has none', async () => {
    await openEbook(ebook('no-preview', { previewPages: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Title of no-preview' });
    expect(screen.queryByText(/pages free/)).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Free preview/ })).not.toBeInTheDocument();
  });

  it('shows the 404 view when there is no such ebook', async () => {
    await openEbook(null, '/ebook/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('a free ebook', () => {
  it('goes straight to the library from its page, no cart: then the page offers Read now', async () => {
    await openEbook(ebook('free-primer', { title: 'Free Primer', price: money(0) }), '/ebook/free-primer');
    await screen.findByRole('heading', { level: 1, name: 'Free Primer' });
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to my library, free' }));
    const mutation = await resolveOperation(mockEnvironment, 'FreeEbookAreaTakeMutation', {
      takeFreeEbook: {
        __typename: 'MutationTakeFreeEbookSuccess',
        entitlement: { id: 'grant-1', product: { __typename: 'Ebook', id: 'ebook-free-primer', viewerOwns: true } },
      },
    });
    expect(mutation.request.variables).toEqual({ input: { productId: 'ebook-free-primer' } });
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/ebook/free-primer/read');
    expect(screen.queryByRole('button', { name: 'Add to my library, free' })).not.toBeInTheDocument();
  });

  it("says why when the shop refuses (the ebook is no longer free), and keeps the page as it was", async () => {
    await openEbook(ebook('free-primer', { title: 'Free Primer', price: money(0) }), '/ebook/free-primer');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to my library, free' }));
    await resolveOperation(mockEnvironment, 'FreeEbookAreaTakeMutation', {
      takeFreeEbook: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Free Primer is not free: add it to the cart to buy it.' },
    });
    expect(await screen.findByText('Free Primer is not free: add it to the cart to buy it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    await openEbook(ebook('free-primer', { title: 'Free Primer', price: money(0) }), '/ebook/free-primer', null);
    expect(await screen.findByRole('link', { name: 'Sign in to read it free' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });
});

describe('the ebook page in Bangla', () => {
  it('says the preview, the print edition, the details and ownership in Bangla, with Bangla digits', async () => {
    await inLanguage('bn', async () => {
      await openEbook(
        ebook('organic-chemistry', {
          title: 'Organic Chemistry Made Easy',
          pageCount: 220,
          previewPages: 15,
          printEdition: productLink('BOOK', 'organic-chemistry-print', { price: money(380) }),
        }),
        '/ebook/organic-chemistry',
        null,
      );
      await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' });
      expect(screen.getByRole('link', { name: 'প্রথম ১৫ পৃষ্ঠা ফ্রিতে পড়ুন' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
      expect(screen.getByRole('link', { name: 'ছাপা সংস্করণ নিন' }).closest('p')).toHaveTextContent('কাগজের বই পছন্দ? ৳৩৮০-তে ছাপা সংস্করণ নিন।');
      expect(screen.getByText('ডিজিটাল: পেমেন্টের সাথে সাথেই আপনার')).toBeInTheDocument();
      const details = within(screen.getByRole('table', { name: 'ই-বুকের তথ্য' }));
      expect(details.getByRole('row', { name: 'পৃষ্ঠা ২২০' })).toBeInTheDocument();
      expect(details.getByRole('row', { name: 'ফ্রি প্রিভিউ প্রথম ১৫ পৃষ্ঠা' })).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'ই-বুক' })).toHaveAttribute('href', '/ebook');
      expect(screen.getByText('ই-বুক: পেমেন্টের পর আপনার লাইব্রেরিতে পড়ুন। ডেলিভারি লাগবে না।')).toBeInTheDocument();
    });
  });

  it("offers its owner 'Read now' in Bangla", async () => {
    await inLanguage('bn', async () => {
      await openEbook(ebook('organic-chemistry', { title: 'Organic Chemistry Made Easy', viewerOwns: true }));
      await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' });
      expect(await screen.findByRole('link', { name: 'এখনই পড়ুন' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
      expect(screen.getByText('ই-বুকটি আপনার কেনা: এটি আপনার লাইব্রেরিতে আছে।')).toBeInTheDocument();
    });
  });

  it('offers a free ebook in Bangla', async () => {
    await inLanguage('bn', async () => {
      await openEbook(ebook('free-primer', { title: 'Free Primer', price: money(0) }), '/ebook/free-primer', null);
      await screen.findByRole('heading', { level: 1, name: 'Free Primer' });
      expect(screen.getByRole('link', { name: 'ফ্রিতে পড়তে সাইন ইন করুন' })).toHaveAttribute('href', '/auth/login');
    });
  });
});
