import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
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

const TYPENAME: Record<string, string> = { BOOK: 'Book', EBOOK: 'Ebook', CONTENT: 'Content', STATIONERY: 'Stationery', BUNDLE: 'Bundle' };
const money = (poisha: number) => ({ amount: poisha, formatted: `৳${(poisha / 100).toLocaleString('en-US')}` });

function orderData(lines: { id: string; kind: string; title: string; path: string }[], extra: Record<string, unknown> = {}) {
  const total = 15000 * lines.length;
  return {
    __typename: 'Order',
    id: 'T3JkZXI6MQ==',
    number: 'PG-2026-000123',
    status: 'PLACED',
    payable: false,
    expiresAt: null,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      title: line.title,
      quantity: 1,
      lineTotal: money(15000),
      product: { __typename: TYPENAME[line.kind], id: `p-${line.id}`, path: line.path },
    })),
    goodsTotal: money(total),
    discountTotal: money(0),
    deliveryCharge: money(0),
    netTotal: money(total),
    couponCode: null,
    entitlements: lines
      .filter((line) => line.kind === 'EBOOK' || line.kind === 'CONTENT')
      .map((line) => ({ id: `ent-${line.id}`, active: true, product: { __typename: TYPENAME[line.kind], id: `p-${line.id}`, kind: line.kind, title: line.title, path: line.path } })),
    ...extra,
  };
}

function paid(order: ReturnType<typeof orderData>, isPaid = true, underReview = false) {
  return {
    viewerPayment: {
      __typename: 'QueryViewerPaymentSuccess',
      data: { __typename: 'ViewerPayment', id: 'pay1', tranId: 'PG-2026-000123-ABC123', paid: isPaid, underReview, method: 'BKASH', amount: order.netTotal, order },
    },
  };
}

