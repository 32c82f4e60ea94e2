import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { UserRolesEditor_roles$key } from '../../__generated__/UserRolesEditor_roles.graphql.ts';
import type { UserRolesEditor_user$key } from '../../__generated__/UserRolesEditor_user.graphql.ts';
import type { UserRolesEditorSetUserRolesMutation } from '../../__generated__/UserRolesEditorSetUserRolesMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, CheckboxField } from '../../components/ui/index.ts';
import './UserRolesEditor.css';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';

const userFragment = graphql`
  fragment UserRolesEditor_user on User {
    id
    name
    roles
  }
`;

const rolesFragment = graphql`
  fragment UserRolesEditor_roles on Role @relay(plural: true) {
    key
    name
  }
`;

const mutation = graphql`
  mutation UserRolesEditorSetUserRolesMutation($input: SetUserRolesInput!) {
    setUserRoles(input: $input) {
      __typename
      ... on MutationSetUserRolesSuccess {
        data {
          id
          roles
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

interface UserRolesEditorProps {
  user: UserRolesEditor_user$key;
  /** Every role there is; null while they load. */
  roles: UserRolesEditor_roles$key | null;
  /** Called when the editor is done: saved or cancelled. */
  onClose: () => void;
}

/** Checkboxes for a user's roles; saving (after a confirmation) replaces them and signs the user out everywhere. */
export function UserRolesEditor({ user: userKey, roles: rolesKey, onClose }: UserRolesEditorProps) {
  const user = useFragment(userFragment, userKey);
  const roles = useFragment(rolesFragment, rolesKey) ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(user.roles));
  const [confirming, setConfirming] = useState(false);
  const [commit, saving] = useMutation<UserRolesEditorSetUserRolesMutation>(mutation);

  const changed = selected.size !== user.roles.length || user.roles.some((key) => !selected.has(key));

  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const save = () => {
    const roleKeys = (roles ?? []).map((role) => role.key).filter((key) => selected.has(key));
    commit({
      variables: { input: { userId: user.id, roleKeys } },
      onCompleted: ({ setUserRoles: result }) => {
        const failure = failureToast(result, 'MutationSetUserRolesSuccess', 'Could not update roles');
        if (failure) {
          toast(failure);
          setConfirming(false);
          return;
        }
        toast({ title: 'Roles updated', description: `${user.name} will need to sign in again.` });
        onClose();
      },
      onError: (error) => {
        toast(errorToast(error, 'Could not update roles'));
        setConfirming(false);
      },
    });
  };

  return (
    <fieldset className="roles-editor" disabled={saving}>
      <legend>Roles of {user.name}</legend>
      {roles === null ? (
        <p className="roles-editor__loading" role="status">
          Loading roles…
        </p>
      ) : (
        <div className="roles-editor__options">
          {roles.map((role) => (
            <CheckboxField key={role.key} label={role.name} checked={selected.has(role.key)} onChange={() => toggle(role.key)} disabled={confirming} />
          ))}
        </div>
      )}
      {confirming ? (
        <ConfirmStep
          message={`${user.name} will be signed out on every device.`}
          confirmLabel="Change roles"
          busy={saving}
          onConfirm={save}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="roles-editor__actions">
          <Button variant="primary" onClick={() => setConfirming(true)} disabled={!changed || roles === null}>
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      )}
    </fieldset>
  );
}
