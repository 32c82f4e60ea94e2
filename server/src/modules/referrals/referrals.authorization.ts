/** The referral programme's rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { all, PHONES, signedIn, staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

interface Fixtures {
  /** A plain customer (no demo role) admins enrol. */
  candidate: string;
  /** A representative admins deactivate. */
  retiring: string;
}

/** The demo customer is a representative with this code. */
const MATRIX_CODE = 'MATRIX-REP';

const mutations: Case<Fixtures>[] = [
  {
    field: 'setCartJoiningId',
    // Everyone gives the demo customer's code: the customer is refused their own, the others may use it.
    document: () => `mutation { setCartJoiningId(input: { joiningId: "${MATRIX_CODE.toLowerCase()}" }) { ${typename} } }`,
    expected: { ...signedIn('MutationSetCartJoiningIdSuccess'), customer: 'ReferralCodeError' },
  },
  {
    field: 'updateMyRepresentativeProfile',
    document: () =>
      `mutation { updateMyRepresentativeProfile(input: { displayName: "Matrix Rep", institution: "Dhaka College", payoutPhone: "+880 1711-000000" }) { ${typename} } }`,
    expected: { ...signedIn('NotRepresentativeError'), customer: 'MutationUpdateMyRepresentativeProfileSuccess' },
  },
  {
    field: 'enrolRepresentative',
    document: (_role, { candidate }) =>
      `mutation { enrolRepresentative(input: { userId: "${candidate}", displayName: "New Rep", institution: "Notre Dame College" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationEnrolRepresentativeSuccess'),
  },
  {
    field: 'deactivateRepresentative',
    document: (_role, { retiring }) => `mutation { deactivateRepresentative(input: { id: "${retiring}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationDeactivateRepresentativeSuccess'),
  },
];

const queries: Case<Fixtures>[] = [
  {
    field: 'myRepresentative',
    // Null ('ok') for everyone but the representative themself.
    document: () => `{ myRepresentative { __typename joiningId } }`,
    expected: { ...all('ok'), customer: 'Representative' },
  },
  {
    field: 'representatives',
    document: () => `{ representatives(first: 5) { __typename totalCount } }`,
    expected: staff('FORBIDDEN', 'QueryRepresentativesConnection'),
  },
];

export const referralsAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries: queries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const customer = await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    await prisma.representative.create({ data: { userId: customer.id, joiningId: MATRIX_CODE, displayName: 'Demo Rep', institution: 'Dhaka College' } });
    const candidate = await prisma.user.create({ data: { name: 'Matrix Candidate' } });
    const retiringUser = await prisma.user.create({ data: { name: 'Matrix Retiring' } });
    const retiring = await prisma.representative.create({
      data: { userId: retiringUser.id, joiningId: 'MATRIX-OLD', displayName: 'Old Rep', institution: 'Holy Cross College' },
    });
    return { candidate: encodeGlobalID('User', candidate.id), retiring: encodeGlobalID('Representative', retiring.id) };
  },
};
