import { act, screen, within } from '@testing-library/react';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';
import { validationError } from '../../../../features/catalog-admin/test-support.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const taka = (amount: number) => ({ amount: amount * 100, formatted: `৳${amount}` });

function rule(place: string, kind: string, charge: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DeliveryRule',
    id: btoa(`DeliveryRule:${place}:${kind}`),
    place,
    kind,
    charge: taka(charge),
    freeAbove: null,
    editable: kind !== 'STATIONERY',
    updatedAt: null,
    ...overrides,
  };
}

// What the server answers on a fresh shop: stationery's fixed 40 / 60 Taka first, then the zone rules.
const SEED_RULES = [
  rule('DHAKA', 'STATIONERY', 40),
  rule('OUTSIDE_DHAKA', 'STATIONERY', 60),
  rule('DHAKA', 'BOOK', 40),
  rule('OUTSIDE_DHAKA', 'BOOK', 60, { freeAbove: taka(2000), updatedAt: '2026-11-21T08:00:00.000Z' }),
  rule('DHAKA', 'BUNDLE', 40),
  rule('OUTSIDE_DHAKA', 'BUNDLE', 60),
];

async function openDelivery(rules = SEED_RULES) {
  return openRoute(mockEnvironment, '/admin/delivery', {
    query: 'DeliveryRulesPageQuery',
    data: { deliveryRules: rules },
    heading: 'Delivery charges',
  });
}

const rows = () => within(screen.getByRole('table', { name: 'Delivery charges' })).getAllByRole('row').slice(1);

describe('the delivery charge table', () => {
  it('shows the server’s rules: stationery’s fixed 40 / 60 Taka read-only, books and bundles editable in Taka', async () => {
    await openDelivery();
    expect(document.title).toBe('Delivery charges | Pathagar');
    const [stationeryDhaka, stationeryOutside] = rows();
    expect(within(stationeryDhaka!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Inside Dhaka', '৳40', '—', 'Fixed by the shop']);
    expect(within(stationeryOutside!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Outside Dhaka', '৳60', '—', 'Fixed by the shop']);
    expect(screen.queryByLabelText('Charge for stationery inside Dhaka')).not.toBeInTheDocument();

    expect(screen.getByLabelText('Charge for books inside Dhaka')).toHaveValue('40');
    expect(screen.getByLabelText('Charge for books outside Dhaka')).toHaveValue('60');
    expect(screen.getByLabelText('Free delivery of books outside Dhaka from')).toHaveValue('2000');
    expect(screen.getByLabelText('Charge for bundles outside Dhaka')).toHaveValue('60');
    expect(within(rows()[3]!).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save books inside Dhaka' })).toBeDisabled();
  });

  it('shows the title and a loading skeleton until the rules arrive', async () => {
    await renderRoute('/admin/delivery', mockEnvironment);
    expect(await screen.findByRole('heading', { name: 'Delivery charges', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'DeliveryRulesPageQuery', { deliveryRules: SEED_RULES });
    expect(await screen.findByRole('table', { name: 'Delivery charges' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('says so when the server has no rules', async () => {
    await openDelivery([]);
    expect(screen.getByText('No delivery charges are set up.')).toBeInTheDocument();
  });
});

describe('changing a charge', () => {
  it('saves the charge in poisha, shows what the server answers and says so', async () => {
    const { user } = await openDelivery();
    const charge = screen.getByLabelText('Charge for books inside Dhaka');
    await user.clear(charge);
    await user.type(charge, '49.50');
    await user.type(screen.getByLabelText('Free delivery of books inside Dhaka from'), '1,500');
    await user.click(screen.getByRole('button', { name: 'Save books inside Dhaka' }));

    const operation = await waitForOperation(mockEnvironment, 'DeliveryRuleRowUpdateDeliveryRuleMutation');
    expect(operation.request.variables).toEqual({ input: { place: 'DHAKA', kind: 'BOOK', charge: 4950, freeAbove: 150000 } });
    expect(screen.getByRole('button', { name: 'Save books inside Dhaka' })).toHaveTextContent('Saving…');
    await act(async () => {
      mockEnvironment.mock.resolve(operation, {
        data: {
          updateDeliveryRule: {
            __typename: 'MutationUpdateDeliveryRuleSuccess',
            rule: rule('DHAKA', 'BOOK', 49.5, { charge: { amount: 4950, formatted: '৳49.50' }, freeAbove: taka(1500), updatedAt: '2026-11-23T04:00:00.000Z' }),
          },
        },
      });
    });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Delivery charge saved');
    expect(toast).toHaveTextContent('Books inside Dhaka: ৳49.50');
    expect(within(rows()[2]!).getByText('23 Nov 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Charge for books inside Dhaka')).toHaveValue('49.50');
  });

  it('clears the free-delivery threshold with null', async () => {
    const { user } = await openDelivery();
    await user.clear(screen.getByLabelText('Free delivery of books outside Dhaka from'));
    await user.click(screen.getByRole('button', { name: 'Save books outside Dhaka' }));
    const operation = await waitForOperation(mockEnvironment, 'DeliveryRuleRowUpdateDeliveryRuleMutation');
    expect(operation.request.variables.input).toEqual({ place: 'OUTSIDE_DHAKA', kind: 'BOOK', charge: 6000, freeAbove: null });
  });

  it('checks the amount before sending', async () => {
    const { user } = await openDelivery();
    const charge = screen.getByLabelText('Charge for bundles inside Dhaka');
    await user.clear(charge);
    await user.type(charge, 'forty');
    await user.click(screen.getByRole('button', { name: 'Save bundles inside Dhaka' }));
    expect(charge).toHaveAccessibleDescription('Enter charge in Taka, e.g. 250 or 249.50');
    await user.clear(charge);
    await user.click(screen.getByRole('button', { name: 'Save bundles inside Dhaka' }));
    expect(charge).toHaveAccessibleDescription('Charge is required');
    expect(isPending(mockEnvironment, 'DeliveryRuleRowUpdateDeliveryRuleMutation')).toBe(false);
  });

  it('shows the server’s field message by the field, and a refusal without a field in a destructive toast', async () => {
    const { user } = await openDelivery();
    const charge = screen.getByLabelText('Charge for bundles outside Dhaka');
    await user.clear(charge);
    await user.type(charge, '200000');
    await user.click(screen.getByRole('button', { name: 'Save bundles outside Dhaka' }));
    await resolveOperation(mockEnvironment, 'DeliveryRuleRowUpdateDeliveryRuleMutation', {
      updateDeliveryRule: validationError('The charge is too large', { charge: 'The charge is too large' }),
    });
    expect(await screen.findByText('The charge is too large')).toBeInTheDocument();
    expect(charge).toHaveAttribute('aria-invalid', 'true');

    await user.clear(charge);
    await user.type(charge, '70');
    await user.click(screen.getByRole('button', { name: 'Save bundles outside Dhaka' }));
    await resolveOperation(mockEnvironment, 'DeliveryRuleRowUpdateDeliveryRuleMutation', {
      updateDeliveryRule: validationError('Zone rules are for books and bundles', { kind: 'Zone rules are for books and bundles' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save the charge');
    expect(alert).toHaveTextContent('Zone rules are for books and bundles');
  });
});
