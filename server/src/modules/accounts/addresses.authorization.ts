/** The saved addresses' rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, signedIn, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

interface Fixtures {
  /** The customer's address their own delete row removes. */
  own: string;
  /** Another of the customer's addresses, which every other role tries to delete. */
  theirs: string;
}

const ADDRESS = 'name: "Matrix Name", phone: "01712345678", address: "House 1, Road 2, Dhanmondi", district: "Dhaka"';

const mutations: Case<Fixtures>[] = [
  {
    field: 'saveAddress',
    document: () => `mutation { saveAddress(input: { ${ADDRESS} }) { ${typename} } }`,
    expected: signedIn('MutationSaveAddressSuccess'),
  },
  {
    field: 'deleteAddress',
    document: (role, { own, theirs }) => `mutation { deleteAddress(input: { id: "${role === 'customer' ? own : theirs}" }) { ${typename} } }`,
    // Only its owner: to anyone else the customer's address does not exist, staff included.
    expected: { ...signedIn('NotFoundError'), customer: 'MutationDeleteAddressSuccess' },
  },
];

export const addressesAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries: [],
  publicQueries: [],
  setup: async (t) => {
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    const address = { userId: customer.id, name: 'Demo Customer', phone: PHONES.customer, district: 'Dhaka' };
    const own = await t.db.prisma.savedAddress.create({ data: { ...address, address: 'House 3, Road 4, Mirpur' } });
    const theirs = await t.db.prisma.savedAddress.create({ data: { ...address, address: 'House 5, Road 6, Uttara' } });
    return { own: encodeGlobalID('SavedAddress', own.id), theirs: encodeGlobalID('SavedAddress', theirs.id) };
  },
};
