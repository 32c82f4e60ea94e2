import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AuthorityMatrix_permissions$key } from '../../__generated__/AuthorityMatrix_permissions.graphql.ts';
import type { AuthorityMatrix_roles$key } from '../../__generated__/AuthorityMatrix_roles.graphql.ts';
import { Badge, Checkbox, EmptyState, Table } from '../../components/ui/index.ts';
import { discardDraft, isLocked, LOCKED, togglePermission, type Drafts } from './permission-drafts.ts';
import { RolePermissionsSave } from './RolePermissionsSave.tsx';
import './AuthorityMatrix.css';

const LOCK_HINT_ID = 'authority-lock-hint';

interface AuthorityMatrixProps {
  roles: AuthorityMatrix_roles$key;
  permissions: AuthorityMatrix_permissions$key;
}

/** Which permissions each role holds: one column per role, one row per permission; each role is saved on its own. */
export function AuthorityMatrix({ roles: rolesKey, permissions: permissionsKey }: AuthorityMatrixProps) {
  const roles = useFragment(
    graphql`
      fragment AuthorityMatrix_roles on Role @relay(plural: true) {
        id
        key
        name
        description
        permissions
        userCount
        ...RolePermissionsSave_role
      }
    `,
    rolesKey,
  );
  const permissions = useFragment(
    graphql`
      fragment AuthorityMatrix_permissions on Permission @relay(plural: true) {
        key
        description
      }
    `,
    permissionsKey,
  );
  const [drafts, setDrafts] = useState<Drafts>({});
  const order = permissions.map((permission) => permission.key);
  const lockedRole = roles.find((role) => role.key === LOCKED.role);

  if (roles.length === 0 || permissions.length === 0) return <EmptyState titleAs="p" title="No roles or permissions yet." />;
  return (
    <>
      <Table dense className="authority-matrix" aria-label="Permissions of each role">
        <thead>
          <tr>
            <th scope="col">Permission</th>
            {roles.map((role) => (
              <th
                key={role.id}
                scope="col"
                className={drafts[role.key] ? 'authority-matrix__role authority-matrix__role--unsaved' : 'authority-matrix__role'}
              >
                <span className="authority-matrix__role-name">{role.name}</span>
                <span className="authority-matrix__role-meta">
                  {role.description} · {role.userCount === 1 ? '1 user' : `${role.userCount} users`}
                </span>
                {drafts[role.key] && <Badge tone="warning">Unsaved changes</Badge>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission.key}>
              <th scope="row" className="authority-matrix__permission">
                <code>{permission.key}</code>
                <span className="authority-matrix__description">{permission.description}</span>
              </th>
              {roles.map((role) => {
                const saved = role.permissions.includes(permission.key);
                const checked = (drafts[role.key] ?? role.permissions).includes(permission.key);
                const locked = isLocked(role.key, permission.key);
                const unsaved = checked !== saved;
                return (
                  <td
                    key={role.id}
                    className={unsaved ? 'authority-matrix__cell authority-matrix__cell--unsaved' : 'authority-matrix__cell'}
                    data-unsaved={unsaved || undefined}
                  >
                    <Checkbox
                      aria-label={`${role.name}: ${permission.key}`}
                      aria-describedby={locked ? LOCK_HINT_ID : undefined}
                      title={locked ? 'Always on: the admin role keeps authority.manage' : undefined}
                      checked={checked}
                      disabled={locked}
                      onCheckedChange={() =>
                        setDrafts((current) =>
                          togglePermission(current, { key: role.key, saved: role.permissions }, permission.key, order),
                        )
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {roles.map((role) => (
              <td key={role.id}>
                <RolePermissionsSave
                  role={role}
                  draft={drafts[role.key] ?? null}
                  onReset={() => setDrafts((current) => discardDraft(current, role.key))}
                />
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
      {lockedRole && (
        <p id={LOCK_HINT_ID} className="authority-matrix__hint">
          The {lockedRole.name} role always keeps {LOCKED.permission}, so someone can always edit authority.
        </p>
      )}
    </>
  );
}
