import { screen, within } from '@testing-library/react';
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

async function open(myRepresentative: unknown) {
  await renderRoute('/sales/stationary', mockEnvironment, { user: customer() });
  expect(await screen.findByRole('heading', { name: 'Stationery sales', level: 1 })).toBeInTheDocument();
  await resolveOperation(mockEnvironment, 'StationerySalesPageQuery', { myRepresentative });
}

describe('/sales/stationary', () => {
  it('lists stationery sold with the code by product and by month', async () => {
    await open({
      __typename: 'Representative',
      id: 'rep1',
      joiningId: 'ALPHA-1',
      stationerySales: {
        byProduct: [
          { title: 'Gel Pen', quantity: 4, revenue: money(20000) },
          { title: 'Khata 200 pages', quantity: 1, revenue: money(12000) },
        ],
        byMonth: [
          { month: '2026-02', quantity: 2, revenue: money(17000) },
          { month: '2026-01', quantity: 3, revenue: money(15000) },
        ],
      },
    });
    const products = screen.getByRole('table', { name: 'Stationery by product' });
    expect(within(within(products).getByRole('row', { name: /Gel Pen/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Gel Pen', '4', '৳200']);
    const months = screen.getByRole('table', { name: 'Stationery by month' });
    expect(within(months).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['February 20262৳170', 'January 20263৳150']);
  });

  it('has an empty state before any stationery sold', async () => {
    await open({ __typename: 'Representative', id: 'rep1', joiningId: 'ALPHA-1', stationerySales: { byProduct: [], byMonth: [] } });
    expect(screen.getByRole('heading', { name: 'No stationery sold with your code yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the stationery' })).toHaveAttribute('href', '/stationery');
  });

  it('explains the programme to someone who is not a representative', async () => {
    await open(null);
    expect(screen.getByRole('heading', { name: 'This page is for campus representatives' })).toBeInTheDocument();
  });

  it('speaks Bangla, with Bangla digits, Taka and months', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/sales/stationary', mockEnvironment, { user: customer() });
      expect(await screen.findByRole('heading', { name: 'স্টেশনারি বিক্রি', level: 1 })).toBeInTheDocument();
      await resolveOperation(mockEnvironment, 'StationerySalesPageQuery', {
        myRepresentative: {
          __typename: 'Representative',
          id: 'rep1',
          joiningId: 'ALPHA-1',
          stationerySales: {
            byProduct: [{ title: 'Gel Pen', quantity: 12, revenue: money(123450) }],
            byMonth: [{ month: '2026-02', quantity: 12, revenue: money(123450) }],
          },
        },
      });
      const products = screen.getByRole('table', { name: 'পণ্য অনুযায়ী স্টেশনারি' });
      expect(within(within(products).getByRole('row', { name: /Gel Pen/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Gel Pen', '১২', '৳১,২৩৪.৫০']);
      const months = screen.getByRole('table', { name: 'মাস অনুযায়ী স্টেশনারি' });
      expect(within(months).getAllByRole('cell')[0]!.textContent).toMatch(/^ফেব্রুয়ার[িী] ২০২৬$/);
      expect(screen.getByRole('link', { name: 'প্রোফাইল' })).toHaveAttribute('href', '/edit');
    });
  });
});
