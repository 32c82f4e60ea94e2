import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';
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

import { stationery, variant, resolveProductPage } from '../../features/catalog/product-detail-test-support.ts';

async function openItem(product: Record<string, unknown> | null, path = '/stationery/gel-pen') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  return resolveProductPage(mockEnvironment, 'StationeryDetailPageQuery', product);
}

describe('the stationery page', () => {
  it('shows the brand and lets the shopper choose a variant, with each variant’s stock', async () => {
    const typist = userEvent.setup();
    const operation = await openItem(
      stationery('gel-pen', {
        title: 'Gel Pen 0.5 mm',
        brand: 'Matador',
        stock: 42,
        variants: [variant(1, 'Blue', 0), variant(2, 'Black', 40), variant(3, 'Red', 2)],
      }),
    );
    expect(operation.request.variables).toEqual({ key: 'gel-pen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gel Pen 0.5 mm' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Brand Matador' })).toBeInTheDocument();
    const choice = within(screen.getByRole('radiogroup', { name: 'Choose a variant' }));
    const blue = choice.getByRole('radio', { name: /Blue/ });
    expect(blue).toBeDisabled();
    expect(blue.closest('label')).toHaveTextContent('Blueout of stock');
    // The first variant in stock is chosen to begin with.
    expect(choice.getByRole('radio', { name: /Black/ })).toBeChecked();
    expect(choice.getByRole('radio', { name: /Black/ }).closest('label')).toHaveTextContent('Blackin stock');
    const red = choice.getByRole('radio', { name: /Red/ });
    expect(red.closest('label')).toHaveTextContent('Redonly 2 left');
    await typist.click(red);
    expect(red).toBeChecked();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Stationery' })).toHaveAttribute('href', '/stationery');
  });

  it('shows no choice for an item without variants', async () => {
    await openItem(stationery('geometry-box', { title: 'Geometry Box', inStock: false, stock: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Geometry Box' });
    expect(screen.queryByRole('radiogroup', { name: 'Choose a variant' })).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the 404 view when there is no such item', async () => {
    await openItem(null, '/stationery/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the stationery page in Bangla', () => {
  it('offers the variants with their stock in Bangla', async () => {
    await inLanguage('bn', async () => {
      await openItem(stationery('gel-pen', { title: 'Gel Pen 0.5 mm', brand: 'Matador', stock: 42, variants: [variant(1, 'Blue', 0), variant(2, 'Black', 40), variant(3, 'Red', 2)] }));
      await screen.findByRole('heading', { level: 1, name: 'Gel Pen 0.5 mm' });
      expect(screen.getByRole('table', { name: 'তথ্য' })).toBeInTheDocument();
      expect(screen.getByRole('row', { name: 'ব্র্যান্ড Matador' })).toBeInTheDocument();
      const choice = within(screen.getByRole('radiogroup', { name: 'একটি ভ্যারিয়েন্ট বেছে নিন' }));
      expect(choice.getByRole('radio', { name: /Blue/ }).closest('label')).toHaveTextContent('Blueস্টকে নেই');
      expect(choice.getByRole('radio', { name: /Black/ }).closest('label')).toHaveTextContent('Blackস্টকে আছে');
      expect(choice.getByRole('radio', { name: /Red/ }).closest('label')).toHaveTextContent('Redআর মাত্র ২টি আছে');
      expect(within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'স্টেশনারি' })).toHaveAttribute('href', '/stationery');
    });
  });
});