describe('payment success pages', () => {
  it('/ebook/payment/{id}/success: what was bought and where to read it', async () => {
    await renderRoute('/ebook/payment/PG-2026-000123-ABC123/success', mockEnvironment, { user: customer() });
    const operation = await resolveOperation(
      mockEnvironment,
      'PaymentSuccessPageQuery',
      paid(orderData([{ id: 'l1', kind: 'EBOOK', title: 'Chemistry Ebook', path: '/ebook/chemistry' }])),
    );
    expect(operation.request.variables).toEqual({ tranId: 'PG-2026-000123-ABC123' });
    expect(await screen.findByRole('heading', { name: 'Your ebook is ready', level: 1 })).toBeInTheDocument();
    expect(document.title).toContain('Payment Successful');
    expect(screen.getByText('৳150 received by bKash for order PG-2026-000123.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Chemistry Ebook' }).map((a) => a.getAttribute('href'))).toContain('/ebook/chemistry');
    expect(screen.getByRole('link', { name: 'your ebook library' })).toHaveAttribute('href', '/ebook/library');
    expect(screen.queryByText(/Track the parcel/)).not.toBeInTheDocument();
  });

  it('/content/payment/{id}/success: opens the course', async () => {
    await renderRoute('/content/payment/T1/success', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'PaymentSuccessPageQuery', paid(orderData([{ id: 'l1', kind: 'CONTENT', title: 'HSC Physics Course', path: '/content/42' }])));
    expect(await screen.findByRole('heading', { name: 'Your course is open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the course HSC Physics Course' })).toHaveAttribute('href', '/content/42');
  });

  it('/payment/{tranx}/success: a parcel to track, and a payment still being confirmed', async () => {
    await renderRoute('/payment/T2/success', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'PaymentSuccessPageQuery', paid(orderData([{ id: 'l1', kind: 'BOOK', title: 'Physics 1st Paper', path: '/book/physics' }]), false));
    expect(await screen.findByRole('heading', { name: 'We are confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track the parcel in My orders' })).toHaveAttribute('href', '/orders');
  });

  it('/payment/{tranx}/success: a payment the gateway took but holds for review says so, not failed, and not to pay again', async () => {
    await renderRoute('/payment/T3/success', mockEnvironment, { user: customer() });
    const order = orderData([{ id: 'l1', kind: 'BOOK', title: 'Physics 1st Paper', path: '/book/physics' }], { status: 'PENDING_PAYMENT' });
    await resolveOperation(mockEnvironment, 'PaymentSuccessPageQuery', paid(order, false, true));
    expect(await screen.findByRole('heading', { name: 'Your payment is under review', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('৳150 was taken by bKash for order PG-2026-000123, but the gateway held it for a security check.');
    expect(screen.getByRole('status')).toHaveTextContent('There is no need to pay again.');
    expect(screen.queryByText(/Payment Failed/)).not.toBeInTheDocument();
  });

  it('speaks Bangla: the amount in Bangla digits, bKash by its Bangla name, the ebook and the library', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/ebook/payment/PG-2026-000123-ABC123/success', mockEnvironment, { user: customer() });
      await resolveOperation(mockEnvironment, 'PaymentSuccessPageQuery', paid(orderData([{ id: 'l1', kind: 'EBOOK', title: 'Chemistry Ebook', path: '/ebook/chemistry' }])));
      expect(await screen.findByRole('heading', { name: 'আপনার ই-বুক তৈরি', level: 1 })).toBeInTheDocument();
      expect(document.title).toContain('পেমেন্ট সফল হয়েছে');
      expect(screen.getByText('অর্ডার PG-2026-000123-এর জন্য বিকাশ-এ ৳১৫০ পাওয়া গেছে।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'আপনার ই-বুক লাইব্রেরিতে' })).toHaveAttribute('href', '/ebook/library');
      expect(screen.getByText('সর্বমোট').nextSibling).toHaveTextContent('৳১৫০');
    });
  });

  it('says when the payment is not the viewer’s', async () => {
    await renderRoute('/payment/NOPE/success', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'PaymentSuccessPageQuery', { viewerPayment: { __typename: 'NotFoundError', message: 'No such payment.' } });
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
  });
});

describe('/payment/failed', () => {
  it('offers to pay the order again and links to My orders', async () => {
    await renderRoute('/payment/failed?order=PG-2026-000123', mockEnvironment, { user: customer() });
    const operation = await resolveOperation(mockEnvironment, 'PaymentFailedPageQuery', {
      viewerOrderByNumber: {
        __typename: 'QueryViewerOrderByNumberSuccess',
        data: orderData([{ id: 'l1', kind: 'EBOOK', title: 'Chemistry Ebook', path: '/ebook/chemistry' }], {
          status: 'PENDING_PAYMENT',
          payable: true,
          expiresAt: '2026-11-20T08:30:00.000Z',
        }),
      },
    });
    expect(operation.request.variables).toEqual({ number: 'PG-2026-000123', hasOrder: true });
    expect(await screen.findByRole('heading', { name: 'Payment Failed', level: 1 })).toBeInTheDocument();
    expect(document.title).toContain('Payment Failed');
    expect(screen.getByText('The payment did not go through, and no money was taken for it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay again' }));
    const payment = await resolveOperation(mockEnvironment, 'useStartPaymentMutation', {
      startOrderPayment: { __typename: 'MutationStartOrderPaymentSuccess', data: { redirectUrl: 'http://localhost/payments/sandbox/x' } },
    });
    expect(payment.request.variables.input).toEqual({ orderId: 'T3JkZXI6MQ==' });
    expect(goToGateway).toHaveBeenCalledWith('http://localhost/payments/sandbox/x');
  });

  it('speaks Bangla: what failed, until when the order is kept (a Bangla date), paying again', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/payment/failed?order=PG-2026-000123', mockEnvironment, { user: customer() });
      await resolveOperation(mockEnvironment, 'PaymentFailedPageQuery', {
        viewerOrderByNumber: {
          __typename: 'QueryViewerOrderByNumberSuccess',
          data: orderData([{ id: 'l1', kind: 'EBOOK', title: 'Chemistry Ebook', path: '/ebook/chemistry' }], {
            status: 'PENDING_PAYMENT',
            payable: true,
            expiresAt: '2026-11-20T08:30:00.000Z',
          }),
        },
      });
      expect(await screen.findByRole('heading', { name: 'পেমেন্ট হয়নি', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('পেমেন্টের অপেক্ষায়')).toBeInTheDocument();
      expect(screen.getByText('আপনার অর্ডার ২০ নভেম্বর, ২০২৬, ১৪:৩০ পর্যন্ত রাখা থাকবে: এখনই আবার পেমেন্ট করতে পারেন।')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'আবার পেমেন্ট করুন' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'কার্টে ফিরে যান' })).toHaveAttribute('href', '/cart');
    });
  });

  it('without an order number, and for money that came too late', async () => {
    await renderRoute('/payment/failed?order=PG-2026-000124&refund=pending', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'PaymentFailedPageQuery', {
      viewerOrderByNumber: {
        __typename: 'QueryViewerOrderByNumberSuccess',
        data: orderData([{ id: 'l1', kind: 'EBOOK', title: 'Chemistry Ebook', path: '/ebook/chemistry' }], { number: 'PG-2026-000124', status: 'EXPIRED' }),
      },
    });
    expect(await screen.findByText(/the shop will refund the money to you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without ?order=', async () => {
    await renderRoute('/payment/failed', mockEnvironment, { user: customer() });
    const operation = await resolveOperation(mockEnvironment, 'PaymentFailedPageQuery', {});
    expect(operation.request.variables).toEqual({ number: '', hasOrder: false });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });
});
