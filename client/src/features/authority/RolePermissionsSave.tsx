import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { RolePermissionsSave_role$key } from '../../__generated__/RolePermissionsSave_role.graphql.ts';
import type { RolePermissionsSaveSetRolePermissionsMutation } from '../../__generated__/RolePermissionsSaveSetRolePermissionsMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';
import { Button } from '../../components/ui/index.ts';

const mutation = graphql`
  mutation RolePermissionsSaveSetRolePermissionsMutation($input: SetRolePermissionsInput!) {
    setRolePermissions(input: $input) {
      __typename
      ... on MutationSetRolePermissionsSuccess {
        data {
          id
          permissions
          userCount
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

interface RolePermissionsSaveProps {
  role: RolePermissionsSave_role$key;
  /** The role's edited permissions, or null when it has no unsaved changes. */
  draft: readonly string[] | null;
  /** Discards the unsaved changes (also called once they are saved). */
  onReset: () => void;
}

/** Save (after a confirmation) and Reset for one role's column of the authority matrix. */
export function RolePermissionsSave({ role: roleKey, draft, onReset }: RolePermissionsSaveProps) {
  const role = useFragment(
    graphql`
      fragment RolePermissionsSave_role on Role {
        key
        name
        userCount
      }
    `,
    roleKey,
  );
  const [confirming, setConfirming] = useState(false);
  const [commit, saving] = useMutation<RolePermissionsSaveSetRolePermissionsMutation>(mutation);

  const save = (permissions: readonly string[]) =>
    commit({
      variables: { input: { roleKey: role.key, permissions } },
      onCompleted: ({ setRolePermissions: result }) => {
        setConfirming(false);
        const failure = failureToast(result, 'MutationSetRolePermissionsSuccess', `Could not save ${role.name}`);
        if (failure) return void toast(failure);
        toast({ title: 'Permissions updated', description: `${role.name} now has the permissions you chose.` });
        onReset();
      },
      onError: (error) => {
        setConfirming(false);
        toast(errorToast(error, `Could not save ${role.name}`));
      },
    });

  if (confirming && draft) {
    const holders = role.userCount === 1 ? '1 user holds' : `${role.userCount} users hold`;
    return (
      <ConfirmStep
        message={`${holders} the ${role.name} role; the change applies to them right away.`}
        confirmLabel={`Save ${role.name} permissions`}
        busy={saving}
        onConfirm={() => save(draft)}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <div className="authority-matrix__actions">
      <Button
        variant="primary"
        aria-label={`Save ${role.name}`}
        disabled={!draft || saving}
        onClick={() => setConfirming(true)}
      >
        Save
      </Button>
      <Button aria-label={`Reset ${role.name}`} disabled={!draft || saving} onClick={onReset}>
        Reset
      </Button>
    </div>
  );
}
