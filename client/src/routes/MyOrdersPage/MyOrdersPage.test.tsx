import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
import { inLanguage } from '../../../test/languages.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { goToGateway } from '../../features/orders/gateway-redirect.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));
jest.mock('../../features/orders/gateway-redirect.ts', () => ({ goToGateway: jest.fn() }));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  jest.mocked(goToGateway).mockClear();
});

const money = (poisha: number) => ({ amount: poisha, formatted: `৳${(poisha / 100).toLocaleString('en-US')}` });

interface OrderInput {
  id: string;
  number: string;
  status: string;
  paymentStatus?: string;
  paymentMethod?: string;
  payable?: boolean;
  cancellable?: boolean;
  events?: { id: string; customerText: string; at: string }[];
  shipments?: { id: string; cn: string; courierLabel: string; status: string; statusLabel: string }[];
}

function order({ id, number, status, paymentStatus = 'UNPAID', paymentMethod = 'COD', payable = false, cancellable = false, events = [], shipments = [] }: OrderInput) {
  return {
    __typename: 'Order',
    id,
    number,
    placedAt: '2026-11-20T08:00:00.000Z',
    status,
    paymentStatus,
    paymentMethod,
    payable,
    expiresAt: payable ? '2026-11-20T08:30:00.000Z' : null,
    availableTransitions: cancellable ? [{ to: 'CANCELLED' }] : [],
    shipments,
    lines: [
      { id: `${id}-l1`, title: 'Physics 1st Paper', quantity: 2, lineTotal: money(90000), product: { __typename: 'Book', id: 'p1', path: '/book/physics' } },
    ],
    goodsTotal: money(90000),
    discountTotal: money(9000),
    deliveryCharge: money(6000),
    netTotal: money(87000),
    couponCode: 'EID10',
    events,
  };
}

function page(orders: ReturnType<typeof order>[], { hasNextPage = false, totalCount = orders.length, kinds = ['EBOOK'] } = {}) {
  return {
    viewerEntitlements: kinds.map((kind, i) => ({ id: `ent${i}`, product: { __typename: kind === 'EBOOK' ? 'Ebook' : 'Content', id: `p${i}`, kind } })),
    viewerOrders: {
      totalCount,
      edges: orders.map((node, index) => ({ cursor: `c${index}`, node })),
      pageInfo: { endCursor: `c${orders.length - 1}`, hasNextPage },
    },
  };
}

