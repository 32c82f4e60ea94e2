import { screen, within } from '@testing-library/react';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { point, totals } from '../../../../../test/report-data.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

it('puts online and shop-counter sales of the same days side by side', async () => {
  const { query } = await openRoute(mockEnvironment, '/admin/report/shop?from=2031-03-10&to=2031-03-11', {
    query: 'ShopReportPageQuery',
    heading: 'Shop counter and online',
    data: {
      salesReport: {
        __typename: 'QuerySalesReportSuccess',
        report: {
          __typename: 'SalesReport',
          online: totals(3, 112_000, 7),
          counter: totals(0, 0, 0),
          onlineSeries: [point('2031-03-10', 1, 46_000), point('2031-03-11', 2, 66_000)],
          counterSeries: [point('2031-03-10', 0, 0), point('2031-03-11', 0, 0)],
        },
      },
    },
  });
  expect(query.request.variables).toEqual({ range: { from: '2031-03-10', to: '2031-03-11' }, grain: 'DAY' });
  const rows = within(screen.getByRole('table', { name: 'Online and shop counter, 10 Mar 2031 – 11 Mar 2031' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows.slice(0, 3)).toEqual([
    ['', 'Online', 'Shop counter'],
    ['Revenue', '৳1,120', '৳0'],
    ['Orders', '3', '0'],
  ]);
  expect(screen.getByRole('table', { name: 'Shop counter revenue' })).toBeInTheDocument();
});
