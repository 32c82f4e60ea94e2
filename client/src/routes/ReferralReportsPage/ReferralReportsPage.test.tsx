import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
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

const money = (poisha: number) => ({ amount: poisha, formatted: `৳${(poisha / 100).toLocaleString('en-US')}` });
const order = (number: string, standing: string, status: string, placedOn: string) => ({
  __typename: 'ReferralOrder',
  number,
  placedOn,
  status,
  standing,
  customer: 'R. 018******78',
  sales: money(45000),
});
const orders = (nodes: ReturnType<typeof order>[], { hasNextPage = false, totalCount = nodes.length } = {}) => ({
  totalCount,
  edges: nodes.map((node, index) => ({ __typename: 'RepresentativeOrdersConnectionEdge', cursor: `c${index}`, node })),
  pageInfo: { endCursor: `c${nodes.length - 1}`, hasNextPage },
});

async function open(myRepresentative: unknown) {
  await renderRoute('/reports', mockEnvironment, { user: customer() });
  expect(await screen.findByRole('heading', { name: 'Referral reports', level: 1 })).toBeInTheDocument();
  await resolveOperation(mockEnvironment, 'ReferralReportsPageQuery', { myRepresentative });
  return userEvent.setup();
}

describe('/reports', () => {
  it('shows month totals and the orders with masked customers, a page at a time', async () => {
    const typist = await open({
      __typename: 'Representative',
      id: 'rep1',
      joiningId: 'ALPHA-1',
      months: [
        { month: '2026-02', orders: 4, earnedOrders: 2, pendingOrders: 1, voidOrders: 1, earnedSales: money(65000) },
        { month: '2026-01', orders: 1, earnedOrders: 1, pendingOrders: 0, voidOrders: 0, earnedSales: money(45000) },
      ],
      orders: orders([order('PG-2026-000005', 'EARNED', 'PROCESSING', '2026-02-14')], { hasNextPage: true, totalCount: 2 }),
    });
    expect(screen.getByText('ALPHA-1')).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Orders by month' });
    const feb = within(months).getByRole('row', { name: /February 2026/ });
    expect(within(feb).getAllByRole('cell').map((c) => c.textContent)).toEqual(['February 2026', '4', '2', '1', '1', '৳650']);
    expect(within(months).getByRole('row', { name: /January 2026/ })).toBeInTheDocument();

    const list = screen.getByRole('table', { name: 'Orders with your code' });
    const row = within(list).getByRole('row', { name: /PG-2026-000005/ });
    expect(row).toHaveTextContent('R. 018******78');
    expect(row).toHaveTextContent('Counted');
    expect(screen.getByText('Showing 1 of 2 orders')).toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Load more' }));
    const more = await resolveOperation(mockEnvironment, 'ReferralReportsPageOrdersQuery', {
      node: { __typename: 'Representative', id: 'rep1', orders: orders([order('PG-2026-000003', 'VOID', 'CANCELLED', '2026-02-10')]) },
    });
    expect(more.request.variables).toMatchObject({ count: 20, cursor: 'c0', id: 'rep1' });
    const cancelled = await within(list).findByRole('row', { name: /PG-2026-000003/ });
    expect(cancelled).toHaveTextContent('Not counted');
    expect(cancelled).toHaveTextContent('cancelled');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says how to share the code when no order used it yet', async () => {
    await open({ __typename: 'Representative', id: 'rep1', joiningId: 'ALPHA-1', months: [], orders: orders([]) });
    expect(screen.getByRole('heading', { name: 'No orders with your code yet' })).toBeInTheDocument();
    expect(screen.getByText(/Share your joining id ALPHA-1/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains the programme to someone who is not a representative', async () => {
    await open(null);
    expect(screen.getByRole('heading', { name: 'This page is for campus representatives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/info/contact');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Bangla: months, counts, money, days, standing and status, and the programme for others', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/reports', mockEnvironment, { user: customer() });
      expect(await screen.findByRole('heading', { name: 'রেফারেল রিপোর্ট', level: 1 })).toBeInTheDocument();
      await resolveOperation(mockEnvironment, 'ReferralReportsPageQuery', {
        myRepresentative: {
          __typename: 'Representative',
          id: 'rep1',
          joiningId: 'ALPHA-1',
          months: [{ month: '2026-02', orders: 14, earnedOrders: 12, pendingOrders: 1, voidOrders: 1, earnedSales: money(12345000) }],
          orders: orders([order('PG-2026-000005', 'EARNED', 'PENDING_PAYMENT', '2026-02-14')], { hasNextPage: true, totalCount: 2 }),
        },
      });
      const months = screen.getByRole('table', { name: 'মাস অনুযায়ী অর্ডার' });
      const cells = within(months).getAllByRole('cell').map((c) => c.textContent);
      expect(cells.slice(1)).toEqual(['১৪', '১২', '১', '১', '৳১,২৩,৪৫০']);
      expect(cells[0]).toMatch(/^ফেব্রুয়ার[িী] ২০২৬$/);
      const row = within(screen.getByRole('table', { name: 'আপনার কোড দিয়ে করা অর্ডার' })).getByRole('row', { name: /PG-2026-000005/ });
      expect(row).toHaveTextContent('১৪ ফেব্রুয়ার');
      expect(row).toHaveTextContent('গণনা হয়েছে');
      expect(row).toHaveTextContent('পেমেন্টের অপেক্ষায়');
      expect(row).toHaveTextContent('৳৪৫০');
      expect(screen.getByText('২টি অর্ডারের মধ্যে ১টি দেখানো হচ্ছে')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    });
  });

  it('explains the programme in Bangla, with the contact link inside the sentence', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/reports', mockEnvironment, { user: customer() });
      await screen.findByRole('heading', { name: 'রেফারেল রিপোর্ট', level: 1 });
      await resolveOperation(mockEnvironment, 'ReferralReportsPageQuery', { myRepresentative: null });
      expect(screen.getByRole('heading', { name: 'এই পাতাটি ক্যাম্পাস প্রতিনিধিদের জন্য' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'আমাদের সাথে যোগাযোগ করুন' })).toHaveAttribute('href', '/info/contact');
    });
  });
});
