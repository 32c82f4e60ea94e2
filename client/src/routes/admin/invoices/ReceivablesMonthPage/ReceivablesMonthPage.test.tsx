import { screen, within } from '@testing-library/react';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { courierRow, money, receivablesMonth } from '../../../../../test/receivables-data.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const MONTH = {
  receivablesMonth: {
    __typename: 'QueryReceivablesMonthSuccess',
    month: {
      ...receivablesMonth('2026-09', [courierRow('steadfast', 'Steadfast', { deliveries: 1, collected: 50_000, charges: 6_000, remitted: 20_000, ageing: [24_000, 0, 0, 0] })], {
        closed: true,
        closedAt: '2026-10-02T06:00:00Z',
        refunds: [0, 0, 36_000],
      }),
      csv: '\uFEFFMonth\r\n',
      shipments: [{ cn: 'SF123', courierLabel: 'Steadfast', orderNumber: 'PG-2026-000017', deliveredAt: '2026-09-30T17:30:00Z', collected: money(50_000), charge: money(6_000) }],
      remittances: [{ id: 'r1', courierLabel: 'Steadfast', amount: money(20_000), receivedOn: '2026-09-10', reference: '=HYPERLINK("x")', note: 'Bank' }],
      refundsDueItems: [{ kind: 'COD_REFUND', orderNumber: 'PG-2026-000020', dueSince: '2026-09-30T17:45:00Z', amount: money(36_000) }],
    },
  },
};

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

it('shows a closed month from its snapshot: couriers, the parcels in Dhaka time, remittances and refunds due, with print and CSV', async () => {
  const { query, user } = await openRoute(mockEnvironment, '/admin/invoice/apar-monthly/2026-09', { query: 'ReceivablesMonthPageQuery', data: MONTH, heading: 'Courier receivables, September 2026' });
  expect(query.request.variables).toEqual({ month: '2026-09' });
  expect(screen.getByText(/Closed .*: the figures as they were then/)).toBeInTheDocument();
  expect(rows('Couriers, September 2026')[1]).toEqual(['Steadfast', '1', '৳500', '৳60', '৳200', '৳240', '৳240', '৳0', '৳0', '৳0']);
  // 17:30 UTC on 30 September is 23:30 in Dhaka, still September.
  expect(rows('Parcels delivered')[1]).toEqual(['30 Sept, 23:30', 'Steadfast', 'SF123', 'PG-2026-000017', '৳500', '৳60']);
  expect(rows('Remittances received')[1]?.slice(1)).toEqual(['Steadfast', '=HYPERLINK("x")', 'Bank', '৳200']);
  expect(rows('Refunds due')[1]?.slice(1)).toEqual(['PG-2026-000020', 'Cash on delivery returned', '৳360']);

  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
  const clicked: string[] = [];
  URL.createObjectURL = () => 'blob:month';
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: 'Download (CSV)' }));
  expect(clicked).toEqual(['courier-receivables-2026-09.csv']);
  click.mockRestore();
  print.mockRestore();
});

it('answers a month that cannot be, like 2026-13, with the not-found page', async () => {
  await renderRoute('/admin/invoice/apar-monthly/2026-13', mockEnvironment);
  const query = await resolveOperation(mockEnvironment, 'ReceivablesMonthPageQuery', { receivablesMonth: { __typename: 'NotFoundError', message: 'There is no month 2026-13 in the report.' } });
  expect(query.request.variables).toEqual({ month: '2026-13' });
  expect(await screen.findByText('Page not found: /admin/invoice/apar-monthly/2026-13')).toBeInTheDocument();
});
