import { startTransition, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { AddressBook_user$key } from '../../__generated__/AddressBook_user.graphql.ts';
import type { AddressBookDeleteMutation } from '../../__generated__/AddressBookDeleteMutation.graphql.ts';
import type { AddressBookRefetchQuery } from '../../__generated__/AddressBookRefetchQuery.graphql.ts';
import { MAX_SAVED_ADDRESSES } from '#shared/address-forms.ts';
import { Button } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { AddressForm } from './AddressForm.tsx';
import type { SavedAddress } from './SavedAddressPicker.tsx';
import './addresses.css';

const deleteMutation = graphql`
  mutation AddressBookDeleteMutation($input: DeleteAddressInput!) {
    deleteAddress(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The profile's saved addresses (checkout offers them): each with Change and Delete, and a form to
 * add one, up to the limit. After a change the list is read again from the server.
 */
export function AddressBook({ user }: { user: AddressBook_user$key }) {
  const [data, refetch] = useRefetchableFragment<AddressBookRefetchQuery, AddressBook_user$key>(
    graphql`
      fragment AddressBook_user on User @refetchable(queryName: "AddressBookRefetchQuery") {
        name
        phone
        addresses {
          id
          label
          name
          phone
          address
          district
        }
      }
    `,
    user,
  );
  // The address being changed, 'new' while adding one, or null.
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleteAddress] = useMutationPromise<AddressBookDeleteMutation>(deleteMutation);
  const [deleting, setDeleting] = useState<string | null>(null);
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const full = data.addresses.length >= MAX_SAVED_ADDRESSES;

  const remove = async (address: SavedAddress) => {
    setDeleting(address.id);
    try {
      const { deleteAddress: result } = await deleteAddress({ input: { id: address.id } });
      const failure = failureToast(result, 'MutationDeleteAddressSuccess', 'Could not delete the address');
      toast(failure ?? { title: 'Address deleted' });
      reload();
    } catch (error) {
      toast({ title: 'Could not delete the address', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  if (editing) {
    return (
      <AddressForm
        address={editing === 'new' ? null : editing}
        defaults={{ name: data.name, phone: data.phone ?? '' }}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          toast({ title: 'Address saved' });
          setEditing(null);
          reload();
        }}
      />
    );
  }
  return (
    <div className="address-book">
      {data.addresses.length === 0 ? (
        <p>No saved addresses yet. Save one here or when you check out, and choose it next time.</p>
      ) : (
        <ul className="address-book__list" aria-label="Saved addresses">
          {data.addresses.map((address) => (
            <li key={address.id} className="address-book__item">
              <p className="address-book__text">
                {address.label && <strong>{address.label}: </strong>}
                {address.name}, {address.phone}
                <br />
                {address.address}, {address.district}
              </p>
              <div className="address-book__actions">
                <Button size="sm" onClick={() => setEditing(address)}>
                  Change<span className="visually-hidden"> {address.label || address.address}</span>
                </Button>
                <Button size="sm" variant="danger" disabled={deleting === address.id} onClick={() => void remove(address)}>
                  {deleting === address.id ? 'Deleting…' : 'Delete'}
                  <span className="visually-hidden"> {address.label || address.address}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setEditing('new')} disabled={full}>
          Add an address
        </Button>
        {full && <p className="ui-field__hint">You keep {MAX_SAVED_ADDRESSES} addresses, the most there may be: delete one to add another.</p>}
      </div>
    </div>
  );
}
