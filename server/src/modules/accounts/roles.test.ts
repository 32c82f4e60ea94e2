import { encodeGlobalID } from '@pothos/plugin-relay';
import { registerCustomer, signInAs } from '../../../test/accounts.ts';
import { sessionTokenFrom, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const SET_ROLES = `mutation($input: SetUserRolesInput!) { setUserRoles(input: $input) { __typename
  ... on MutationSetUserRolesSuccess { data { roles permissions } }
  ... on Error { message } ... on ValidationError { fields { field message } } } }`;
const SET_PERMISSIONS = `mutation($input: SetRolePermissionsInput!) { setRolePermissions(input: $input) { __typename
  ... on MutationSetRolePermissionsSuccess { data { key permissions } }
  ... on ValidationError { fields { field message } } } }`;

async function globalId(phone: string) {
  return encodeGlobalID('User', (await t.db.prisma.user.findUniqueOrThrow({ where: { phone } })).id);
}

describe('user roles', () => {
  it("makes a customer an agent, ends the customer's sessions, and records who did it", async () => {
    const { token: oldSession } = await registerCustomer(t, { name: 'Promoted', phone: '01811222333', password: 'promote1' });
    const { data } = await t.graphql(SET_ROLES, { input: { userId: await globalId('01811222333'), roleKeys: ['agent'] } }, { cookie: admin });
    expect(data!.setUserRoles).toEqual({
      __typename: 'MutationSetUserRolesSuccess',
      data: { roles: ['agent'], permissions: ['coupons.issue', 'orders.view', 'support.access', 'users.view'] },
    });
    expect((await t.rest('GET', '/api/user', undefined, { cookie: oldSession })).status).toBe(401);
    const fresh = await t.rest('POST', '/api/auth/login', { cred: '01811222333', password: 'promote1' });
    expect((await fresh.json()).roles).toEqual(['agent']);

    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'users.roles_changed' }, include: { actor: true } });
    expect(event.actor?.phone).toBe('01700000001');
    expect(event.details).toEqual({ before: ['customer'], after: ['agent'] });
    expect(event.ip).toBe('203.0.113.10');
  });

  it('refuses unknown roles and unknown users, changing nothing', async () => {
    const unknownRole = await t.graphql(SET_ROLES, { input: { userId: await globalId('01700000003'), roleKeys: ['wizard'] } }, { cookie: admin });
    expect(unknownRole.data!.setUserRoles).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'roleKeys', message: 'Unknown role: wizard' }] });
    const unknownUser = await t.graphql(SET_ROLES, { input: { userId: 'VXNlcjpub3Bl', roleKeys: ['customer'] } }, { cookie: admin });
    expect(unknownUser.data!.setUserRoles).toMatchObject({ __typename: 'NotFoundError', message: 'No such user.' });
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' }, include: { roles: { include: { role: true } } } });
    expect(customer.roles.map((r) => r.role.key)).toEqual(['customer']);
  });

  it('keeps at least one user able to edit authority, and gives an admin who changes their own roles a new session', async () => {
    const self = await t.graphql(SET_ROLES, { input: { userId: await globalId('01700000001'), roleKeys: ['customer'] } }, { cookie: admin });
    expect(self.data!.setUserRoles).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'roleKeys', message: 'The shop needs at least one user who can edit authority' }],
    });
    const both = await t.graphql(SET_ROLES, { input: { userId: await globalId('01700000001'), roleKeys: ['admin', 'agent'] } }, { cookie: admin });
    expect(both.data!.setUserRoles.data.roles).toEqual(['admin', 'agent']);
    const rotated = sessionTokenFrom(both.response);
    expect(rotated).toBeTruthy();
    expect((await t.rest('GET', '/api/user', undefined, { cookie: admin })).status).toBe(401);
    admin = rotated!;
    expect((await (await t.rest('GET', '/api/user', undefined, { cookie: admin })).json()).roles).toEqual(['admin', 'agent']);
  });
});

describe('role permissions (authority)', () => {
  it('takes effect on the next request of every user with the role', async () => {
    const agent = await signInAs(t, 'agent');
    const users = `{ users(first: 1) { edges { node { id } } } }`;
    expect((await t.graphql(users, {}, { cookie: agent })).errors).toBeUndefined();
    const { data } = await t.graphql(SET_PERMISSIONS, { input: { roleKey: 'agent', permissions: ['support.access'] } }, { cookie: admin });
    expect(data!.setRolePermissions).toEqual({ __typename: 'MutationSetRolePermissionsSuccess', data: { key: 'agent', permissions: ['support.access'] } });
    expect((await t.graphql(users, {}, { cookie: agent })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'authority.permissions_changed' } });
    expect(event).toMatchObject({ targetType: 'Role', targetId: 'agent', details: { before: ['coupons.issue', 'orders.view', 'support.access', 'users.view'], after: ['support.access'] } });
  });

  it('refuses unknown permissions and never lets the admin role lose authority.manage', async () => {
    const unknown = await t.graphql(SET_PERMISSIONS, { input: { roleKey: 'agent', permissions: ['fly'] } }, { cookie: admin });
    expect(unknown.data!.setRolePermissions.fields).toEqual([{ field: 'permissions', message: 'Unknown permission: fly' }]);
    const lockout = await t.graphql(SET_PERMISSIONS, { input: { roleKey: 'admin', permissions: ['users.view'] } }, { cookie: admin });
    expect(lockout.data!.setRolePermissions.fields).toEqual([
      { field: 'permissions', message: 'The admin role must keep the authority.manage permission' },
    ]);
    const role = await t.db.prisma.role.findUniqueOrThrow({ where: { key: 'admin' }, include: { permissions: true } });
    expect(role.permissions.length).toBeGreaterThan(10);
  });
});

describe('user list', () => {
  it('searches by name, phone (any format) or email and pages through the results', async () => {
    const search = async (term: string) =>
      (await t.graphql(`query($s: String) { users(first: 10, search: $s) { edges { node { email } } } }`, { s: term }, { cookie: admin })).data!
        .users.edges.map((e: any) => e.node.email);
    expect(await search('Demo Cust')).toEqual(['customer@pathagar.test']);
    expect(await search('+880 1700-000002')).toEqual(['agent@pathagar.test']);
    expect(await search('FRESH@')).toEqual(['fresh@pathagar.test']);
    const page = await t.graphql(`{ users(first: 2) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`, {}, { cookie: admin });
    expect(page.data!.users.edges).toHaveLength(2);
    expect(page.data!.users.pageInfo.hasNextPage).toBe(true);
  });
});

describe('audit log', () => {
  it('records sign-ins and failed sign-ins with where they came from, readable by admins', async () => {
    await t.rest('POST', '/api/auth/login', { cred: '01700000003', password: 'wrong-one' }, { ip: '203.0.113.77' });
    const { data } = await t.graphql(
      `{ auditEvents(first: 50, action: "auth.sign_in_failed") { edges { node { action ip details actor { phone } } } } }`,
      {},
      { cookie: admin },
    );
    expect(data!.auditEvents.edges.map((e: any) => e.node)).toContainEqual({
      action: 'auth.sign_in_failed',
      ip: '203.0.113.77',
      details: expect.stringContaining('"account"'),
      actor: { phone: '01700000003' },
    });
  });
});
