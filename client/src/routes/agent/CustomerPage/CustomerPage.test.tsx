import { act, screen, within } from '@testing-library/react';
import { waitForOperation } from '../../../../test/relay-operations.ts';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { customer } from '../../../../test/session.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const CUSTOMER_ID = btoa('User:c1');
const ORDER_ID = btoa('Order:o1');

const PAGE = {
  supportCustomer: {
    __typename: 'QuerySupportCustomerSuccess',
    data: {
      user: { id: CUSTOMER_ID, name: 'Karim Ahmed', phone: '01811223344', email: 'karim@example.com', hscBatch: 'HSC 2026' },
      orders: [
        {
          id: ORDER_ID,
          number: 'PG-2026-000042',
          status: 'PENDING_PAYMENT',
          paymentStatus: 'UNPAID',
          paymentMethod: 'SSLCOMMERZ',
          placedAt: '2026-11-24T06:00:00.000Z',
          payable: true,
          netTotal: { formatted: '৳560' },
        },
      ],
      texts: [{ id: btoa('SmsMessage:s1'), to: '01811223344', body: 'Pay for your order PG-2026-000042 here: https://pay.test/x', status: 'stored', error: null, provider: 'outbox', createdAt: '2026-11-24T09:00:00.000Z' }],
      cart: { lines: [{ title: 'Physics 1st Paper', quantity: 2, lineTotal: { formatted: '৳900' } }], netPrice: { formatted: '৳960' }, couponCode: null },
      timeline: [
        { kind: 'CALL', at: '2026-11-24T08:00:00.000Z', title: 'Call to 01811223344: no answer', detail: 'Payment failed', actorName: 'Demo Agent', orderId: null, orderNumber: null },
        { kind: 'ORDER', at: '2026-11-24T06:00:00.000Z', title: 'Order PG-2026-000042 placed: ৳560, sslcommerz', detail: '', actorName: null, orderId: ORDER_ID, orderNumber: 'PG-2026-000042' },
      ],
    },
  },
};

const AGENT = customer({ id: btoa('User:a1'), name: 'Demo Agent', roles: ['agent'], permissions: ['support.access', 'users.view', 'coupons.issue'] });

async function openCustomer() {
  const opened = await renderRoute(`/agent/customers/${CUSTOMER_ID}`, mockEnvironment, { user: AGENT });
  return opened;
}

