import { screen, within } from '@testing-library/react';
import { stationeryDetails } from '../../../../features/admin-stationery/test-support.ts';
import { gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });
const box = (name: string) => screen.getByRole('textbox', { name });
const ITEM = stationeryDetails(5, { title: 'Ball pen', compareAtPrice: { amount: 2500 } });

async function openEdit(item: Record<string, unknown> = ITEM) {
  return openRoute(mockEnvironment, `/admin/stationary/${uuid(5)}`, {
    query: 'StationeryEditPageQuery',
    data: {
      sections: SECTIONS,
      product: { __typename: 'QueryProductSuccess', data: item },
    },
    heading: String(item.title),
  });
}

describe('the stationery edit page', () => {
  it('shows the saved item with its variants, and saves the edited list', async () => {
    const { query, user } = await openEdit();
    expect(query.request.variables).toEqual({ key: uuid(5) });
    expect(document.title).toBe('Ball pen | Pathagar');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Stationery' })).toHaveAttribute('href', '/admin/stationary');
    expect(screen.getAllByRole('link', { name: 'View in shop' })[0]).toHaveAttribute('href', '/stationery/pen-5');
    expect(control('Brand')).toHaveValue('Matador');
    expect(control('Price')).toHaveValue('20');
    expect(control('Compare-at price')).toHaveValue('25');
    expect(box('Variant 1 label')).toHaveValue('Blue');
    expect(box('Variant 2 SKU')).toHaveValue('PEN-BLACK');
    expect(screen.getByText(/sum of its variants’: 30\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Variant 1 (Blue)' }));
    await user.clear(box('Variant 1 stock'));
    await user.type(box('Variant 1 stock'), '15');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    const saved = { ...ITEM, stock: 15, variants: [{ id: gid('StationeryVariant', 2), label: 'Black', sku: 'PEN-BLACK', stock: 15 }], updatedAt: '2026-11-22T10:00:00.000Z' };
    const mutation = await resolveOperation(mockEnvironment, 'StationeryFormUpdateStationeryMutation', {
      updateStationery: { __typename: 'UpdateStationeryPayload', stationery: saved },
    });
    expect(mutation.request.variables.input).toMatchObject({
      id: ITEM.id,
      brand: 'Matador',
      price: 2000,
      compareAtPrice: 2500,
      variants: [{ label: 'Black', sku: 'PEN-BLACK', stock: 15 }],
      published: true,
    });
    expect(mutation.request.variables.input).not.toHaveProperty('coverKey');
    expect(await screen.findByText('Stationery item saved')).toBeInTheDocument();
    expect(screen.getByText(/sum of its variants’: 15\./)).toBeInTheDocument();
  });

  it('shows the server’s ValidationError next to the fields it names', async () => {
    const { user } = await openEdit();
    await user.clear(control('Slug'));
    await user.type(control('Slug'), 'gel-pen');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    await resolveOperation(mockEnvironment, 'StationeryFormUpdateStationeryMutation', {
      updateStationery: validationError('Another product has this slug', { slug: 'Another product has this slug', 'variants.1.label': 'Two variants have this label' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(control('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(control('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another product has this slug'));
    expect(box('Variant 2 label')).toHaveAccessibleDescription('Two variants have this label');
  });

  it('deletes the item after a confirmation, and shows the server’s reason when it refuses', async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete stationery item…' }));
    expect(screen.getByText(/Delete “Ball pen”\?/)).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'DeleteProductSectionDeleteProductMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete stationery item' }));
    const refused = await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: validationError('Validation failed', { id: 'This product is in a bundle (HSC 2026 Science bundle). Unpublish it instead, or take it out of the bundles first.' }),
    });
    expect(refused.request.variables).toEqual({ input: { id: ITEM.id } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is in a bundle (HSC 2026 Science bundle).');
    expect(router.state.location.pathname).toBe(`/admin/stationary/${uuid(5)}`);

    await user.click(screen.getByRole('button', { name: 'Delete stationery item…' }));
    await user.click(screen.getByRole('button', { name: 'Delete stationery item' }));
    await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: { __typename: 'DeleteProductPayload', deletedId: ITEM.id },
    });
    expect(await screen.findByText('Stationery item deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/stationary');
  });

  it('is a 404 when there is no such item', async () => {
    await renderRoute(`/admin/stationary/${uuid(404)}`, mockEnvironment);
    await resolveOperation(mockEnvironment, 'StationeryEditPageQuery', {
      sections: SECTIONS,
      product: { __typename: 'NotFoundError', message: 'This product is not in the shop.' },
    });
    expect(await screen.findByText(`Page not found: /admin/stationary/${uuid(404)}`)).toBeInTheDocument();
  });
});
