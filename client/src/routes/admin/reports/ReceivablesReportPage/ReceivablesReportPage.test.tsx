import { screen, waitFor, within } from '@testing-library/react';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { courierRow, receivablesMonth } from '../../../../../test/receivables-data.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const STEADFAST = courierRow('steadfast', 'Steadfast', { deliveries: 3, collected: 170_000, charges: 18_000, remitted: 20_000, ageing: [152_000, 10_000, 20_000, 4_000] });
const SANDBOX = courierRow('sandbox', 'Sandbox courier', { deliveries: 1, collected: 30_000, charges: 5_000, remitted: 0, ageing: [25_000, 0, 0, 0] });
const REPORT = {
  receivablesReport: {
    __typename: 'QueryReceivablesReportSuccess',
    report: {
      olderBefore: '2026-08',
      months: [
        receivablesMonth('2026-10', [], { ageingAsOf: '2026-10-31' }),
        receivablesMonth('2026-09', [SANDBOX, STEADFAST], { refunds: [10_000, 0, 36_000], ageingAsOf: '2026-09-30' }),
        receivablesMonth('2026-08', [], { closed: true, closedAt: '2026-09-02T06:00:00Z' }),
      ],
    },
  },
};
const open = (path = '/admin/report/apar-monthly?before=2026-11') => openRoute(mockEnvironment, path, { query: 'ReceivablesReportPageQuery', data: REPORT, heading: 'Courier receivables' });
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

beforeAll(() => jest.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask'] }));
afterAll(() => jest.useRealTimers());

it('shows each month per courier with the ageing, refunds due, closed months and the older page', async () => {
  const { query } = await open();
  expect(query.request.variables).toEqual({ before: '2026-11', first: 6 });
  expect(rows('Couriers, September 2026')).toEqual([
    ['Courier', 'Deliveries', 'Collected', 'Charges', 'Remitted', 'Owed', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days'],
    ['Sandbox courier', '1', '৳300', '৳50', '৳0', '৳250', '৳250', '৳0', '৳0', '৳0'],
    ['Steadfast', '3', '৳1,700', '৳180', '৳200', '৳1,320', '৳1,520', '৳100', '৳200', '৳40'],
    ['All couriers', '4', '৳2,000', '৳230', '৳200', '৳1,570', 'Still owed ৳2,110'],
  ]);
  const september = screen.getByRole('region', { name: 'September 2026' });
  expect(september).toHaveTextContent('Refunds the shop owes from this month: ৳460 (late payments ৳100, online orders ৳0, cash on delivery ৳360)');
  expect(within(september).getByRole('link', { name: 'Details of September 2026' })).toHaveAttribute('href', '/admin/invoice/apar-monthly/2026-09');
  expect(within(september).getByRole('button', { name: 'Close September 2026' })).toBeInTheDocument();
  const august = screen.getByRole('region', { name: 'August 2026' });
  expect(august).toHaveTextContent('Closed');
  expect(within(august).queryByRole('button', { name: /Close/ })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'October 2026' })).getByText('No deliveries, remittances or amounts owed this month.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Older months' })).toHaveAttribute('href', '/admin/report/apar-monthly?before=2026-08');
});

it('closes a month only after the confirmation, then reloads the figures', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Close September 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close September 2026?' });
  expect(dialog).toHaveTextContent('cannot be reopened');
  expect(isPending(mockEnvironment, 'CloseMonthButtonMutation')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(isPending(mockEnvironment, 'CloseMonthButtonMutation')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Close September 2026' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, close September 2026' }));
  const close = await resolveOperation(mockEnvironment, 'CloseMonthButtonMutation', {
    closeReceivablesMonth: { __typename: 'MutationCloseReceivablesMonthSuccess', month: { month: '2026-09', closed: true } },
  });
  expect(close.request.variables).toEqual({ month: '2026-09' });
  const reload = await resolveOperation(mockEnvironment, 'ReceivablesReportPageQuery', REPORT);
  expect(reload.request.variables).toEqual({ before: '2026-11', first: 6 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows the server’s refusal of a close in the dialog', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Close September 2026' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, close September 2026' }));
  await resolveOperation(mockEnvironment, 'CloseMonthButtonMutation', {
    closeReceivablesMonth: { __typename: 'ValidationError', message: 'A month can be closed only once it is over' },
  });
  expect(within(screen.getByRole('dialog')).getByText('A month can be closed only once it is over')).toBeInTheDocument();
});

it('records a remittance in poisha, shows field errors from the server, and checks the amount first', async () => {
  const { user } = await open();
  const form = screen.getByRole('form', { name: 'Record a remittance' });
  await user.click(within(form).getByRole('button', { name: 'Record remittance' }));
  expect(within(form).getByText('Enter an amount in Taka, like 1250 or 1250.50')).toBeInTheDocument();
  expect(isPending(mockEnvironment, 'RecordRemittanceFormMutation')).toBe(false);

  await user.type(within(form).getByLabelText('Amount (Tk)'), '1,250.50');
  await user.clear(within(form).getByLabelText('Received on'));
  await user.type(within(form).getByLabelText('Received on'), '2026-09-20');
  await user.type(within(form).getByLabelText('Reference'), 'SF-77');
  await user.click(within(form).getByRole('button', { name: 'Record remittance' }));
  const refused = await resolveOperation(mockEnvironment, 'RecordRemittanceFormMutation', {
    recordCourierRemittance: { __typename: 'ValidationError', message: 'The date is too early', fields: [{ field: 'receivedOn', message: 'The date is too early' }] },
  });
  expect(refused.request.variables).toEqual({ input: { courier: 'steadfast', amountPoisha: 125_050, receivedOn: '2026-09-20', reference: 'SF-77', note: null } });
  expect(within(form).getByText('The date is too early')).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Record remittance' }));
  await resolveOperation(mockEnvironment, 'RecordRemittanceFormMutation', {
    recordCourierRemittance: {
      __typename: 'MutationRecordCourierRemittanceSuccess',
      recorded: { inClosedMonth: true, remittance: { id: 'r9', amount: { formatted: '৳1,250.50' }, receivedOn: '2026-09-20', courierLabel: 'Steadfast' } },
    },
  });
  await resolveOperation(mockEnvironment, 'ReceivablesReportPageQuery', REPORT);
  expect(await screen.findByText(/September 2026 is closed: its figures stay as closed/)).toBeInTheDocument();
  expect(within(form).getByLabelText('Amount (Tk)')).toHaveValue('');
});

it('downloads the months as a CSV file made by the server', async () => {
  const { user } = await open();
  const clicked: string[] = [];
  URL.createObjectURL = () => 'blob:receivables';
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: 'Download these months (CSV)' }));
  const csv = await resolveOperation(mockEnvironment, 'ReceivablesReportPageCsvQuery', {
    receivablesReport: { __typename: 'QueryReceivablesReportSuccess', report: { __typename: 'ReceivablesReport', csv: '\uFEFFMonth\r\n' } },
  });
  expect(csv.request.variables).toEqual({ before: '2026-11', first: 6 });
  await waitFor(() => expect(clicked).toEqual(['courier-receivables-before-2026-11.csv']));
  click.mockRestore();
});
