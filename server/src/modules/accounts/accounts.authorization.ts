/** The accounts module's rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { lastCodeTo, registerCustomer } from '../../../test/accounts.ts';
import { all, PHONES, ROLES, signedIn, staff, typename, type AuthorizationSpec, type Case, type Role } from '../../../test/authorization-matrix.ts';

interface Fixtures {
  customerId: string;
  /** The code the setup texted to each role's sign-up phone. */
  signUpCodes: Record<Role, string>;
}

const phonesFrom = (prefix: string) => Object.fromEntries(ROLES.map((role, i) => [role, `${prefix}${i}`])) as Record<Role, string>;
/** Phones the sendSignUpCode row texts. */
const CODE_PHONES = phonesFrom('0195500010');
/** Phones the setup texted a sign-up code to, which the signUp row finishes with. */
const SIGN_UP_PHONES = phonesFrom('0195500020');

const mutations: Case<Fixtures>[] = [
  {
    field: 'sendSignUpCode',
    document: (role) =>
      `mutation { sendSignUpCode(input: { name: "M", phone: "${CODE_PHONES[role]}", password: "matrix123" }) { ${typename} } }`,
    expected: all('MutationSendSignUpCodeSuccess'),
  },
  {
    field: 'signUp',
    document: (role, { signUpCodes }) =>
      `mutation { signUp(input: { name: "M", phone: "${SIGN_UP_PHONES[role]}", email: "matrix-${role}@example.com", password: "matrix123", code: "${signUpCodes[role]}" }) { ${typename} } }`,
    expected: all('MutationSignUpSuccess'),
  },
  {
    field: 'signIn',
    document: () => `mutation { signIn(input: { cred: "matrix-signin@example.com", password: "matrix123" }) { ${typename} } }`,
    expected: all('MutationSignInSuccess'),
  },
  {
    field: 'signInWithGoogle',
    document: () => `mutation { signInWithGoogle(input: { credential: "not.a.token" }) { ${typename} } }`,
    expected: all('GoogleSignInError'),
  },
  {
    field: 'linkGoogle',
    document: () => `mutation { linkGoogle(input: { credential: "not.a.token" }) { ${typename} } }`,
    expected: signedIn('GoogleSignInError'),
  },
  { field: 'signOut', document: () => `mutation { signOut }`, expected: all('ok') },
  // Anyone may choose the interface language; a signed-in viewer's choice is also kept on their own account only.
  { field: 'setLanguage', document: () => `mutation { setLanguage(language: BN) }`, expected: all('ok') },
  { field: 'signOutEverywhere', document: () => `mutation { signOutEverywhere }`, expected: signedIn('ok') },
  {
    field: 'sendPasswordResetCode',
    document: (role) => `mutation { sendPasswordResetCode(input: { phone: "${PHONES[role].replace(/^017/, '019')}" }) { ${typename} } }`,
    expected: all('MutationSendPasswordResetCodeSuccess'),
  },
  {
    field: 'resetPassword',
    document: (role) => `mutation { resetPassword(input: { phone: "${PHONES[role]}", code: "000000", newPassword: "whatever1" }) { ${typename} } }`,
    expected: all('CodeInvalidError'),
  },
  {
    field: 'sendVerificationCode',
    document: () => `mutation { sendVerificationCode(input: {}) { ${typename} } }`,
    expected: signedIn('MutationSendVerificationCodeSuccess'),
  },
  {
    field: 'verifyPhone',
    document: () => `mutation { verifyPhone(input: { code: "12345x" }) { ${typename} } }`,
    expected: signedIn('CodeInvalidError'),
  },
  {
    field: 'updateProfile',
    document: () => `mutation { updateProfile(input: { name: "Renamed" }) { ${typename} } }`,
    expected: signedIn('MutationUpdateProfileSuccess'),
  },
  {
    field: 'completeProfile',
    document: (role) => `mutation { completeProfile(input: { phone: "${PHONES[role]}", hscBatch: "HSC 2026" }) { ${typename} } }`,
    expected: signedIn('MutationCompleteProfileSuccess'),
  },
  {
    field: 'changePassword',
    document: (role) => {
      const password = role === 'another' ? 'fresh123' : `${role}123`;
      return `mutation { changePassword(input: { currentPassword: "${password}", newPassword: "${password}" }) { ${typename} } }`;
    },
    expected: signedIn('MutationChangePasswordSuccess'),
  },
  {
    field: 'setUserRoles',
    document: (_role, { customerId }) => `mutation { setUserRoles(input: { userId: "${customerId}", roleKeys: ["customer"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetUserRolesSuccess'),
  },
  {
    field: 'setRolePermissions',
    document: () =>
      `mutation { setRolePermissions(input: { roleKey: "agent", permissions: ["support.access", "users.view", "coupons.issue"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetRolePermissionsSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'users', document: () => `{ users(first: 5) { edges { node { id phone } } } }`, expected: staff('ok', 'ok') },
  { field: 'roles', document: () => `{ roles { key permissions } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'permissions', document: () => `{ permissions { key } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'auditEvents', document: () => `{ auditEvents(first: 5) { edges { node { action } } } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'smsOutbox', document: () => `{ smsOutbox(first: 5) { edges { node { body } } } }`, expected: staff('FORBIDDEN', 'ok') },
];

const publicQueries = ['node', 'nodes', 'viewer', 'shopConfig'];

export const accountsAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries,
  setup: async (t) => {
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    await registerCustomer(t, { name: 'M', phone: '01955000300', email: 'matrix-signin@example.com', password: 'matrix123' });
    const signUpCodes = {} as Record<Role, string>;
    for (const role of ROLES) {
      const details = { name: 'M', phone: SIGN_UP_PHONES[role], password: 'matrix123' };
      const sent = await t.rest('POST', '/api/auth/register', details, { ip: `10.9.${ROLES.indexOf(role)}.1` });
      if (sent.status !== 202) throw new Error(`sign-up code not sent: ${sent.status}`);
      signUpCodes[role] = await lastCodeTo(t, details.phone);
    }
    return { customerId: encodeGlobalID('User', customer.id), signUpCodes };
  },
};
