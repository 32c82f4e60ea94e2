import { screen, within } from '@testing-library/react';
import { bundleDetails, bundleItem } from '../../../../features/admin-bundles/test-support.ts';
import { gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

const BUNDLE = bundleDetails(4, {
  title: 'HSC 2026 Science bundle',
  price: { amount: 90050 },
  compareAtPrice: { amount: 105000 },
  section: { __typename: 'Section', id: gid('Section', 3) },
  cover: { url: '/files/covers/science.svg', alt: 'HSC 2026 Science bundle' },
  published: true,
  items: [bundleItem('Book', 1, 2, { title: 'Physics 1st Paper' }), bundleItem('Ebook', 2, 1, { title: 'Chemistry ebook' })],
});

async function openEdit(bundle: Record<string, unknown> = BUNDLE) {
  return openRoute(mockEnvironment, `/admin/bundles/${uuid(4)}`, {
    query: 'BundleEditPageQuery',
    data: {
      sections: SECTIONS,
      product: { __typename: 'QueryProductSuccess', data: bundle },
    },
    heading: String(bundle.title),
  });
}

describe('the bundle edit page', () => {
  it('shows the saved bundle with its items and tabs, and saves what the form holds', async () => {
    const { query, user } = await openEdit();
    expect(query.request.variables).toEqual({ key: uuid(4) });
    expect(document.title).toBe('HSC 2026 Science bundle | Pathagar');
    const tabs = within(screen.getByRole('navigation', { name: 'Bundle' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', `/admin/bundles/${uuid(4)}`],
      ['Sales', `/admin/bundles/${uuid(4)}/sales`],
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Bundles' })).toHaveAttribute('href', '/admin/bundles');
    expect(control('Year')).toHaveValue('2026');
    expect(control('Price')).toHaveValue('900.50');
    expect(control('Compare-at price')).toHaveValue('1050');
    expect(control('Section')).toHaveValue(gid('Section', 3));
    expect(screen.getByRole('textbox', { name: 'Quantity of Physics 1st Paper' })).toHaveValue('2');
    expect(screen.getByRole('group', { name: 'Products in the bundle' })).toHaveAccessibleDescription(expect.stringContaining('৳1,050'));

    await user.clear(control('Year'));
    await user.type(control('Year'), '2027');
    await user.click(screen.getByRole('button', { name: 'Remove Chemistry ebook' }));
    await user.click(screen.getByRole('button', { name: 'Save bundle' }));
    const saved = { ...BUNDLE, year: 2027, items: [BUNDLE.items[0]], updatedAt: '2026-11-22T10:00:00.000Z' };
    const mutation = await resolveOperation(mockEnvironment, 'BundleFormUpdateBundleMutation', {
      updateBundle: { __typename: 'UpdateBundlePayload', bundle: saved },
    });
    expect(mutation.request.variables.input).toMatchObject({
      id: BUNDLE.id,
      year: 2027,
      price: 90050,
      compareAtPrice: 105000,
      sectionId: gid('Section', 3),
      items: [{ productId: gid('Book', 1), quantity: 2 }],
      published: true,
    });
    // The cover was not touched, so the bundle keeps it.
    expect(mutation.request.variables.input).not.toHaveProperty('coverKey');
    expect(await screen.findByText('Bundle saved')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity of Chemistry ebook' })).not.toBeInTheDocument();
  });

  it('shows the server’s ValidationError next to the fields it names', async () => {
    const { user } = await openEdit();
    await user.clear(control('Slug'));
    await user.type(control('Slug'), 'hsc-2026');
    await user.click(screen.getByRole('button', { name: 'Save bundle' }));
    await resolveOperation(mockEnvironment, 'BundleFormUpdateBundleMutation', {
      updateBundle: validationError('Another product has this slug', { slug: 'Another product has this slug', 'items.1.quantity': 'Chemistry ebook is digital: it can be in a bundle only once (quantity 1)' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(control('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(control('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another product has this slug'));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Chemistry ebook' });
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Chemistry ebook is digital: it can be in a bundle only once (quantity 1)');
  });

  it('deletes the bundle only after a confirmation, then opens the list', async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete bundle…' }));
    const confirm = within(screen.getByRole('group', { name: 'Confirm' }));
    expect(confirm.getByText(/Delete “HSC 2026 Science bundle”\? .*This cannot be undone\./)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(isPending(mockEnvironment, 'DeleteProductSectionDeleteProductMutation')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete bundle…' }));
    await user.click(screen.getByRole('button', { name: 'Delete bundle' }));
    const mutation = await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: { __typename: 'DeleteProductPayload', deletedId: BUNDLE.id },
    });
    expect(mutation.request.variables).toEqual({ input: { id: BUNDLE.id } });
    expect(await screen.findByText('Bundle deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/bundles');
    await waitForOperation(mockEnvironment, 'ProductListPageQuery');
  });

  it('shows why the server refused to delete, and stays', async () => {
    const { user, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete bundle…' }));
    await user.click(screen.getByRole('button', { name: 'Delete bundle' }));
    await resolveOperation(mockEnvironment, 'DeleteProductSectionDeleteProductMutation', {
      deleteProduct: { __typename: 'NotFoundError', message: 'No such product.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such product.');
    expect(router.state.location.pathname).toBe(`/admin/bundles/${uuid(4)}`);
  });

  it('is a 404 when there is no such bundle', async () => {
    await renderRoute(`/admin/bundles/${uuid(404)}`, mockEnvironment);
    await resolveOperation(mockEnvironment, 'BundleEditPageQuery', {
      sections: SECTIONS,
      product: { __typename: 'NotFoundError', message: 'This product is not in the shop.' },
    });
    expect(await screen.findByText(`Page not found: /admin/bundles/${uuid(404)}`)).toBeInTheDocument();
  });
});
