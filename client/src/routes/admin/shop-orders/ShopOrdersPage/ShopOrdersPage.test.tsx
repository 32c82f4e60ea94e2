import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { validationError } from '../../../../features/catalog-admin/test-support.ts';
import { addProduct, outletOfPath, saleProblem, saleTotal, type CounterProduct } from '../../../../features/counter-sales/counter-sale.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

type User = ReturnType<typeof userEvent.setup>;

const OUTLETS = [
  { __typename: 'Outlet', id: '11111111-1111-4111-8111-111111111111', code: 'bmd', name: 'Banglamotor shop', address: 'Banglamotor, Dhaka', active: true },
  { __typename: 'Outlet', id: '22222222-2222-4222-8222-222222222222', code: 'nlk', name: 'Nilkhet stall', address: '', active: true },
  { __typename: 'Outlet', id: '33333333-3333-4333-8333-333333333333', code: 'old', name: 'Old shop', address: '', active: false },
];

const ORDER_GID = btoa('Order:44444444-4444-4444-8444-444444444444');
const INVOICE_GID = btoa('Invoice:55555555-5555-4555-8555-555555555555');

function sale(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: ORDER_GID,
    number: 'PG-2026-000042',
    placedAt: '2026-11-25T10:00:00.000Z',
    name: 'Counter customer',
    phone: '',
    paymentMethod: 'COD',
    takenByName: 'Admin',
    netTotal: { amount: 90000, formatted: '৳900' },
    outlet: { __typename: 'Outlet', id: OUTLETS[0]!.id, code: 'bmd', name: 'Banglamotor shop' },
    invoice: { __typename: 'Invoice', id: INVOICE_GID, number: 'INV-2026-27-000007' },
    ...overrides,
  };
}

