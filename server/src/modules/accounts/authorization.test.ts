/**
 * Every mutation and every staff query, run as anonymous, customer, another customer, agent and
 * admin. A new mutation or staff query without a row here fails the completeness check.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs, type DemoRole } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { schema } from '../../schema.ts';

type Role = 'anonymous' | 'customer' | 'another' | 'agent' | 'admin';
const ROLES: Role[] = ['anonymous', 'customer', 'another', 'agent', 'admin'];
const DEMO: Record<Exclude<Role, 'anonymous'>, DemoRole> = { customer: 'customer', another: 'fresh', agent: 'agent', admin: 'admin' };
const PHONES: Record<Role, string> = {
  anonymous: '01955000000',
  customer: '01700000003',
  another: '01700000004',
  agent: '01700000002',
  admin: '01700000001',
};

/** What a role gets: UNAUTHENTICATED / FORBIDDEN errors, or the __typename (or 'ok' for scalars) of the answer. */
type Outcome = string;
const all = (outcome: Outcome): Record<Role, Outcome> => ({ anonymous: outcome, customer: outcome, another: outcome, agent: outcome, admin: outcome });
const signedIn = (outcome: Outcome): Record<Role, Outcome> => ({ ...all(outcome), anonymous: 'UNAUTHENTICATED' });
const staff = (agent: Outcome, admin: Outcome): Record<Role, Outcome> => ({
  anonymous: 'UNAUTHENTICATED',
  customer: 'FORBIDDEN',
  another: 'FORBIDDEN',
  agent,
  admin,
});

interface Case {
  field: string;
  document: (role: Role) => string;
  expected: Record<Role, Outcome>;
}

let customerId = '';
const typename = '__typename ... on Error { code }';

const MUTATIONS: Case[] = [
  {
    field: 'signUp',
    document: (role) => `mutation { signUp(input: { name: "M", email: "matrix-${role}@example.com", password: "matrix123" }) { ${typename} } }`,
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
  { field: 'signOut', document: () => `mutation { signOut }`, expected: all('ok') },
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
    document: () => `mutation { setUserRoles(input: { userId: "${customerId}", roleKeys: ["customer"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetUserRolesSuccess'),
  },
  {
    field: 'setRolePermissions',
    document: () =>
      `mutation { setRolePermissions(input: { roleKey: "agent", permissions: ["support.access", "users.view", "coupons.issue"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetRolePermissionsSuccess'),
  },
];

const STAFF_QUERIES: Case[] = [
  { field: 'users', document: () => `{ users(first: 5) { edges { node { id phone } } } }`, expected: staff('ok', 'ok') },
  { field: 'roles', document: () => `{ roles { key permissions } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'permissions', document: () => `{ permissions { key } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'auditEvents', document: () => `{ auditEvents(first: 5) { edges { node { action } } } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'smsOutbox', document: () => `{ smsOutbox(first: 5) { edges { node { body } } } }`, expected: staff('FORBIDDEN', 'ok') },
];

// Public queries, listed so the completeness check knows they were considered.
const PUBLIC_QUERIES = ['node', 'nodes', 'section', 'sections', 'viewer', 'shopConfig'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  customerId = encodeGlobalID('User', customer.id);
  const created = await t.rest('POST', '/api/auth/register', { name: 'M', email: 'matrix-signin@example.com', password: 'matrix123' });
  expect(created.status).toBe(201);
});
afterAll(() => t.close());

async function outcome(role: Role, field: string, document: string): Promise<Outcome> {
  const ip = `10.0.${ROLES.indexOf(role)}.1`;
  const cookie = role === 'anonymous' ? undefined : await signInAs(t, DEMO[role], ip);
  const { data, errors } = await t.graphql(document, {}, { cookie, ip });
  const code = errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return String(code);
  if (errors) return `error: ${errors[0]!.message}`;
  const value = data?.[field];
  return value && typeof value === 'object' && '__typename' in value ? String(value.__typename) : 'ok';
}

describe('authorization', () => {
  it('covers every mutation and every query field', () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(MUTATIONS.map((c) => c.field).sort()).toEqual(mutations);
    const queries = Object.keys(schema.getQueryType()!.getFields()).sort();
    expect([...STAFF_QUERIES.map((c) => c.field), ...PUBLIC_QUERIES].sort()).toEqual(queries);
  });

  describe.each([...MUTATIONS, ...STAFF_QUERIES])('$field', ({ field, document, expected }) => {
    it.each(ROLES)('as %s', async (role) => {
      expect(await outcome(role, field, document(role))).toBe(expected[role]);
    });
  });

  it("keeps a customer's account from another customer, and shows it to support staff", async () => {
    const read = `{ node(id: "${customerId}") { ... on User { phone hscBatch } } }`;
    expect(await outcome('anonymous', 'node', read)).toBe('UNAUTHENTICATED');
    expect(await outcome('another', 'node', read)).toBe('FORBIDDEN');
    for (const role of ['customer', 'agent', 'admin'] as const) expect(await outcome(role, 'node', read)).toBe('ok');
  });
});
