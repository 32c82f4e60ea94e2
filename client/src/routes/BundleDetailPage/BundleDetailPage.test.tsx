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

import { bundle, money, productLink, resolveProductPage } from '../../features/catalog/product-detail-test-support.ts';

async function openBundle(product: Record<string, unknown> | null, path = '/bundle/hsc-science-2026') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  return resolveProductPage(mockEnvironment, 'BundleDetailPageQuery', product);
}

describe('the bundle page', () => {
  it('lists the items with quantities and links, and what the bundle saves', async () => {
    const operation = await openBundle(
      bundle('hsc-science-2026', {
        title: 'HSC Science Bundle 2026',
        year: 2026,
        price: money(1500),
        itemsValue: money(1850),
        items: [
          { quantity: 1, product: productLink('BOOK', 'physics-1', { title: 'Physics 1st Paper', price: money(450) }) },
          { quantity: 2, product: productLink('STATIONERY', 'exam-pen', { title: 'Exam Pen', price: money(25) }) },
          { quantity: 1, product: productLink('EBOOK', 'chem-ebook', { title: 'Chemistry Ebook', price: money(200) }) },
        ],
      }),
    );
    expect(operation.request.variables).toEqual({ key: 'hsc-science-2026' });
    expect(await screen.findByRole('heading', { level: 1, name: 'HSC Science Bundle 2026' })).toBeInTheDocument();
    const contents = within(screen.getByRole('region', { name: 'In this bundle' }));
    const items = contents.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Physics 1st Paper' })).toHaveAttribute('href', '/book/physics-1');
    expect(within(items[1]!).getByRole('link', { name: 'Exam Pen' })).toHaveAttribute('href', '/stationery/exam-pen');
    expect(within(items[1]!).getByLabelText('Quantity 2')).toHaveTextContent('× 2');
    expect(items[1]).toHaveTextContent('Stationery · ৳25 each');
    expect(contents.getByText('4 items', { exact: false })).toBeInTheDocument();
    expect(contents.getByRole('link', { name: '2026' })).toHaveAttribute('href', '/bundles/2026');
    expect(contents.getByText('Bought one by one').nextSibling).toHaveTextContent('৳1,850');
    expect(contents.getByText('Bundle price').nextSibling).toHaveTextContent('৳1,500');
    expect(contents.getByText('You save ৳350 (19%)')).toBeInTheDocument();
  });

  it('claims no saving when the items cost no more than the bundle', async () => {
    await openBundle(bundle('plain', { price: money(500), itemsValue: money(500) }));
    await screen.findByRole('heading', { level: 1, name: 'Title of plain' });
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('shows the 404 view when there is no such bundle', async () => {
    await openBundle(null, '/bundle/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the bundle page in Bangla', () => {
  it('says the contents, the value and the saving in Bangla, with Bangla digits', async () => {
    await inLanguage('bn', async () => {
      await openBundle(
        bundle('hsc-science-2026', {
          title: 'HSC Science Bundle 2026',
          year: 2026,
          price: money(1500),
          itemsValue: money(1850),
          items: [
            { quantity: 1, product: productLink('BOOK', 'physics-1', { title: 'Physics 1st Paper', price: money(450) }) },
            { quantity: 2, product: productLink('STATIONERY', 'exam-pen', { title: 'Exam Pen', price: money(25) }) },
          ],
        }),
      );
      await screen.findByRole('heading', { level: 1, name: 'HSC Science Bundle 2026' });
      const contents = within(screen.getByRole('region', { name: 'এই বান্ডেলে যা আছে' }));
      const items = contents.getAllByRole('listitem');
      expect(within(items[1]!).getByLabelText('পরিমাণ ২')).toHaveTextContent('× ২');
      expect(items[1]).toHaveTextContent('স্টেশনারি · প্রতিটি ৳২৫');
      expect(contents.getByRole('link', { name: '২০২৬' }).closest('p')).toHaveTextContent('২০২৬ সালের পরীক্ষার জন্য সাজানো · ৩টি পণ্য');
      expect(contents.getByText('আলাদা আলাদা কিনলে').nextSibling).toHaveTextContent('৳১,৮৫০');
      expect(contents.getByText('বান্ডেলের দাম').nextSibling).toHaveTextContent('৳১,৫০০');
      expect(contents.getByText('আপনার সাশ্রয় ৳৩৫০ (১৯%)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    });
  });
});
