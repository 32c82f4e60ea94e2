import { screen } from '@testing-library/react';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { mockEnvironment } from '../../../test/mock-relay-environment.ts';
import { inLanguage } from '../../../test/languages.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { formatDay } from '#shared/i18n/format.ts';
import { deliveryWindow } from '../../features/orders/delivery-estimate.ts';

jest.mock('../../relay/environment.ts', () => jest.requireActual('../../../test/mock-relay-environment.ts'));

const ORDER = {
  __typename: 'QueryViewerOrderByNumberSuccess',
  data: {
    id: 'T3JkZXI6bzE=',
    number: 'PG-2026-000123',
    status: 'PLACED',
    paymentMethod: 'COD',
    placedAt: '2026-11-28T04:00:00.000Z',
    phone: '01712345678',
    address: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    deliveryPlace: 'DHAKA',
    goodsTotal: { amount: 88000, formatted: '৳880' },
    discountTotal: { amount: 0, formatted: '৳0' },
    deliveryCharge: { amount: 6000, formatted: '৳60' },
    couponCode: null,
    netTotal: { amount: 94000, formatted: '৳940' },
    invoice: { id: 'SW52b2ljZTppMQ==', number: 'INV-2026-27-000123' },
    lines: [],
  },
};

it('confirms a cash-on-delivery order: its number, the call that confirms it, when it should arrive, what to pay', async () => {
  await renderRoute('/orders/PG-2026-000123/placed', mockEnvironment, { user: customer() });
  const query = await resolveOperation(mockEnvironment, 'OrderPlacedPageQuery', { viewerOrderByNumber: ORDER });
  expect(query.request.variables).toEqual({ number: 'PG-2026-000123' });
  expect(await screen.findByRole('heading', { name: 'Thank you, your order is placed', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Order PG-2026-000123 is placed: pay ৳940 in cash when it arrives.');
  expect(screen.getByText(/We call you on/)).toHaveTextContent('We call you on 01712345678 to confirm the order before we send it');
  expect(screen.getByText(/It should arrive/)).toHaveTextContent('It should arrive between Mon 30 Nov and Tue 1 Dec (2–3 days inside Dhaka) at House 12, Road 5, Dhanmondi, Dhaka.');
  expect(screen.getByRole('link', { name: 'Invoice INV-2026-27-000123' })).toHaveAttribute('href', '/invoice/i1');
  expect(screen.getByRole('link', { name: 'Track it in My orders' })).toHaveAttribute('href', '/orders');
});

it('speaks Bangla: what happens next, the arrival days as Bangla dates, the amount in Bangla digits', async () => {
  await inLanguage('bn', async () => {
    await renderRoute('/orders/PG-2026-000123/placed', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'OrderPlacedPageQuery', { viewerOrderByNumber: ORDER });
    expect(await screen.findByRole('heading', { name: 'ধন্যবাদ, আপনার অর্ডার হয়েছে', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('অর্ডার PG-2026-000123 দেওয়া হয়েছে: পণ্য হাতে পেয়ে নগদে ৳৯৪০ দিন।');
    expect(screen.getByRole('heading', { name: 'এরপর যা হবে' })).toBeInTheDocument();
    expect(screen.getByText(/নম্বরে কল করব/)).toHaveTextContent('পাঠানোর আগে অর্ডারটি নিশ্চিত করতে আমরা আপনাকে 01712345678 নম্বরে কল করব');
    expect(screen.getByText(/পৌঁছানোর কথা/)).toHaveTextContent(
      'সোম ৩০ নভেম্বর থেকে মঙ্গল ১ ডিসেম্বর-এর মধ্যে (ঢাকার ভেতরে ২–৩ দিন) পার্সেলটি House 12, Road 5, Dhanmondi, ঢাকা ঠিকানায় পৌঁছানোর কথা। তখন কুরিয়ারকে নগদে ৳৯৪০ দেবেন।',
    );
    expect(screen.getByText('অর্ডার হয়েছে', { selector: '.ui-badge, span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ইনভয়েস INV-2026-27-000123' })).toHaveAttribute('href', '/invoice/i1');
    expect(document.title).toContain('অর্ডার হয়েছে');
  });
});

it('says so for an order that is not the customer’s', async () => {
  await renderRoute('/orders/PG-2026-999999/placed', mockEnvironment, { user: customer() });
  await resolveOperation(mockEnvironment, 'OrderPlacedPageQuery', { viewerOrderByNumber: { __typename: 'NotFoundError', message: 'No such order.' } });
  expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeInTheDocument();
});

it('estimates arrival in Dhaka days: 2–3 inside Dhaka, 3–5 outside, none when nothing is delivered', () => {
  // 23:30 in Dhaka on 28 November is still the 28th there.
  const lateEvening = new Date('2026-11-28T17:30:00.000Z');
  const outside = deliveryWindow(lateEvening, 'OUTSIDE_DHAKA')!;
  expect([formatDay(outside.from, 'en', 'short'), formatDay(outside.to, 'en', 'short')]).toEqual(['Tue 1 Dec', 'Thu 3 Dec']);
  expect(outside).toMatchObject({ min: 3, max: 5, insideDhaka: false });
  expect(deliveryWindow(lateEvening, null)).toBeNull();
});
