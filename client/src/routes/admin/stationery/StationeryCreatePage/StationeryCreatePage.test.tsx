import { screen } from '@testing-library/react';
import { stationeryDetails } from '../../../../features/admin-stationery/test-support.ts';
import { gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openCreate() {
  return openRoute(mockEnvironment, '/admin/stationary/create', {
    query: 'StationeryCreatePageQuery',
    data: { sections: SECTIONS },
    heading: 'New stationery item',
  });
}

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });
const box = (name: string) => screen.getByRole('textbox', { name });

describe('the new stationery form', () => {
  it('checks the fields and each variant box when it is left, with the server’s messages', async () => {
    const { user } = await openCreate();
    expect(document.title).toBe('New stationery item | Pathagar');

    await user.click(control('Title'));
    await user.tab();
    expect(control('Title')).toHaveAccessibleDescription('Title is required');
    await user.type(control('Brand'), 'x'.repeat(101));
    await user.tab();
    expect(control('Brand')).toHaveAccessibleDescription(expect.stringContaining('Brand must be at most 100 characters'));
    await user.type(control('Price'), '20');
    await user.type(control('Compare-at price'), '15');
    await user.tab();
    expect(control('Compare-at price')).toHaveAccessibleDescription(expect.stringContaining('Compare-at price must be at least the price'));

    // Without variants the item has its own stock; with them the stock box gives way to their sum.
    expect(control('Stock')).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(screen.queryByLabelText('Stock', { selector: 'input' })).not.toBeInTheDocument();

    await user.click(box('Variant 1 label'));
    await user.tab();
    expect(box('Variant 1 label')).toHaveAccessibleDescription('Label is required');
    await user.type(box('Variant 1 SKU'), 'pen blue');
    await user.tab();
    expect(box('Variant 1 SKU')).toHaveAccessibleDescription('SKU may contain only letters, digits, dots, hyphens and underscores');
    await user.clear(box('Variant 1 stock'));
    await user.type(box('Variant 1 stock'), '-3');
    await user.tab();
    expect(box('Variant 1 stock')).toHaveAccessibleDescription('Stock must be a whole number');

    await user.type(box('Variant 1 label'), 'Blue');
    await user.type(box('Variant 2 label'), 'blue');
    await user.tab();
    expect(box('Variant 2 label')).toHaveAccessibleDescription('Two variants have this label');

    await user.click(screen.getByRole('button', { name: 'Create item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(box('Variant 2 SKU')).toHaveAccessibleDescription('SKU is required');
    expect(isPending(mockEnvironment, 'StationeryFormCreateStationeryMutation')).toBe(false);
  });

  it('creates the item with its variants and price in poisha, then opens its edit screen', async () => {
    const { user, router } = await openCreate();
    await user.type(control('Title'), 'Gel pen');
    await user.type(control('Brand'), 'Matador');
    await user.type(control('Price'), '25.50');
    await user.selectOptions(control('Section'), 'Medical');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.type(box('Variant 1 label'), 'Blue');
    await user.type(box('Variant 1 SKU'), 'gel-blue');
    await user.clear(box('Variant 1 stock'));
    await user.type(box('Variant 1 stock'), '40');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.type(box('Variant 2 label'), 'Black');
    await user.type(box('Variant 2 SKU'), 'GEL-BLACK');
    await user.clear(box('Variant 2 stock'));
    await user.type(box('Variant 2 stock'), '12');
    expect(screen.getByText(/The item’s stock is the sum of its variants’: 52\./)).toBeInTheDocument();
    // Black first.
    await user.click(screen.getByRole('button', { name: 'Move Variant 2 up' }));
    expect(box('Variant 1 label')).toHaveValue('Black');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));

    await user.click(screen.getByRole('button', { name: 'Create item' }));
    const mutation = await resolveOperation(mockEnvironment, 'StationeryFormCreateStationeryMutation', {
      createStationery: { __typename: 'CreateStationeryPayload', stationery: stationeryDetails(9, { title: 'Gel pen' }) },
    });
    expect(mutation.request.variables).toEqual({
      input: {
        title: 'Gel pen',
        subtitle: '',
        description: '',
        price: 2550,
        compareAtPrice: null,
        stock: 0,
        sectionId: gid('Section', 3),
        slug: null,
        brand: 'Matador',
        variants: [
          { label: 'Black', sku: 'GEL-BLACK', stock: 12 },
          { label: 'Blue', sku: 'GEL-BLUE', stock: 40 },
        ],
        authorIds: [],
        published: true,
        coverKey: null,
      },
    });
    expect(await screen.findByText('Stationery item created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/stationary/${uuid(9)}`);
    const edit = await waitForOperation(mockEnvironment, 'StationeryEditPageQuery');
    expect(edit.request.variables).toEqual({ key: uuid(9) });
  });

  it('shows the server’s message beside the variant it names', async () => {
    const { user } = await openCreate();
    await user.type(control('Title'), 'Gel pen');
    await user.type(control('Price'), '25');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.type(box('Variant 1 label'), 'Blue');
    await user.type(box('Variant 1 SKU'), 'PEN-BLUE');
    await user.click(screen.getByRole('button', { name: 'Create item' }));
    await resolveOperation(mockEnvironment, 'StationeryFormCreateStationeryMutation', {
      createStationery: validationError('SKU PEN-BLUE is already used by Ball pen', { 'variants.0.sku': 'SKU PEN-BLUE is already used by Ball pen' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(box('Variant 1 SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Variant 1 SKU')).toHaveAccessibleDescription('SKU PEN-BLUE is already used by Ball pen');
  });
});
