import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserRolesEditor_roles$key } from '../../__generated__/UserRolesEditor_roles.graphql.ts';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { Button } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { UserRolesEditor } from './UserRolesEditor.tsx';

/** The columns of the user table, before the roles editor's. */
export const USER_COLUMNS = ['Name', 'Phone', 'Email', 'HSC batch', 'Roles', 'Joined'] as const;

interface UserRowProps {
  user: UserRow_user$key;
  /** Whether the viewer may change roles (users.manage). */
  canEditRoles: boolean;
  /** Every role there is, for the editor; null while they load. */
  roles: UserRolesEditor_roles$key | null;
}

/** One account in the staff user table, with an "Edit roles" control for viewers who may change roles. */
export function UserRow({ user: userKey, canEditRoles, roles }: UserRowProps) {
  const user = useFragment(
    graphql`
      fragment UserRow_user on User {
        name
        phone
        email
        hscBatch
        roles
        createdAt
        ...UserRolesEditor_user
      }
    `,
    userKey,
  );
  const [editing, setEditing] = useState(false);
  return (
    <>
      <tr data-state={editing ? 'selected' : undefined}>
        <td>{user.name}</td>
        <td>{user.phone ?? '—'}</td>
        <td>{user.email ?? '—'}</td>
        <td>{user.hscBatch ?? '—'}</td>
        <td>{user.roles.length > 0 ? user.roles.join(', ') : '—'}</td>
        <td className="ui-table__nowrap">{formatDate(user.createdAt)}</td>
        {canEditRoles && (
          <td>
            <Button size="sm" aria-expanded={editing} aria-label={`Edit roles of ${user.name}`} onClick={() => setEditing((open) => !open)}>
              Edit roles
            </Button>
          </td>
        )}
      </tr>
      {editing && (
        <tr>
          <td colSpan={USER_COLUMNS.length + 1}>
            <UserRolesEditor user={user} roles={roles} onClose={() => setEditing(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
