import { act, screen, within } from '@testing-library/react';
import { batch } from '../../../../features/admin-coupons/test-support.ts';
import { connection, gid, SECTIONS, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openBatches(batches = [batch(1, { description: 'Flyers for Notre Dame College' }), batch(2, { createdBy: null, createdByRole: 'agent' })]) {
  return openRoute(mockEnvironment, '/admin/coupon/bulk', {
    query: 'CouponBatchesPageQuery',
    data: { sections: SECTIONS, couponBatches: connection(batches) },
    heading: 'Bulk coupons',
  });
}

const rowOf = (prefix: string) => screen.getByRole('rowheader', { name: new RegExp(`^${prefix}`) }).closest('tr')!;
const form = () => within(screen.getByRole('form', { name: 'Generate codes' }));

describe('the batch list', () => {
  it('shows each batch’s statistics and a CSV link to the export route with the batch’s database id', async () => {
    await openBatches();
    expect(document.title).toBe('Bulk coupons | Pathagar');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Prefix',
      'Codes',
      'Codes used',
      'Redemptions',
      'Discount given',
      'Created by',
      'Created',
      'Export',
    ]);
    expect(within(rowOf('FLYER1')).getByText('Flyers for Notre Dame College')).toBeInTheDocument();
    expect(within(rowOf('FLYER1')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '500',
      '12',
      '14',
      '৳1,500',
      'Shop Admin · admin',
      '20 Nov 2026',
      'Download CSV',
    ]);
    const link = within(rowOf('FLYER2')).getByRole('link', { name: 'Download CSV of batch FLYER2' });
    expect(link).toHaveAttribute('href', `/api/coupon/batches/${uuid(2)}/export.csv`);
    expect(link).toHaveAttribute('download');
    expect(within(rowOf('FLYER2')).getByText('agent')).toBeInTheDocument();
  });

  it('says so when there are no batches yet', async () => {
    await openBatches([]);
    expect(screen.getByText('No batches yet.')).toBeInTheDocument();
    expect(screen.getByText('Generate the first one above.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('generating a batch', () => {
  it('checks the prefix, the number of codes (at most 10,000) and the shared rules before sending', async () => {
    const { user } = await openBatches();
    await user.click(form().getByRole('button', { name: 'Generate codes' }));
    expect(form().getByLabelText('Prefix')).toHaveAccessibleDescription(expect.stringContaining('Prefix is required'));
    expect(form().getByLabelText('Number of codes')).toHaveAccessibleDescription(expect.stringContaining('Number of codes is required'));
    expect(form().getByLabelText('Percent off')).toHaveAccessibleDescription(expect.stringContaining('Percent off is required'));

    await user.type(form().getByLabelText('Prefix'), 'EID-2026');
    await user.type(form().getByLabelText('Number of codes'), '10001');
    await user.type(form().getByLabelText('Percent off'), '0');
    await user.click(form().getByRole('button', { name: 'Generate codes' }));
    expect(form().getByLabelText('Prefix')).toHaveAccessibleDescription(expect.stringContaining('Use 1 to 12 letters or digits for the prefix'));
    expect(form().getByLabelText('Number of codes')).toHaveAccessibleDescription(expect.stringContaining('Number of codes cannot be more than 10,000'));
    expect(form().getByLabelText('Percent off')).toHaveAccessibleDescription(expect.stringContaining('Percent off must be at least 1'));
    expect(isPending(mockEnvironment, 'CouponBatchFormCreateCouponBatchMutation')).toBe(false);
  });

  it('sends the count, prefix and shared rules (money in poisha), says "Generating…" meanwhile, and lists the new batch first', async () => {
    const { user } = await openBatches();
    expect(form().getByLabelText('Uses of each code')).toHaveValue('1');
    await user.type(form().getByLabelText('Prefix'), 'eid');
    await user.type(form().getByLabelText('Number of codes'), '10,000');
    await user.click(form().getByRole('radio', { name: 'Fixed amount' }));
    await user.type(form().getByLabelText('Amount off'), '50');
    await user.type(form().getByLabelText('Minimum order'), '300');
    await user.type(form().getByLabelText('Last day'), '2027-01-31');
    await user.click(form().getByRole('checkbox', { name: 'Stationery' }));
    await user.selectOptions(form().getByLabelText('Sections'), ['Academic', 'Academic › Cycle']);
    await user.type(form().getByLabelText('Description'), 'Eid flyers');
    await user.click(form().getByRole('button', { name: 'Generate codes' }));

    const operation = await waitForOperation(mockEnvironment, 'CouponBatchFormCreateCouponBatchMutation');
    expect(operation.request.variables.input).toEqual({
      prefix: 'EID',
      count: 10000,
      description: 'Eid flyers',
      discountType: 'FIXED',
      value: 5000,
      maxDiscount: null,
      minOrder: 30000,
      startsAt: null,
      endsAt: '2027-01-31T18:00:00.000Z',
      usageLimit: 1,
      perUserLimit: null,
      kinds: ['STATIONERY'],
      sectionIds: [gid('Section', 1), gid('Section', 2)],
    });
    expect(form().getByRole('button', { name: 'Generating…' })).toBeDisabled();
    expect(form().getByRole('status')).toHaveTextContent('Generating the codes');

    await act(async () => {
      mockEnvironment.mock.resolve(operation, {
        data: {
          createCouponBatch: {
            __typename: 'MutationCreateCouponBatchSuccess',
            batch: batch(3, { prefix: 'EID', count: 10000, statistics: { codes: 10000, codesUsed: 0, redemptions: 0, discountGiven: { amount: 0, formatted: '৳0' } } }),
          },
        },
      });
    });
    expect(await screen.findByText('Batch generated')).toBeInTheDocument();
    expect(screen.getByText('10,000 codes EID-…')).toBeInTheDocument();
    const prefixes = within(screen.getByRole('table', { name: 'Coupon batches' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.firstChild?.textContent);
    expect(prefixes).toEqual(['EID', 'FLYER1', 'FLYER2']);
    expect(within(rowOf('EID')).getByRole('link', { name: 'Download CSV of batch EID' })).toHaveAttribute('href', `/api/coupon/batches/${uuid(3)}/export.csv`);
    expect(form().getByLabelText('Prefix')).toHaveValue('');
    expect(form().getByRole('button', { name: 'Generate codes' })).toBeEnabled();
  });

  it('shows the server’s field messages by the fields', async () => {
    const { user } = await openBatches();
    await user.type(form().getByLabelText('Prefix'), 'EID');
    await user.type(form().getByLabelText('Number of codes'), '100');
    await user.type(form().getByLabelText('Percent off'), '10');
    await user.click(form().getByRole('button', { name: 'Generate codes' }));
    await resolveOperation(mockEnvironment, 'CouponBatchFormCreateCouponBatchMutation', {
      createCouponBatch: validationError('The maximum discount must be more than zero', { maxDiscount: 'The maximum discount must be more than zero' }),
    });
    expect(await form().findByText('The maximum discount must be more than zero')).toBeInTheDocument();
    expect(form().getByLabelText('Maximum discount')).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText('Prefix')).toHaveValue('EID');
  });
});
