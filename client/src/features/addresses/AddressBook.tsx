import { startTransition, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { AddressBook_user$key } from '../../__generated__/AddressBook_user.graphql.ts';
import type { AddressBookDeleteMutation } from '../../__generated__/AddressBookDeleteMutation.graphql.ts';
import type { AddressBookRefetchQuery } from '../../__generated__/AddressBookRefetchQuery.graphql.ts';
import { MAX_SAVED_ADDRESSES } from '#shared/address-forms.ts';
import { Button } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCaughtErrorMessage, useErrorMessage } from '../../i18n/error-messages.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
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
  const t = useT();
  const rich = useRichT();
  const errorMessage = useErrorMessage();
  const caughtMessage = useCaughtErrorMessage();
  // Which address a button is for, said to screen readers only ("Change Home").
  const which = (address: SavedAddress) => <span className="visually-hidden">{address.label || address.address}</span>;

  const remove = async (address: SavedAddress) => {
    setDeleting(address.id);
    try {
      const { deleteAddress: result } = await deleteAddress({ input: { id: address.id } });
      toast(
        result.__typename === 'MutationDeleteAddressSuccess'
          ? { title: t('account.addresses.deleted') }
          : { title: t('account.addresses.deleteFailed'), description: errorMessage(result), variant: 'destructive' },
      );
      reload();
    } catch (error) {
      toast({ title: t('account.addresses.deleteFailed'), description: caughtMessage(error), variant: 'destructive' });
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
          toast({ title: t('account.addresses.saved') });
          setEditing(null);
          reload();
        }}
      />
    );
  }
  return (
    <div className="address-book">
      {data.addresses.length === 0 ? (
        <p>{t('account.addresses.none')}</p>
      ) : (
        <ul className="address-book__list" aria-label={t('account.profile.addresses')}>
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
                  {rich('account.addresses.change', {}, { which: which(address) })}
                </Button>
                <Button size="sm" variant="danger" disabled={deleting === address.id} onClick={() => void remove(address)}>
                  {rich(deleting === address.id ? 'account.addresses.deleting' : 'account.addresses.delete', {}, { which: which(address) })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setEditing('new')} disabled={full}>
          {t('account.addresses.add')}
        </Button>
        {full && <p className="ui-field__hint">{t('account.addresses.full', { count: MAX_SAVED_ADDRESSES })}</p>}
      </div>
    </div>
  );
}
