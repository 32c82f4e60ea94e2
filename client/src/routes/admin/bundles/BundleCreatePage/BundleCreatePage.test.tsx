import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bundleDetails, pickerMatch } from '../../../../features/admin-bundles/test-support.ts';
import { gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

type User = ReturnType<typeof userEvent.setup>;

async function openCreate() {
  return openRoute(mockEnvironment, '/admin/bundles/create', {
    query: 'BundleCreatePageQuery',
    data: { sections: SECTIONS },
    heading: 'New bundle',
  });
}

const control = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });
const itemsGroup = () => screen.getByRole('group', { name: 'Products in the bundle' });

/** Searches the picker for `term`, answers with `matches` and picks the first. */
async function addItem(user: User, term: string, matches: Record<string, unknown>[]) {
  await user.type(screen.getByRole('combobox', { name: 'Search products to add' }), term);
  const search = await resolveOperation(mockEnvironment, 'ProductPickerSearchQuery', {
    adminProducts: { edges: matches.map((node) => ({ node })) },
  });
  await user.click(await screen.findByRole('option', { name: new RegExp(String(matches[0]!.title)) }));
  return search.request.variables;
}

describe('the new bundle form', () => {
  it('checks the fields when they are left, and the items when the form is sent', async () => {
    const { user } = await openCreate();
    expect(document.title).toBe('New bundle | Pathagar');

    await user.click(control('Title'));
    await user.tab();
    expect(control('Title')).toHaveAccessibleDescription('Title is required');

    await user.type(control('Year'), '26');
    await user.tab();
    expect(control('Year')).toHaveAccessibleDescription(expect.stringContaining('Year must be between 2000 and 2100'));
    await user.clear(control('Year'));
    await user.type(control('Year'), '2O26');
    await user.tab();
    expect(control('Year')).toHaveAccessibleDescription(expect.stringContaining('Year must be a whole number'));
    await user.clear(control('Year'));
    await user.type(control('Year'), '2026');
    await user.tab();
    expect(control('Year')).not.toHaveAttribute('aria-invalid');

    await user.type(control('Price'), 'nine hundred');
    await user.tab();
    expect(control('Price')).toHaveAccessibleDescription(expect.stringContaining('Enter price in Taka, e.g. 250 or 249.50'));

    expect(within(itemsGroup()).getByText(/No products yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(itemsGroup()).toHaveAccessibleDescription(expect.stringContaining('A bundle needs at least one product'));
    expect(isPending(mockEnvironment, 'BundleFormCreateBundleMutation')).toBe(false);

    // Adding a product clears the list's message; quantities are checked when left.
    await addItem(user, 'chem', [pickerMatch('Book', 3, { title: 'Chemistry 1st Paper' })]);
    expect(itemsGroup()).not.toHaveAccessibleDescription(expect.stringContaining('A bundle needs at least one product'));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Chemistry 1st Paper' });
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveAccessibleDescription('Quantity must be at least 1');
    await user.clear(quantity);
    await user.type(quantity, '101');
    await user.tab();
    expect(quantity).toHaveAccessibleDescription('Quantity cannot be more than 100');

    // An ebook can be in a bundle only once.
    await addItem(user, 'bio', [pickerMatch('Ebook', 4, { title: 'Biology ebook' })]);
    const ebookQuantity = screen.getByRole('textbox', { name: 'Quantity of Biology ebook' });
    await user.clear(ebookQuantity);
    await user.type(ebookQuantity, '2');
    await user.tab();
    expect(ebookQuantity).toHaveAccessibleDescription('An ebook or course can be in a bundle only once (quantity 1)');
  });

  it('creates the bundle with its items, year and prices in poisha, then opens its edit page', async () => {
    const { user, router } = await openCreate();
    await user.type(control('Title'), 'HSC 2026 Science bundle');
    await user.type(control('Year'), '2026');
    await user.type(control('Price'), '900');
    await user.type(control('Compare-at price'), '1,050');
    await user.selectOptions(control('Section'), 'Academic › Cycle');

    const variables = await addItem(user, 'phy', [pickerMatch('Book', 1, { title: 'Physics 1st Paper' }), pickerMatch('Book', 2)]);
    expect(variables).toEqual({ search: 'phy', kinds: ['BOOK', 'EBOOK', 'STATIONERY', 'CONTENT'], first: 8 });
    await addItem(user, 'geo', [pickerMatch('Stationery', 5, { title: 'Geometry box', published: false })]);
    expect(within(itemsGroup()).getByText('৳350 · unpublished')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of Physics 1st Paper' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of Physics 1st Paper' }), '2');
    // The order is the order in the shop: the geometry box goes first.
    await user.click(screen.getByRole('button', { name: 'Move Geometry box up' }));
    expect(within(screen.getByRole('list', { name: 'Products in the bundle' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Geometry box'),
      expect.stringContaining('Physics 1st Paper'),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));

    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    const mutation = await resolveOperation(mockEnvironment, 'BundleFormCreateBundleMutation', {
      createBundle: { __typename: 'CreateBundlePayload', bundle: bundleDetails(9, { title: 'HSC 2026 Science bundle', published: true }) },
    });
    expect(mutation.request.variables).toEqual({
      input: {
        title: 'HSC 2026 Science bundle',
        subtitle: '',
        description: '',
        price: 90000,
        compareAtPrice: 105000,
        stock: 0,
        sectionId: gid('Section', 2),
        slug: null,
        year: 2026,
        items: [
          { productId: gid('Stationery', 5), quantity: 1 },
          { productId: gid('Book', 1), quantity: 2 },
        ],
        authorIds: [],
        published: true,
        coverKey: null,
      },
    });
    expect(await screen.findByText('Bundle created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/bundles/${uuid(9)}`);
    const edit = await waitForOperation(mockEnvironment, 'BundleEditPageQuery');
    expect(edit.request.variables).toEqual({ key: uuid(9) });
  });

  it('shows the server’s messages next to the item and the field they are about', async () => {
    const { user } = await openCreate();
    await user.type(control('Title'), 'Bundle of bundles');
    await user.type(control('Year'), '2026');
    await user.type(control('Price'), '500');
    await user.type(control('Slug'), 'taken');
    await addItem(user, 'phy', [pickerMatch('Book', 1, { title: 'Physics 1st Paper' })]);
    await addItem(user, 'old', [pickerMatch('Content', 7, { title: 'Old course' })]);
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    await resolveOperation(mockEnvironment, 'BundleFormCreateBundleMutation', {
      createBundle: validationError('Old course is not for sale any more', { slug: 'Another product has this slug', 'items.1.productId': 'Old course is not for sale any more' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(control('Slug')).toHaveAccessibleDescription(expect.stringContaining('Another product has this slug'));
    expect(screen.getByRole('textbox', { name: 'Quantity of Old course' })).toHaveAccessibleDescription('Old course is not for sale any more');
    expect(screen.getByRole('textbox', { name: 'Quantity of Physics 1st Paper' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('heading', { name: 'New bundle', level: 1 })).toBeInTheDocument();
  });

  it('shows the server’s message for the whole form when it names no field of it', async () => {
    const { user } = await openCreate();
    await user.type(control('Title'), 'Bundle');
    await user.type(control('Year'), '2026');
    await user.type(control('Price'), '500');
    await addItem(user, 'phy', [pickerMatch('Book', 1)]);
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    await resolveOperation(mockEnvironment, 'BundleFormCreateBundleMutation', {
      createBundle: validationError('The catalogue is being moved; try again in a minute'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being moved; try again in a minute');
  });
});