describe("an agent on a customer's page", () => {
  it('shows the timeline with the agent named, the orders and the cart', async () => {
    const { user } = await openRoute(mockEnvironment, `/agent/customers/${CUSTOMER_ID}`, { query: 'CustomerPageQuery', data: PAGE, heading: 'Karim Ahmed' });
    void user;
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Call to 01811223344: no answer')).toBeInTheDocument();
    expect(within(timeline).getByText('by Demo Agent')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cart' })).toHaveTextContent('2 × Physics 1st Paper: ৳900');
    expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('PG-2026-000042')).toBeInTheDocument();
    // An admin (audit.view) reads the texts sent to the customer.
    expect(within(screen.getByRole('table', { name: 'Text messages to the customer' })).getByText(/Pay for your order PG-2026-000042/)).toBeInTheDocument();
  });

  it('does not ask for the texts without audit.view (an agent)', async () => {
    await openCustomer();
    const operation = await waitForOperation(mockEnvironment, 'CustomerPageQuery');
    expect(operation.request.variables).toEqual({ id: CUSTOMER_ID, withTexts: false, withCoupons: true });
  });

  it("shows the agent's coupon limits and today's remaining count before they type, and closes the form when none are left", async () => {
    await openCustomer();
    const operation = await waitForOperation(mockEnvironment, 'CustomerPageQuery');
    const allowance = (remainingToday: number) => ({
      __typename: 'CouponAllowance', unlimited: false, configured: true, maxPerDay: 10, maxPercent: 15, maxFixed: { formatted: '৳200' }, issuedToday: 10 - remainingToday, remainingToday,
    });
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { ...PAGE, allowance: allowance(7) } }));
    const form = await screen.findByRole('form', { name: 'Issue a coupon' });
    expect(form).toHaveAccessibleDescription('You may give up to 15% or ৳200 off; 7 of 10 left today.');
    expect(within(form).getByRole('button', { name: 'Issue coupon' })).toBeEnabled();
  });

  it('says when no coupon limits are set yet, before the agent types, and does not offer to issue', async () => {
    await openCustomer();
    const operation = await waitForOperation(mockEnvironment, 'CustomerPageQuery');
    const none = { __typename: 'CouponAllowance', unlimited: false, configured: false, maxPerDay: 0, maxPercent: 0, maxFixed: { formatted: '৳0' }, issuedToday: 0, remainingToday: 0 };
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { ...PAGE, allowance: none } }));
    const form = await screen.findByRole('form', { name: 'Issue a coupon' });
    expect(form).toHaveAccessibleDescription('No coupon limits are set for you yet: ask an admin.');
    expect(within(form).getByRole('button', { name: 'Issue coupon' })).toBeDisabled();
  });

  it('logs a call with the outcome and a follow-up day, sending enum values', async () => {
    const { user } = await openRoute(mockEnvironment, `/agent/customers/${CUSTOMER_ID}`, { query: 'CustomerPageQuery', data: PAGE, heading: 'Karim Ahmed' });
    const form = screen.getByRole('form', { name: 'Log a call' });
    await user.selectOptions(within(form).getByLabelText('Outcome'), 'Call back');
    await user.selectOptions(within(form).getByLabelText('Order'), 'PG-2026-000042');
    await user.type(within(form).getByLabelText('Reason'), 'Payment failed');
    await user.type(within(form).getByLabelText('Duration (minutes)'), '2.5');
    await user.type(within(form).getByLabelText('Call back on'), '2099-01-02');
    await user.click(within(form).getByRole('button', { name: 'Log call' }));
    const operation = await waitForOperation(mockEnvironment, 'LogCallFormLogCallMutation');
    expect(operation.request.variables.input).toEqual({
      customerId: CUSTOMER_ID,
      orderId: ORDER_ID,
      direction: 'OUTBOUND',
      outcome: 'CALL_BACK',
      phone: null,
      durationSeconds: 150,
      reason: 'Payment failed',
      notes: null,
      followUpOn: '2099-01-02',
      queueItemKey: null,
    });
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { logCall: { __typename: 'MutationLogCallSuccess' } } }));
    expect(await screen.findByText('Call logged')).toBeInTheDocument();
  });

  it('checks the call form before sending', async () => {
    const { user } = await openRoute(mockEnvironment, `/agent/customers/${CUSTOMER_ID}`, { query: 'CustomerPageQuery', data: PAGE, heading: 'Karim Ahmed' });
    const form = screen.getByRole('form', { name: 'Log a call' });
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Log call' }));
    expect(within(form).getByText('Enter a Bangladeshi mobile number, e.g. 01712345678')).toBeInTheDocument();
    expect(within(form).getByText('Choose the outcome')).toBeInTheDocument();
  });

  it("shows the server's refusal of a coupon beyond the agent's limit", async () => {
    const { user } = await openRoute(mockEnvironment, `/agent/customers/${CUSTOMER_ID}`, { query: 'CustomerPageQuery', data: PAGE, heading: 'Karim Ahmed' });
    const form = screen.getByRole('form', { name: 'Issue a coupon' });
    await user.type(within(form).getByLabelText('Amount (percent or Taka)'), '40');
    await user.type(within(form).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(form).getByRole('button', { name: 'Issue coupon' }));
    const operation = await waitForOperation(mockEnvironment, 'IssueCouponFormIssueCustomerCouponMutation');
    expect(operation.request.variables.input).toEqual({ customerId: CUSTOMER_ID, discountType: 'PERCENT', value: 40, reason: 'Late delivery' });
    await act(async () =>
      mockEnvironment.mock.resolve(operation, { data: { issueCustomerCoupon: { __typename: 'CouponLimitError', __isError: 'CouponLimitError', message: 'You may give at most 15% off.' } } }),
    );
    expect(await within(form).findByText('You may give at most 15% off.')).toBeInTheDocument();
  });

  it('resends the payment link of an unpaid online order', async () => {
    const { user } = await openRoute(mockEnvironment, `/agent/customers/${CUSTOMER_ID}`, { query: 'CustomerPageQuery', data: PAGE, heading: 'Karim Ahmed' });
    await user.click(screen.getByRole('button', { name: 'Resend payment link for PG-2026-000042' }));
    const operation = await waitForOperation(mockEnvironment, 'SupportOrdersResendPaymentLinkMutation');
    expect(operation.request.variables.input).toEqual({ orderId: ORDER_ID });
  });

  it('says so for an unknown customer', async () => {
    await openCustomer();
    const { resolveOperation } = await import('../../../../test/relay-operations.ts');
    await resolveOperation(mockEnvironment, 'CustomerPageQuery', { supportCustomer: { __typename: 'NotFoundError', message: 'No such customer.' } });
    expect(await screen.findByText('There is no such customer.')).toBeInTheDocument();
  });
});
