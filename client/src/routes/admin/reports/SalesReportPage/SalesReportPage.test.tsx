import { screen, waitFor, within } from '@testing-library/react';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { figure, point, summary, totals } from '../../../../../test/report-data.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const REPORT = {
  salesReport: {
    __typename: 'QuerySalesReportSuccess',
    report: {
      ...summary(totals(3, 112_000, 7), totals(1, 20_000), { from: '2031-03-06', to: '2031-03-09' }),
      series: [point('2031-03-10', 1, 46_000), point('2031-03-11', 1, 27_000), point('2031-03-12', 0, 0), point('2031-03-13', 1, 39_000)],
      products: [figure('p1', 'Physics', 2, 3, 60_000), figure('p2', '=Chemistry', 1, 1, 30_000)],
      kinds: [figure('BOOK', 'BOOK', 2, 3, 60_000)],
      sections: [figure('s1', 'Academic', 2, 3, 60_000)],
      sources: [figure('home', 'home', 2, 4, 45_000)],
      coupons: [figure('', 'No coupon', 2, 6, 85_000), figure('SAVE10', 'SAVE10', 1, 1, 27_000, 3_000)],
      methods: [figure('COD', 'COD', 1, 2, 46_000)],
    },
  },
};

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

it('shows the range from the address: the summary against the previous period, the series and every grouping', async () => {
  const { query } = await openRoute(mockEnvironment, '/admin/report?from=2031-03-10&to=2031-03-13', { query: 'SalesReportPageQuery', data: REPORT, heading: 'Sales report' });
  expect(query.request.variables).toEqual({ range: { from: '2031-03-10', to: '2031-03-13' }, grain: 'DAY' });
  const summaryRegion = screen.getByRole('region', { name: '10 Mar 2031 – 13 Mar 2031' });
  expect(within(summaryRegion).getByText('৳1,120')).toBeInTheDocument();
  expect(summaryRegion).toHaveTextContent('+460% against 6 Mar 2031 – 9 Mar 2031');
  expect(rows('Revenue by day')).toEqual([
    ['Period', 'Orders', 'Revenue'],
    ['2031-03-10', '1', '৳460'],
    ['2031-03-11', '1', '৳270'],
    ['2031-03-12', '0', '৳0'],
    ['2031-03-13', '1', '৳390'],
  ]);
  expect(rows('Top products')[2]).toEqual(['=Chemistry', '1', '1', '৳300']);
  expect(rows('By kind')[1]).toEqual(['Book', '2', '3', '৳600']);
  expect(rows('By payment method')[1]).toEqual(['Cash on delivery', '1', '2', '৳460', '৳0']);
  expect(rows('By coupon')[2]).toEqual(['SAVE10', '1', '1', '৳270', '৳30']);
});

it('changes the grain and range through the address, and refuses a range that ends before it starts', async () => {
  const { user, router } = await openRoute(mockEnvironment, '/admin/report?from=2031-03-10&to=2031-03-13', { query: 'SalesReportPageQuery', data: REPORT, heading: 'Sales report' });
  await user.selectOptions(screen.getByLabelText('Group'), 'WEEK');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  const weekly = await resolveOperation(mockEnvironment, 'SalesReportPageQuery', REPORT);
  expect(weekly.request.variables).toEqual({ range: { from: '2031-03-10', to: '2031-03-13' }, grain: 'WEEK' });
  expect(router.state.location.search).toBe('?from=2031-03-10&to=2031-03-13&grain=week');

  await user.clear(screen.getByLabelText('Last day'));
  await user.type(screen.getByLabelText('Last day'), '2031-03-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be before the first day');
  expect(isPending(mockEnvironment, 'SalesReportPageQuery')).toBe(false);
});

it('downloads a table as a CSV file made by the server', async () => {
  const { user } = await openRoute(mockEnvironment, '/admin/report?from=2031-03-10&to=2031-03-13', { query: 'SalesReportPageQuery', data: REPORT, heading: 'Sales report' });
  const created: Blob[] = [];
  const clicked: string[] = [];
  URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:report');
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await user.click(screen.getByRole('button', { name: 'Download by product (CSV)' }));
  const csv = await resolveOperation(mockEnvironment, 'ReportCsvButtonQuery', {
    salesReport: { __typename: 'QuerySalesReportSuccess', report: { __typename: 'SalesReport', csv: '\uFEFFProduct,Orders\r\nPhysics,2\r\n' } },
  });
  expect(csv.request.variables).toEqual({ range: { from: '2031-03-10', to: '2031-03-13' }, grain: 'DAY', by: 'PRODUCT' });
  await waitFor(() => expect(clicked).toEqual(['sales-product-2031-03-10-to-2031-03-13.csv']));
  expect(created[0]!.type).toBe('text/csv;charset=utf-8');
  // jsdom's Blob has no text(); the bytes show the BOM (a text reader would drop it).
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(created[0]!);
  });
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes.slice(3))).toBe('Product,Orders\r\nPhysics,2\r\n');
  click.mockRestore();
});