async function openOrders(data: ReturnType<typeof page>) {
  await renderRoute('/orders', mockEnvironment, { user: customer() });
  expect(await screen.findByRole('heading', { name: 'My orders', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
  await resolveOperation(mockEnvironment, 'MyOrdersPageQuery', data);
  return userEvent.setup();
}

describe('/orders', () => {
  it('speaks Bangla: statuses, payment, totals in Bangla digits, dates with Bangla months, cancel with its confirmation', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/orders', mockEnvironment, { user: customer() });
      expect(await screen.findByRole('heading', { name: 'আমার অর্ডার', level: 1 })).toBeInTheDocument();
      await resolveOperation(
        mockEnvironment,
        'MyOrdersPageQuery',
        page([
          order({
            id: 'o2',
            number: 'PG-2026-000002',
            status: 'PLACED',
            cancellable: true,
            shipments: [{ id: 's1', cn: '123456789', courierLabel: 'Steadfast', status: 'IN_TRANSIT', statusLabel: 'In transit' }],
          }),
        ]),
      );
      const card = screen.getByRole('article', { name: 'অর্ডার PG-2026-000002' });
      expect(within(card).getByText('অর্ডার হয়েছে')).toBeInTheDocument();
      expect(within(card).getByText('ক্যাশ অন ডেলিভারি: পণ্য হাতে পেয়ে টাকা দিন')).toBeInTheDocument();
      expect(within(card).getByText('২০ নভেম্বর, ২০২৬, ১৪:০০')).toBeInTheDocument();
      expect(within(card).getByText('ছাড় (EID10)').nextSibling).toHaveTextContent('−৳৯০');
      expect(within(card).getByText('সর্বমোট').nextSibling).toHaveTextContent('৳৮৭০');
      expect(within(card).getByText(/Steadfast, পথে আছে/)).toBeInTheDocument();
      expect(screen.getByText('১টি অর্ডার')).toBeInTheDocument();
      await userEvent.setup().click(within(card).getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
      expect(within(card).getByText('অর্ডার PG-2026-000002 বাতিল করবেন? এর পণ্যগুলো আবার বিক্রির জন্য ফিরে যাবে, আর এটি আর ফেরানো যাবে না।')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'হ্যাঁ, অর্ডার বাতিল করুন' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'না, রেখে দিন' })).toBeInTheDocument();
    });
  });

  it('lists the orders with status, payment, items, totals and history, and loads more', async () => {
    const typist = await openOrders(
      page(
        [
          order({
            id: 'o2',
            number: 'PG-2026-000002',
            status: 'SHIPPED',
            paymentStatus: 'PAID',
            paymentMethod: 'BKASH',
            events: [{ id: 'e1', customerText: 'Order placed', at: '2026-11-20T08:00:00.000Z' }],
            shipments: [{ id: 's1', cn: '123456789', courierLabel: 'Steadfast', status: 'IN_TRANSIT', statusLabel: 'In transit' }],
          }),
        ],
        { hasNextPage: true, totalCount: 2 },
      ),
    );
    const card = screen.getByRole('article', { name: 'Order PG-2026-000002' });
    expect(within(card).getByText('On the way')).toBeInTheDocument();
    expect(within(card).getByText('Paid by bKash')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Physics 1st Paper' })).toHaveAttribute('href', '/book/physics');
    expect(screen.getByRole('link', { name: 'your library' })).toHaveAttribute('href', '/ebook/library');
    expect(within(card).getByText('Discount (EID10)').nextSibling).toHaveTextContent('−৳90');
    expect(within(card).getByText('Delivery').nextSibling).toHaveTextContent('৳60');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('৳870');
    expect(within(card).getByText(/Order placed/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Track parcel 123456789' })).toHaveAttribute('href', '/tracking/123456789');
    expect(within(card).getByText(/Steadfast, in transit/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Load more' }));
    const more = await resolveOperation(mockEnvironment, 'OrderListPaginationQuery', page([order({ id: 'o1', number: 'PG-2026-000001', status: 'DELIVERED' })]));
    expect(more.request.variables).toMatchObject({ count: 10, cursor: 'c0' });
    expect(await screen.findByRole('article', { name: 'Order PG-2026-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('mentions the ebook library only to customers who own an ebook', async () => {
    await openOrders(page([order({ id: 'o3', number: 'PG-2026-000003', status: 'PLACED' })], { kinds: ['CONTENT'] }));
    expect(screen.getByRole('article', { name: 'Order PG-2026-000003' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'your library' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ebooks you bought/)).not.toBeInTheDocument();
  });

  it('says so when there are no orders, with a way to the shop', async () => {
    await openOrders(page([]));
    expect(screen.getByRole('heading', { name: 'You have not ordered anything yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/');
  });

  it('cancels an order after confirmation, and shows the refusal when it is too late', async () => {
    const typist = await openOrders(page([order({ id: 'o3', number: 'PG-2026-000003', status: 'PLACED', cancellable: true })]));
    const card = screen.getByRole('article', { name: 'Order PG-2026-000003' });
    await typist.click(within(card).getByRole('button', { name: 'Cancel order' }));
    expect(within(card).getByText(/Cancel order PG-2026-000003\?/)).toBeInTheDocument();
    await typist.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(isPending(mockEnvironment, 'CancelOrderButtonMutation')).toBe(false);

    await typist.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await typist.click(within(card).getByRole('button', { name: 'Yes, cancel the order' }));
    await resolveOperation(mockEnvironment, 'CancelOrderButtonMutation', {
      cancelOrder: { __typename: 'OrderTransitionError', message: 'The order is processing: it cannot be cancelled any more.' },
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The order is processing: it cannot be cancelled any more.');

    await typist.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await typist.click(within(card).getByRole('button', { name: 'Yes, cancel the order' }));
    const operation = await resolveOperation(mockEnvironment, 'CancelOrderButtonMutation', {
      cancelOrder: {
        __typename: 'MutationCancelOrderSuccess',
        order: {
          id: 'o3',
          status: 'CANCELLED',
          paymentStatus: 'UNPAID',
          payable: false,
          availableTransitions: [],
          events: [{ id: 'e9', customerText: 'Cancelled', at: '2026-11-20T09:00:00.000Z' }],
        },
      },
    });
    expect(operation.request.variables.input).toEqual({ orderId: 'o3' });
    expect((await within(card).findAllByText('Cancelled')).length).toBeGreaterThan(0);
    expect(within(card).getByText('20 Nov 2026, 15:00').closest('li')).toHaveTextContent('Cancelled');
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('Order PG-2026-000003 is cancelled.')).toBeInTheDocument();
  });

  it('pays an unpaid online order at the gateway, and says when the gateway is down', async () => {
    const typist = await openOrders(
      page([order({ id: 'o4', number: 'PG-2026-000004', status: 'PENDING_PAYMENT', paymentMethod: 'SSLCOMMERZ', payable: true, cancellable: true })]),
    );
    const card = screen.getByRole('article', { name: 'Order PG-2026-000004' });
    expect(within(card).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(card).getByText('Not paid yet (SSLCommerz)')).toBeInTheDocument();
    expect(within(card).getByText(/^Pay by/)).toBeInTheDocument();

    await typist.click(within(card).getByRole('button', { name: 'Pay now' }));
    await resolveOperation(mockEnvironment, 'useStartPaymentMutation', {
      startOrderPayment: { __typename: 'PaymentUnavailableError', message: 'down', orderNumber: 'PG-2026-000004' },
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The payment gateway is not answering right now. Order PG-2026-000004 is saved');
    expect(goToGateway).not.toHaveBeenCalled();

    await typist.click(within(card).getByRole('button', { name: 'Pay now' }));
    await resolveOperation(mockEnvironment, 'useStartPaymentMutation', {
      startOrderPayment: { __typename: 'MutationStartOrderPaymentSuccess', data: { redirectUrl: 'https://sandbox.sslcommerz.com/pay/abc' } },
    });
    expect(goToGateway).toHaveBeenCalledWith('https://sandbox.sslcommerz.com/pay/abc');
  });
});