function pageData(sales: Record<string, unknown>[] = [], outlet: Record<string, unknown> | null = null) {
  return {
    outlets: OUTLETS,
    ...(outlet ? { outlet } : {}),
    counterOrders: {
      totalCount: sales.length,
      edges: sales.map((node, i) => ({ cursor: `c${i}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

async function openShopOrders(path = '/admin/shop-orders', data: Record<string, unknown> = pageData(), heading = 'Shop-counter sales') {
  return openRoute(mockEnvironment, path, { query: 'ShopOrdersPageQuery', data, heading });
}

const BOOK = { __typename: 'Book', id: btoa('Book:66666666-6666-4666-8666-666666666666'), title: 'HSC Physics 1st Paper', kind: 'BOOK', stock: 4, price: { amount: 45000 } };

/** Types into the product search, answers with `matches` and picks the first. */
async function addFromSearch(user: User, term: string, matches: Record<string, unknown>[] = [BOOK]) {
  await user.type(screen.getByRole('combobox', { name: 'Find a product' }), term);
  const search = await resolveOperation(mockEnvironment, 'CounterSaleFormSearchQuery', { counterProducts: matches });
  await user.click(await screen.findByRole('option', { name: new RegExp(String(matches[0]!.title)) }));
  return search.request.variables;
}

describe('the counter sale', () => {
  it('sells what was found, with its quantity, phone, payment and outlet, then shows the invoice to print and reads the list again', async () => {
    const { user } = await openShopOrders();
    expect(document.title).toBe('Shop-counter sales | Pathagar');
    expect(screen.getByText('No counter sales yet.')).toBeInTheDocument();
    // Closed outlets are not offered for new sales.
    expect(within(screen.getByLabelText('Outlet')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Banglamotor shop (bmd)', 'Nilkhet stall (nlk)']);

    expect(await addFromSearch(user, '978-984')).toEqual({ query: '978-984' });
    const lines = screen.getByRole('table', { name: 'Products of the sale' });
    expect(within(lines).getByText('4 in stock')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity of HSC Physics 1st Paper');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByRole('button', { name: 'Confirm sale of ৳900' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer phone (optional)'), '01812-345678');
    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    await user.selectOptions(screen.getByLabelText('Outlet'), 'nlk');
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳900' }));

    const placed = await waitForOperation(mockEnvironment, 'CounterSaleFormMutation');
    expect(placed.request.variables.input).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      outletCode: 'nlk',
      payment: 'BKASH',
      phone: '01812-345678',
      lines: [{ productId: BOOK.id, variantId: null, quantity: 2 }],
      expectedNetPoisha: 90000,
    });
    const firstKey = placed.request.variables.input.idempotencyKey;
    await act(async () => {
      mockEnvironment.mock.resolve(placed, { data: { placeCounterOrder: { __typename: 'MutationPlaceCounterOrderSuccess', order: sale() } } });
    });
    const done = await screen.findByText(/Sold: order/);
    expect(done.closest('[role="status"]')).toHaveTextContent('Sold: order PG-2026-000042, ৳900 paid. Invoice INV-2026-27-000007.');
    expect(screen.getByRole('link', { name: 'Print invoice' })).toHaveAttribute('href', '/admin/invoice/55555555-5555-4555-8555-555555555555/print');
    expect(screen.queryByRole('table', { name: 'Products of the sale' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer phone (optional)')).toHaveValue('');

    // The list is read again and shows the sale.
    await resolveOperation(mockEnvironment, 'CounterOrdersListPaginationQuery', pageData([sale()]));
    const list = await screen.findByRole('table', { name: 'Counter sales' });
    expect(within(list).getByRole('link', { name: 'PG-2026-000042' })).toHaveAttribute('href', '/admin/orders/44444444-4444-4444-8444-444444444444');
    expect(within(list).getByRole('link', { name: 'Print invoice INV-2026-27-000007' })).toBeInTheDocument();

    // The next sale has a key of its own.
    await addFromSearch(user, 'Physics');
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳450' }));
    const next = await waitForOperation(mockEnvironment, 'CounterSaleFormMutation');
    expect(next.request.variables.input.idempotencyKey).not.toBe(firstKey);
  });

  it('refuses an empty sale before sending, and a bad quantity', async () => {
    const { user } = await openShopOrders();
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳0' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one product to the sale.');
    await addFromSearch(user, 'Physics');
    const quantity = screen.getByLabelText('Quantity of HSC Physics 1st Paper');
    await user.clear(quantity);
    await user.type(quantity, 'two');
    await user.click(screen.getByRole('button', { name: /Confirm sale/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity from 1 to 100 for HSC Physics 1st Paper.');
    expect(isPending(mockEnvironment, 'CounterSaleFormMutation')).toBe(false);
  });

  it('shows the server’s refusals: out of stock for the form, a phone by its field; the same key is sent again', async () => {
    const { user } = await openShopOrders();
    await addFromSearch(user, 'Physics');
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳450' }));
    const first = await resolveOperation(mockEnvironment, 'CounterSaleFormMutation', {
      placeCounterOrder: { __typename: 'OutOfStockError', __isError: 'OutOfStockError', message: 'HSC Physics 1st Paper is out of stock.' },
    });
    expect(await screen.findByText('HSC Physics 1st Paper is out of stock.')).toBeInTheDocument();

    // A phone that is no mobile number is caught before sending.
    const phone = screen.getByLabelText('Customer phone (optional)');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳450' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a Bangladeshi mobile number (01XXXXXXXXX), or leave it empty'));
    expect(isPending(mockEnvironment, 'CounterSaleFormMutation')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '+880 1812-345678');
    await user.click(screen.getByRole('button', { name: 'Confirm sale of ৳450' }));
    const second = await resolveOperation(mockEnvironment, 'CounterSaleFormMutation', {
      placeCounterOrder: validationError('The phone was refused', { phone: 'The phone was refused' }),
    });
    expect(second.request.variables.input.phone).toBe('+880 1812-345678');
    expect(await screen.findByText('The phone was refused', { selector: '.ui-field__error' })).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(second.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
  });
});

describe('one outlet’s sales', () => {
  it('reads /admin/shop-orders/bmd as the outlet bmd: its list, its counter chosen for new sales', async () => {
    const { query } = await openShopOrders(
      '/admin/shop-orders/bmd',
      pageData([sale()], { __typename: 'QueryOutletSuccess', data: { __typename: 'Outlet', id: OUTLETS[0]!.id, code: 'bmd', name: 'Banglamotor shop', address: 'Banglamotor, Dhaka' } }),
      'Counter sales: Banglamotor shop',
    );
    expect(query.request.variables).toEqual({ outletCode: 'bmd', filtered: true, listOutlet: 'bmd' });
    expect(screen.getByLabelText('Outlet')).toHaveValue('bmd');
    expect(screen.getByRole('heading', { name: 'Sales at Banglamotor shop' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Counter sales' })).getAllByRole('row')).toHaveLength(2);
  });

  it('says an unknown outlet is not found', async () => {
    await openShopOrders('/admin/shop-orders/xyz', pageData([], { __typename: 'NotFoundError', message: 'No outlet has the code "xyz".' }), 'Outlet not found');
    expect(screen.getByText('No outlet has the code “xyz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All counter sales' })).toHaveAttribute('href', '/admin/shop-orders');
  });

  it('shows a loading state until the page’s data arrives', async () => {
    await renderRoute('/admin/shop-orders', mockEnvironment);
    expect(await screen.findByRole('heading', { name: 'Shop-counter sales', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('the outlets', () => {
  it('adds an outlet and reads the list again', async () => {
    const { user } = await openShopOrders();
    await user.click(screen.getByRole('button', { name: 'Add outlet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add outlet' });
    await user.type(within(dialog).getByLabelText('Code'), 'FRM');
    await user.type(within(dialog).getByLabelText('Name'), 'Farmgate shop');
    await user.click(within(dialog).getByRole('button', { name: 'Add outlet' }));
    const created = await resolveOperation(mockEnvironment, 'OutletsPanelCreateMutation', {
      createOutlet: { __typename: 'MutationCreateOutletSuccess', outlet: { __typename: 'Outlet', id: '77777777-7777-4777-8777-777777777777', code: 'frm' } },
    });
    expect(created.request.variables.input).toEqual({ code: 'frm', name: 'Farmgate shop', address: '', active: true });
    await resolveOperation(mockEnvironment, 'OutletsPanelRefetchQuery', {
      outlets: [...OUTLETS, { __typename: 'Outlet', id: '77777777-7777-4777-8777-777777777777', code: 'frm', name: 'Farmgate shop', address: '', active: true }],
    });
    expect(await within(screen.getByRole('table', { name: 'Outlets' })).findByText('Farmgate shop')).toBeInTheDocument();
  });

  it('closes an outlet only after a confirmation', async () => {
    const { user } = await openShopOrders();
    await user.click(screen.getByRole('button', { name: 'Close Nilkhet stall' }));
    expect(isPending(mockEnvironment, 'OutletsPanelUpdateMutation')).toBe(false);
    expect(screen.getByText(/Close Nilkhet stall\? No new sales/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close outlet' }));
    const update = await resolveOperation(mockEnvironment, 'OutletsPanelUpdateMutation', {
      updateOutlet: { __typename: 'MutationUpdateOutletSuccess', outlet: { ...OUTLETS[1], active: false } },
    });
    expect(update.request.variables).toEqual({ id: OUTLETS[1]!.id, input: { code: 'nlk', name: 'Nilkhet stall', address: '', active: false } });
    const row = within(screen.getByRole('table', { name: 'Outlets' })).getByText('Nilkhet stall').closest('tr')!;
    expect(within(row).getByText('Closed')).toBeInTheDocument();
  });
});

describe('the sale’s arithmetic', () => {
  const pen: CounterProduct = { id: 'p', title: 'Pen', kind: 'STATIONERY', price: 2000, stock: 0, variants: [{ id: 'v1', label: 'Blue', stock: 3 }, { id: 'v2', label: 'Red', stock: 1 }] };
  it('adds one more of a product already there, asks which variant, totals the lines', () => {
    const book: CounterProduct = { id: 'b', title: 'Book', kind: 'BOOK', price: 45050, stock: 2, variants: [] };
    const lines = addProduct(addProduct([], book), book);
    expect(lines).toEqual([{ product: book, variantId: null, quantity: '2' }]);
    expect(saleTotal(lines)).toBe(90100);
    expect(saleProblem(addProduct(lines, pen))).toBe('Choose which Pen.');
    expect(saleProblem([])).toBe('Add at least one product to the sale.');
  });
  it('reads the outlet code of the address', () => {
    expect(outletOfPath('/admin/shop-orders')).toBeNull();
    expect(outletOfPath('/admin/shop-orders/bmd')).toBe('bmd');
    expect(outletOfPath('/admin/shop-orders/BMD/')).toBe('bmd');
  });
});
