import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPending, resolveOperation, waitForOperation } from '../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const PERMISSIONS = [
  { key: 'users.view', description: 'Look up customers and their accounts' },
  { key: 'users.manage', description: "Change users' roles" },
  { key: 'authority.manage', description: 'Edit which permissions each role has' },
  { key: 'support.access', description: 'Use the support desk' },
].map((permission) => ({ __typename: 'Permission', ...permission }));

function role(key: string, name: string, permissions: string[], userCount: number) {
  return { __typename: 'Role', id: `r-${key}`, key, name, description: `${name} role`, permissions, userCount };
}

const ROLES = [
  role('admin', 'Administrator', ['authority.manage', 'support.access', 'users.manage', 'users.view'], 1),
  role('agent', 'Support agent', ['support.access', 'users.view'], 3),
  role('customer', 'Customer', [], 40),
];

async function openAuthorityPage() {
  const view = await renderRoute('/admin/users/authority', mockEnvironment);
  await resolveOperation(mockEnvironment, 'AuthorityPageQuery', { roles: ROLES, permissions: PERMISSIONS });
  await screen.findByRole('heading', { name: 'Authority', level: 1 });
  return view;
}

const box = (roleName: string, permission: string) => screen.getByRole('checkbox', { name: `${roleName}: ${permission}` });
const unsavedCells = () => document.querySelectorAll('td[data-unsaved]');

describe('the authority matrix', () => {
  it('has a column per role and a row per permission with its description', async () => {
    await openAuthorityPage();
    expect(document.title).toBe('Authority | Pathagar');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.querySelector('.authority-matrix__role-name')?.textContent ?? th.textContent)).toEqual([
      'Permission',
      'Administrator',
      'Support agent',
      'Customer',
    ]);
    expect(headers[2]).toHaveTextContent('Support agent role · 3 users');
    expect(headers[1]).toHaveTextContent('Administrator role · 1 user');
    expect(screen.getByRole('rowheader', { name: /users\.manage/ })).toHaveTextContent("Change users' roles");
    expect(box('Support agent', 'users.view')).toBeChecked();
    expect(box('Support agent', 'users.manage')).not.toBeChecked();
    expect(box('Customer', 'support.access')).not.toBeChecked();
  });

  it("locks the admin role's authority.manage with a hint", async () => {
    await openAuthorityPage();
    const locked = box('Administrator', 'authority.manage');
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(/always keeps authority\.manage/);
    expect(box('Administrator', 'users.manage')).toBeEnabled();
    expect(box('Support agent', 'authority.manage')).toBeEnabled();
  });

  it('highlights unsaved changes, and Reset discards them', async () => {
    const typist = userEvent.setup();
    await openAuthorityPage();
    const agentHeader = screen.getByRole('columnheader', { name: /Support agent/ });
    expect(within(agentHeader).queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Support agent' })).toBeDisabled();

    await typist.click(box('Support agent', 'users.manage'));
    await typist.click(box('Support agent', 'users.view'));
    expect(box('Support agent', 'users.manage')).toBeChecked();
    expect(box('Support agent', 'users.view')).not.toBeChecked();
    expect(unsavedCells()).toHaveLength(2);
    expect(box('Support agent', 'users.manage').closest('td')).toHaveClass('authority-matrix__cell--unsaved');
    expect(within(agentHeader).getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Customer' })).toBeDisabled();

    await typist.click(screen.getByRole('button', { name: 'Reset Support agent' }));
    expect(box('Support agent', 'users.manage')).not.toBeChecked();
    expect(box('Support agent', 'users.view')).toBeChecked();
    expect(unsavedCells()).toHaveLength(0);
    expect(within(agentHeader).queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Support agent' })).toBeDisabled();
  });

  it('an edit undone by hand is no longer unsaved', async () => {
    const typist = userEvent.setup();
    await openAuthorityPage();
    await typist.click(box('Customer', 'users.view'));
    expect(unsavedCells()).toHaveLength(1);
    await typist.click(box('Customer', 'users.view'));
    expect(unsavedCells()).toHaveLength(0);
  });

  it("saves one role's permissions after the confirmation and keeps the other roles' edits", async () => {
    const typist = userEvent.setup();
    await openAuthorityPage();
    await typist.click(box('Support agent', 'users.manage'));
    await typist.click(box('Customer', 'support.access'));
    await typist.click(screen.getByRole('button', { name: 'Save Support agent' }));
    expect(screen.getByText('3 users hold the Support agent role; the change applies to them right away.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'RolePermissionsSaveSetRolePermissionsMutation')).toBe(false);
    await typist.click(screen.getByRole('button', { name: 'Save Support agent permissions' }));

    const operation = await waitForOperation(mockEnvironment, 'RolePermissionsSaveSetRolePermissionsMutation');
    expect(operation.request.variables).toEqual({
      input: { roleKey: 'agent', permissions: ['users.view', 'users.manage', 'support.access'] },
    });
    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: {
          setRolePermissions: {
            __typename: 'MutationSetRolePermissionsSuccess',
            data: { __typename: 'Role', id: 'r-agent', permissions: ['support.access', 'users.manage', 'users.view'], userCount: 3 },
          },
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Permissions updated');
    expect(box('Support agent', 'users.manage')).toBeChecked();
    expect(box('Support agent', 'users.manage').closest('td')).not.toHaveAttribute('data-unsaved');
    expect(box('Customer', 'support.access').closest('td')).toHaveAttribute('data-unsaved', 'true');
  });

  it('shows a refused save in a destructive toast and keeps the edits', async () => {
    const typist = userEvent.setup();
    await openAuthorityPage();
    await typist.click(box('Administrator', 'users.manage'));
    await typist.click(screen.getByRole('button', { name: 'Save Administrator' }));
    await typist.click(screen.getByRole('button', { name: 'Save Administrator permissions' }));
    const operation = await waitForOperation(mockEnvironment, 'RolePermissionsSaveSetRolePermissionsMutation');
    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: { setRolePermissions: { __typename: 'NotFoundError', message: 'No such role.' } },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save Administrator');
    expect(alert).toHaveTextContent('No such role.');
    expect(box('Administrator', 'users.manage')).not.toBeChecked();
    expect(unsavedCells()).toHaveLength(1);
  });
});
