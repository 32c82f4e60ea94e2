import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coupon } from '../../../../features/admin-coupons/test-support.ts';
import { connection, gid, SECTIONS, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const DEFAULT_FILTER = { search: null, status: null, inBatch: false };

async function openCoupons(path = '/admin/coupon', coupons = [coupon(1), coupon(2, { code: 'EID50', label: '৳50 off', discountType: 'FIXED', value: 5000, maxDiscount: null })]) {
  return openRoute(mockEnvironment, path, {
    query: 'CouponsPageQuery',
    data: { sections: SECTIONS, coupons: connection(coupons) },
    heading: 'Coupons',
  });
}

const rowOf = (code: string) => screen.getByRole('rowheader', { name: new RegExp(`^${code}`) }).closest('tr')!;
const cellsOf = (code: string) => within(rowOf(code)).getAllByRole('cell').map((cell) => cell.textContent);

async function openNewCoupon(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New coupon' }));
  return within(screen.getByRole('dialog', { name: 'New coupon' }));
}

describe('the coupon list', () => {
  it('shows each coupon with its discount, limits, validity, uses, status and creator', async () => {
    const { query } = await openCoupons('/admin/coupon', [
      coupon(1, {
        minOrder: { amount: 50000, formatted: '৳500' },
        startsAt: '2026-11-30T18:00:00.000Z',
        endsAt: '2026-12-31T18:00:00.000Z',
        usedCount: 7,
      }),
      coupon(2, { usageLimit: null, perUserLimit: null, createdBy: null, createdByRole: 'agent', status: 'EXPIRED', endsAt: '2026-11-01T18:00:00.000Z' }),
    ]);
    expect(query.request.variables).toEqual({ filter: DEFAULT_FILTER });
    expect(document.title).toBe('Coupons | Pathagar');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Code', 'Discount', 'Limits', 'Valid', 'Uses', 'Status', 'Created by', 'Actions']);
    expect(cellsOf('CODE1')).toEqual([
      '10% off, up to ৳200',
      'Min. order ৳500 · 1 per customer',
      '1 Dec 2026 – 31 Dec 2026',
      '7 / 100',
      'Active',
      'Shop Admin · admin',
      expect.stringContaining('Edit'),
    ]);
    expect(cellsOf('CODE2').slice(1, 6)).toEqual(['—', 'Until 1 Nov 2026', '3 / ∞', 'Expired', 'agent']);
    expect(screen.getByText('Showing 2 of 2 coupons')).toBeInTheDocument();
  });

  it('shows a loading skeleton under the title until the list arrives', async () => {
    await renderRoute('/admin/coupon', mockEnvironment);
    expect(await screen.findByRole('heading', { name: 'Coupons', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'CouponsPageQuery', { sections: SECTIONS, coupons: connection([coupon(1)]) });
    expect(await screen.findByRole('table', { name: 'Coupons' })).toBeInTheDocument();
  });

  it('says so when there are no coupons yet', async () => {
    await openCoupons('/admin/coupon', []);
    expect(screen.getByText('No coupons yet.')).toBeInTheDocument();
    expect(screen.getByText('Create one with “New coupon”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches by code once typing pauses and filters by status, keeping both in the address', async () => {
    const { user, router } = await openCoupons();
    await user.type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'eid');
    const search = await resolveOperation(mockEnvironment, 'CouponAdminListPaginationQuery', { coupons: connection([coupon(3, { code: 'EID25' })]) });
    expect(search.request.variables).toEqual({ count: 20, cursor: null, filter: { ...DEFAULT_FILTER, search: 'eid' } });
    expect(router.state.location.search).toBe('?q=eid');
    expect(await screen.findByRole('rowheader', { name: 'EID25' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'CODE1' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    const inactive = await resolveOperation(mockEnvironment, 'CouponAdminListPaginationQuery', { coupons: connection([]) });
    expect(inactive.request.variables.filter).toEqual({ search: 'eid', status: 'INACTIVE', inBatch: false });
    expect(await screen.findByText('No coupons match these filters.')).toBeInTheDocument();
  });

  it('opens with the filters of its address; the server picks the expired coupons', async () => {
    const { query } = await openCoupons('/admin/coupon?status=expired&batch=1', [coupon(2, { status: 'EXPIRED' })]);
    expect(query.request.variables).toEqual({ filter: { search: null, status: 'EXPIRED', inBatch: null } });
    expect(screen.getByRole('rowheader', { name: 'CODE2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    expect(screen.getByRole('checkbox', { name: 'Include bulk batch codes' })).toBeChecked();
  });
});

describe('creating a coupon', () => {
  it('shows the rules’ messages next to the fields and sends nothing while they are wrong', async () => {
    const { user } = await openCoupons();
    const dialog = await openNewCoupon(user);
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('Code is required'));
    expect(dialog.getByLabelText('Percent off')).toHaveAccessibleDescription(expect.stringContaining('Percent off is required'));

    await user.type(dialog.getByLabelText('Code'), 'x!');
    await user.type(dialog.getByLabelText('Percent off'), '150');
    await user.type(dialog.getByLabelText('Maximum discount'), 'lots');
    await user.type(dialog.getByLabelText('First day'), '2026-12-10');
    await user.type(dialog.getByLabelText('Last day'), '2026-12-01');
    await user.type(dialog.getByLabelText('Total uses'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('Use 3 to 40 letters, digits, - or _'));
    expect(dialog.getByLabelText('Percent off')).toHaveAccessibleDescription(expect.stringContaining('Percent off cannot be more than 100'));
    expect(dialog.getByLabelText('Maximum discount')).toHaveAccessibleDescription(expect.stringContaining('Enter maximum discount in Taka'));
    expect(dialog.getByLabelText('Last day')).toHaveAccessibleDescription(expect.stringContaining('The last day cannot be before the first day'));
    expect(dialog.getByLabelText('Total uses')).toHaveAccessibleDescription(expect.stringContaining('Total uses must be at least 1'));
    expect(isPending(mockEnvironment, 'CouponFormCreateCouponMutation')).toBe(false);
  });

  it('sends a percent coupon with money in poisha and whole Bangladesh days, and lists it first', async () => {
    const { user } = await openCoupons();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), ' eid10 ');
    await user.type(dialog.getByLabelText('Percent off'), '10');
    await user.type(dialog.getByLabelText('Maximum discount'), '200');
    await user.type(dialog.getByLabelText('Minimum order'), '1,250.50');
    await user.type(dialog.getByLabelText('First day'), '2026-12-01');
    await user.type(dialog.getByLabelText('Last day'), '2026-12-31');
    await user.type(dialog.getByLabelText('Total uses'), '100');
    await user.type(dialog.getByLabelText('Uses per customer'), '1');
    await user.click(dialog.getByRole('checkbox', { name: 'Books' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Bundles' }));
    await user.selectOptions(dialog.getByLabelText('Sections'), ['Medical']);
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    const mutation = await resolveOperation(mockEnvironment, 'CouponFormCreateCouponMutation', {
      createCoupon: { __typename: 'MutationCreateCouponSuccess', coupon: coupon(9, { code: 'EID10', usedCount: 0 }) },
    });
    expect(mutation.request.variables.input).toEqual({
      code: 'EID10',
      description: '',
      discountType: 'PERCENT',
      value: 10,
      maxDiscount: 20000,
      minOrder: 125050,
      startsAt: '2026-11-30T18:00:00.000Z',
      endsAt: '2026-12-31T18:00:00.000Z',
      usageLimit: 100,
      perUserLimit: 1,
      kinds: ['BOOK', 'BUNDLE'],
      sectionIds: [gid('Section', 3)],
    });
    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const codes = within(screen.getByRole('table', { name: 'Coupons' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(codes).toEqual(['EID10', 'CODE1', 'EID50']);
  });

  it('sends a fixed amount in poisha without a cap', async () => {
    const { user } = await openCoupons();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'FLAT50');
    await user.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    expect(dialog.queryByLabelText('Maximum discount')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Amount off'), '49.50');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    const mutation = await resolveOperation(mockEnvironment, 'CouponFormCreateCouponMutation', {
      createCoupon: { __typename: 'MutationCreateCouponSuccess', coupon: coupon(10, { code: 'FLAT50' }) },
    });
    expect(mutation.request.variables.input).toMatchObject({
      code: 'FLAT50',
      discountType: 'FIXED',
      value: 4950,
      maxDiscount: null,
      minOrder: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perUserLimit: null,
      kinds: [],
      sectionIds: [],
    });
  });

  it('shows the server’s messages next to the fields it names (a duplicate code) and keeps the dialog open', async () => {
    const { user } = await openCoupons();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'CODE1');
    await user.type(dialog.getByLabelText('Percent off'), '5');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await resolveOperation(mockEnvironment, 'CouponFormCreateCouponMutation', {
      createCoupon: validationError('A coupon with this code already exists', { code: 'A coupon with this code already exists', sectionIds: 'One of the sections does not exist' }),
    });
    expect(await dialog.findByText('A coupon with this code already exists')).toBeInTheDocument();
    expect(dialog.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Sections')).toHaveAccessibleDescription(expect.stringContaining('One of the sections does not exist'));
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
  });
});

describe('editing and deactivating', () => {
  it('edits a coupon from its saved rules and sends every rule with its id', async () => {
    const { user } = await openCoupons('/admin/coupon', [
      coupon(1, { endsAt: '2026-12-31T18:00:00.000Z', minOrder: { amount: 50000, formatted: '৳500' }, kinds: ['BOOK'], sections: [{ __typename: 'Section', id: gid('Section', 1) }] }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit CODE1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit CODE1' }));
    expect(dialog.getByLabelText('Percent off')).toHaveValue('10');
    expect(dialog.getByLabelText('Maximum discount')).toHaveValue('200');
    expect(dialog.getByLabelText('Minimum order')).toHaveValue('500');
    expect(dialog.getByLabelText('Last day')).toHaveValue('2026-12-31');
    expect(dialog.getByRole('checkbox', { name: 'Books' })).toBeChecked();
    await user.clear(dialog.getByLabelText('Percent off'));
    await user.type(dialog.getByLabelText('Percent off'), '15');
    await user.click(dialog.getByRole('button', { name: 'Save coupon' }));
    const mutation = await resolveOperation(mockEnvironment, 'CouponFormUpdateCouponMutation', {
      updateCoupon: { __typename: 'MutationUpdateCouponSuccess', coupon: coupon(1, { value: 15, label: '15% off, up to ৳200' }) },
    });
    expect(mutation.request.variables.input).toEqual({
      id: gid('Coupon', 1),
      code: 'CODE1',
      description: '',
      discountType: 'PERCENT',
      value: 15,
      maxDiscount: 20000,
      minOrder: 50000,
      startsAt: null,
      endsAt: '2026-12-31T18:00:00.000Z',
      usageLimit: 100,
      perUserLimit: 1,
      kinds: ['BOOK'],
      sectionIds: [gid('Section', 1)],
      active: true,
    });
    expect(await screen.findByText('Coupon saved')).toBeInTheDocument();
    expect(within(rowOf('CODE1')).getByText('15% off, up to ৳200')).toBeInTheDocument();
  });

  it('deactivates a coupon only after the confirmation', async () => {
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Deactivate CODE1' }));
    expect(screen.getByText('Deactivate CODE1? Customers can no longer apply it, and carts that hold it drop it.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'CouponAdminRowDeactivateCouponMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(isPending(mockEnvironment, 'CouponAdminRowDeactivateCouponMutation')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate CODE1' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate coupon' }));
    const mutation = await resolveOperation(mockEnvironment, 'CouponAdminRowDeactivateCouponMutation', {
      deactivateCoupon: { __typename: 'MutationDeactivateCouponSuccess', coupon: { __typename: 'Coupon', id: gid('Coupon', 1), active: false, status: 'INACTIVE' } },
    });
    expect(mutation.request.variables).toEqual({ input: { id: gid('Coupon', 1) } });
    expect(await screen.findByText('Coupon deactivated')).toBeInTheDocument();
    expect(within(rowOf('CODE1')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate CODE1' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to deactivate in the row', async () => {
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Deactivate EID50' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate coupon' }));
    await resolveOperation(mockEnvironment, 'CouponAdminRowDeactivateCouponMutation', {
      deactivateCoupon: { __typename: 'NotFoundError', message: 'No such coupon.' },
    });
    expect(await within(rowOf('EID50')).findByRole('alert')).toHaveTextContent('No such coupon.');
  });
});
