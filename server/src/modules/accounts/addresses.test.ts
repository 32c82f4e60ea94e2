import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAX_SAVED_ADDRESSES } from '../../shared/address-forms.ts';

let t: TestApp;
let customer: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  customer = await signInAs(t, 'customer');
  other = await signInAs(t, 'fresh');
});
afterAll(() => t.close());
beforeEach(() => t.db.prisma.savedAddress.deleteMany());

const SAVE = `mutation($input: SaveAddressInput!) { saveAddress(input: $input) { __typename
  ... on MutationSaveAddressSuccess { data { id label name phone address district } }
  ... on ValidationError { message fields { field message } }
  ... on AddressLimitError { message limit }
  ... on Error { code message } } }`;
const DELETE = `mutation($id: ID!) { deleteAddress(input: { id: $id }) { __typename
  ... on MutationDeleteAddressSuccess { data { deletedId } } ... on Error { code message } } }`;
const LIST = '{ viewer { addresses { id label address } } }';

const HOME = { label: 'Home', name: 'Demo Customer', phone: '+880 1700-000003', address: 'House 3, Road 4, Mirpur 10', district: 'Dhaka' };
const HOSTEL = { ...HOME, label: 'Hostel', address: 'Room 12, Shahidullah Hall, Dhaka University' };

async function save(input: Record<string, unknown>, cookie = customer) {
  return (await t.graphql(SAVE, { input }, { cookie })).data!.saveAddress;
}
async function list(cookie = customer) {
  return (await t.graphql(LIST, {}, { cookie })).data!.viewer.addresses as { id: string; label: string; address: string }[];
}

describe('saveAddress', () => {
  it('keeps an address with the phone in its national form, listed last used first', async () => {
    const home = await save(HOME);
    expect(home).toEqual({
      __typename: 'MutationSaveAddressSuccess',
      data: { id: expect.any(String), label: 'Home', name: 'Demo Customer', phone: '01700000003', address: HOME.address, district: 'Dhaka' },
    });
    await save(HOSTEL);
    expect((await list()).map((a) => a.label)).toEqual(['Hostel', 'Home']);
    // Saving a kept one again (as checkout does) marks it used instead of keeping a twin.
    const again = await save({ ...HOME, label: null, phone: '01700000003' });
    expect(again.data.id).toBe(home.data.id);
    expect((await list()).map((a) => a.label)).toEqual(['Home', 'Hostel']);
  });

  it('answers the form messages for bad input and keeps nothing', async () => {
    const refused = await save({ ...HOME, phone: '12345', address: 'short', district: '' });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual([
      { field: 'phone', message: 'Invalid phone number' },
      { field: 'address', message: 'Please give the full address (house, road, area)' },
      { field: 'district', message: 'District is required' },
    ]);
    expect(await t.db.prisma.savedAddress.count()).toBe(0);
    // A district must be one of the 64; a Bangla or older name is kept as its English name.
    const unknown = await save({ ...HOME, district: 'Dhaka University' });
    expect(unknown.fields).toEqual([{ field: 'district', message: 'Choose your district from the list' }]);
    expect(await t.db.prisma.savedAddress.count()).toBe(0);
    const bangla = await save({ ...HOME, district: 'চট্টগ্রাম' });
    expect(bangla.data.district).toBe('Chattogram');
  });

  it('changes a kept address by id, but never another customer’s (not found, unchanged)', async () => {
    const { data: home } = await save(HOME);
    const changed = await save({ ...HOME, id: home.id, label: 'Mess', address: 'Flat 2B, Road 27, Dhanmondi' });
    expect(changed.data).toMatchObject({ id: home.id, label: 'Mess', address: 'Flat 2B, Road 27, Dhanmondi' });

    const foreign = await save({ ...HOSTEL, id: home.id }, other);
    expect(foreign).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await list()).toEqual([{ id: home.id, label: 'Mess', address: 'Flat 2B, Road 27, Dhanmondi' }]);
    expect(await list(other)).toEqual([]);
    expect((await save({ ...HOME, id: 'not-an-id' })).__typename).toBe('NotFoundError');
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} per customer, also when saves arrive together`, async () => {
    const numbered = (i: number) => ({ ...HOME, label: `No. ${i}`, address: `House ${i}, Road 1, Banani` });
    for (let i = 0; i < MAX_SAVED_ADDRESSES - 2; i++) expect((await save(numbered(i))).__typename).toBe('MutationSaveAddressSuccess');
    const together = await Promise.all([0, 1, 2, 3, 4].map((i) => save(numbered(100 + i))));
    expect(together.filter((r) => r.__typename === 'MutationSaveAddressSuccess')).toHaveLength(2);
    expect(together.filter((r) => r.__typename === 'AddressLimitError')).toHaveLength(3);
    expect(together.find((r) => r.__typename === 'AddressLimitError')).toMatchObject({
      limit: MAX_SAVED_ADDRESSES,
      message: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one on your profile to save another.`,
    });
    expect(await t.db.prisma.savedAddress.count()).toBe(MAX_SAVED_ADDRESSES);
    // Another customer has their own allowance; a kept one can still be marked used.
    expect((await save(HOME, other)).__typename).toBe('MutationSaveAddressSuccess');
    expect((await save(numbered(0))).__typename).toBe('MutationSaveAddressSuccess');
  });
});

describe('deleteAddress', () => {
  it("deletes the customer's own address, and answers not found for someone else's or an unknown one", async () => {
    const { data: home } = await save(HOME);
    const { data: hostel } = await save(HOSTEL);
    expect((await t.graphql(DELETE, { id: hostel.id }, { cookie: other })).data!.deleteAddress.__typename).toBe('NotFoundError');
    expect((await t.graphql(DELETE, { id: encodeGlobalID('SavedAddress', '00000000-0000-4000-8000-000000000000') }, { cookie: customer })).data!.deleteAddress.__typename).toBe('NotFoundError');
    expect((await t.graphql(DELETE, { id: hostel.id }, { cookie: customer })).data!.deleteAddress).toEqual({
      __typename: 'MutationDeleteAddressSuccess',
      data: { deletedId: hostel.id },
    });
    expect((await list()).map((a) => a.id)).toEqual([home.id]);
  });
});
