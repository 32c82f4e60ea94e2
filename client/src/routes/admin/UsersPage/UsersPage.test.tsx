import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPending, resolveOperation, waitForOperation } from '../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { validationError } from '../../../features/catalog-admin/test-support.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

function user(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: `u${n}`,
    name: `User ${n}`,
    phone: `0170000000${n}`,
    email: `user${n}@example.com`,
    hscBatch: 'HSC 2026',
    roles: ['customer'],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function usersConnection(nodes: ReturnType<typeof user>[], hasNextPage = false) {
  return {
    edges: nodes.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

const VIEWER = { __typename: 'User', id: 'viewer' };
const ROLES = [
  { __typename: 'Role', id: 'r-admin', key: 'admin', name: 'Administrator' },
  { __typename: 'Role', id: 'r-agent', key: 'agent', name: 'Support agent' },
  { __typename: 'Role', id: 'r-customer', key: 'customer', name: 'Customer' },
];

/** Opens /admin/users and answers its query; a manager's page also gets the role list. */
async function openUsersPage({ permissions = ['users.view'], users = [user(1), user(2)], hasNextPage = false } = {}) {
  const view = await renderRoute('/admin/users', mockEnvironment);
  await resolveOperation(mockEnvironment, 'UsersPageQuery', {
    viewer: { ...VIEWER, permissions },
    users: usersConnection(users, hasNextPage),
  });
  await screen.findByRole('heading', { name: 'Users', level: 1 });
  if (permissions.includes('users.manage')) {
    const roles = await resolveOperation(mockEnvironment, 'UsersPageRolesQuery', { roles: ROLES });
    expect(roles.request.variables).toEqual({ withRoles: true });
  }
  return view;
}

function rowOf(name: string) {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

describe('the user list', () => {
  it('shows each user with phone, email, HSC batch, roles and joined date, without role editing for viewers', async () => {
    await openUsersPage({ users: [user(1, { roles: ['admin', 'customer'] }), user(2, { email: null, hscBatch: null })] });
    expect(document.title).toBe('Users | Pathagar');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Phone', 'Email', 'HSC batch', 'Roles', 'Joined']);
    expect(within(rowOf('User 1')).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'User 1',
      '01700000001',
      'user1@example.com',
      'HSC 2026',
      'admin, customer',
      '1 Nov 2026',
    ]);
    expect(within(rowOf('User 2')).getAllByRole('cell').map((td) => td.textContent)).toContain('—');
    expect(screen.queryByRole('button', { name: /Edit roles/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(isPending(mockEnvironment, 'UsersPageRolesQuery')).toBe(false);
  });

  it('says so when there are no users', async () => {
    await openUsersPage({ users: [] });
    expect(screen.getByText('No users yet.')).toBeInTheDocument();
  });

  it('searches once typing pauses, refetching the list with the search term', async () => {
    const typist = userEvent.setup();
    await openUsersPage();
    await typist.type(screen.getByRole('searchbox', { name: 'Search users' }), ' rahim ');
    expect(isPending(mockEnvironment, 'UserListPaginationQuery')).toBe(false);

    const operation = await resolveOperation(mockEnvironment, 'UserListPaginationQuery', {
      users: usersConnection([user(7, { name: 'Rahim Uddin' })]),
    });
    expect(operation.request.variables).toEqual({ count: 20, cursor: null, search: 'rahim' });
    expect(await screen.findByRole('cell', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'User 1' })).not.toBeInTheDocument();
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(0);
  });

  it('opens searched for the ?q= of its address (where the staff search links to)', async () => {
    await renderRoute('/admin/users?q=01712345678', mockEnvironment);
    const operation = await resolveOperation(mockEnvironment, 'UsersPageQuery', {
      viewer: { ...VIEWER, permissions: ['users.view'] },
      users: usersConnection([user(7, { name: 'Rahim Uddin' })]),
    });
    expect(operation.request.variables).toEqual({ search: '01712345678' });
    expect(await screen.findByRole('cell', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('01712345678');
  });

  it('shows an empty result for a search that matches nobody', async () => {
    const typist = userEvent.setup();
    await openUsersPage();
    await typist.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    await resolveOperation(mockEnvironment, 'UserListPaginationQuery', { users: usersConnection([]) });
    expect(await screen.findByText('No users match “zzz”.')).toBeInTheDocument();
  });

  it('"Load more" requests the next page after the last cursor and appends it', async () => {
    const typist = userEvent.setup();
    await openUsersPage({ users: [user(1), user(2)], hasNextPage: true });
    await typist.click(screen.getByRole('button', { name: 'Load more' }));

    const operation = await resolveOperation(mockEnvironment, 'UserListPaginationQuery', {
      users: usersConnection([user(3)]),
    });
    expect(operation.request.variables).toEqual({ count: 20, cursor: 'cursor-u2', search: null });
    expect(await screen.findByRole('cell', { name: 'User 3' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'User 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('editing roles (users.manage)', () => {
  async function chooseRolesOfUser1(typist: ReturnType<typeof userEvent.setup>) {
    await openUsersPage({ permissions: ['users.view', 'users.manage'] });
    await typist.click(screen.getByRole('button', { name: 'Edit roles of User 1' }));
    const editor = screen.getByRole('group', { name: 'Roles of User 1' });
    expect(within(editor).getByRole('checkbox', { name: 'Customer' })).toBeChecked();
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
    await typist.click(within(editor).getByRole('checkbox', { name: 'Support agent' }));
    await typist.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText('User 1 will be signed out on every device.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'UserRolesEditorSetUserRolesMutation')).toBe(false);
    await typist.click(within(editor).getByRole('button', { name: 'Change roles' }));
    return waitForOperation(mockEnvironment, 'UserRolesEditorSetUserRolesMutation');
  }

  it('saves the chosen roles after the confirmation and says so', async () => {
    const typist = userEvent.setup();
    const operation = await chooseRolesOfUser1(typist);
    expect(operation.request.variables).toEqual({ input: { userId: 'u1', roleKeys: ['agent', 'customer'] } });

    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: {
          setUserRoles: {
            __typename: 'MutationSetUserRolesSuccess',
            data: { __typename: 'User', id: 'u1', roles: ['agent', 'customer'] },
          },
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Roles updated');
    expect(within(rowOf('User 1')).getByRole('cell', { name: 'agent, customer' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Roles of User 1' })).not.toBeInTheDocument();
  });

  it('shows a refused change in a destructive toast and keeps the editor open', async () => {
    const typist = userEvent.setup();
    const operation = await chooseRolesOfUser1(typist);
    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: {
          setUserRoles: validationError('The shop needs at least one user who can edit authority', { roleKeys: 'The shop needs at least one user who can edit authority' }),
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not update roles');
    expect(alert).toHaveTextContent('The shop needs at least one user who can edit authority');
    expect(screen.getByRole('group', { name: 'Roles of User 1' })).toBeInTheDocument();
    expect(within(rowOf('User 1')).getByRole('cell', { name: 'customer' })).toBeInTheDocument();
  });
});

describe('failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the refusal with a way back (no Try again) when the server refuses the list', async () => {
    await renderRoute('/admin/users', mockEnvironment);
    const operation = await waitForOperation(mockEnvironment, 'UsersPageQuery');
    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: null,
        errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
