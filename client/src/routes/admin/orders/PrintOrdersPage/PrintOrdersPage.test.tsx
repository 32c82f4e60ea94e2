import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { openRoute } from '../../../../../test/admin-route.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const money = (amount: number) => ({ amount, formatted: `৳${(amount / 100).toLocaleString('en-IN')}` });
const shipment = (cn: string) => ({
  id: `s-${cn}`,
  cn,
  status: 'CREATED',
  statusLabel: 'Handed to the courier',
  courierLabel: 'Sandbox courier',
  trackingCode: 'AB12CD34',
  codAmount: money(96000),
  barcodeSvg: '<svg viewBox="0 0 10 10"><path d="M1 1L1 9"/></svg>',
});
const order = (id: string, number: string, shipments: ReturnType<typeof shipment>[] = [], status = 'PROCESSING') => ({
  id,
  number,
  name: 'Rahim Uddin',
  phone: '01712345678',
  address: 'Road 1, Dhanmondi',
  status,
  paymentMethod: 'COD',
  netTotal: money(96000),
  lines: [{ id: `${id}-l`, title: 'Physics 1st Paper', variantLabel: null, quantity: 2 }],
  shipments,
});

const data = {
  shippingSettings: { courierLabel: 'Sandbox courier', sandbox: true, batchLimit: 100 },
  adminOrders: { totalCount: 2, edges: [{ node: order('o1', 'PG-2026-000001') }, { node: order('o2', 'PG-2026-000002') }] },
};

it('hands the chosen orders to the courier in one request and shows each result, some failed', async () => {
  const { user, query } = await openRoute(mockEnvironment, '/admin/orders/print', { query: 'PrintOrdersPageQuery', data, heading: 'Print and ship' });
  expect(query.request.variables).toEqual({ filter: { statuses: ['PROCESSING'] } });
  await user.click(screen.getByRole('button', { name: 'Hand 2 orders to Sandbox courier' }));
  const sent = await resolveOperation(mockEnvironment, 'PrintOrdersPageShipMutation', {
    shipOrders: {
      __typename: 'MutationShipOrdersSuccess',
      results: [
        { orderId: 'o1', number: 'PG-2026-000001', ok: true, reason: null, shipment: { cn: '123456789' }, order: order('o1', 'PG-2026-000001', [shipment('123456789')], 'SHIPPED') },
        { orderId: 'o2', number: 'PG-2026-000002', ok: false, reason: 'Sandbox courier: could not reach the courier. The order is still ready to ship: try again in a few minutes.', shipment: null, order: order('o2', 'PG-2026-000002') },
      ],
    },
  });
  expect(sent.request.variables).toEqual({ input: { orderIds: ['o1', 'o2'] } });
  const results = await screen.findByRole('region', { name: 'Hand-over results' });
  expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Handed over — PG-2026-000001: handed to Sandbox courier, consignment 123456789',
    'Not handed over — PG-2026-000002: Sandbox courier: could not reach the courier. The order is still ready to ship: try again in a few minutes.',
  ]);
  // The label of the handed-over order carries its barcode, ready to print.
  const label = screen.getByRole('region', { name: 'Courier label 123456789', hidden: true });
  expect(within(label).getByRole('img', { name: 'Barcode of consignment 123456789', hidden: true }).innerHTML).toContain('<svg');
  expect(screen.getByText('Parcel 123456789: Handed to the courier')).toBeInTheDocument();
});

it('moves a sandbox parcel along', async () => {
  const shipped = { ...data, adminOrders: { totalCount: 1, edges: [{ node: order('o1', 'PG-2026-000001', [shipment('123456789')], 'SHIPPED') }] } };
  const { user } = await openRoute(mockEnvironment, '/admin/orders/print?status=SHIPPED', { query: 'PrintOrdersPageQuery', data: shipped, heading: 'Print and ship' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sandbox courier step for parcel 123456789' }), 'delivered');
  await user.click(screen.getByRole('button', { name: 'Move parcel 123456789' }));
  const moved = await resolveOperation(mockEnvironment, 'PrintOrdersPageAdvanceMutation', {
    advanceSandboxParcel: { __typename: 'MutationAdvanceSandboxParcelSuccess', shipment: { id: 's-123456789', status: 'DELIVERED', statusLabel: 'Delivered' } },
  });
  expect(moved.request.variables).toEqual({ input: { cn: '123456789', step: 'delivered' } });
  expect(await screen.findByText('Parcel 123456789: Delivered')).toBeInTheDocument();
});

it('counts one order as one, and a handed-over parcel as shipped, not "being packed"', async () => {
  const one = { ...data, adminOrders: { totalCount: 1, edges: [{ node: order('o1', 'PG-2026-000001') }] } };
  const { user } = await openRoute(mockEnvironment, '/admin/orders/print', { query: 'PrintOrdersPageQuery', data: one, heading: 'Print and ship' });
  expect(screen.getByText('1 order being packed.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hand 1 order to Sandbox courier' }));
  await resolveOperation(mockEnvironment, 'PrintOrdersPageShipMutation', {
    shipOrders: {
      __typename: 'MutationShipOrdersSuccess',
      results: [{ orderId: 'o1', number: 'PG-2026-000001', ok: true, reason: null, shipment: { cn: '123456789' }, order: order('o1', 'PG-2026-000001', [shipment('123456789')], 'SHIPPED') }],
    },
  });
  expect(await screen.findByText('1 order handed over')).toBeInTheDocument();
  expect(screen.getByText('0 orders being packed, 1 handed over and shipped.')).toBeInTheDocument();
  expect(screen.queryByText(/being packed order/)).not.toBeInTheDocument();
});
