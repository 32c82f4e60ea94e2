import { savedAddressSchema } from '#shared/address-forms.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { DistrictField } from './DistrictField.tsx';
import type { SavedAddress } from './SavedAddressPicker.tsx';
import { useSaveAddress } from './use-save-address.ts';

interface AddressFormProps {
  /** The saved address to change; null to add one (starting from `defaults`). */
  address: SavedAddress | null;
  defaults: { name: string; phone: string };
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds an address to the profile's address book, or changes one (validated on blur and change, the server's messages on the fields). */
export function AddressForm({ address, defaults, onSaved, onCancel }: AddressFormProps) {
  const form = useZodForm(savedAddressSchema, {
    label: address?.label ?? '',
    name: address?.name ?? defaults.name,
    phone: address?.phone ?? defaults.phone,
    address: address?.address ?? '',
    district: address?.district ?? '',
  }, { quietUntilEdited: true });
  const [saveAddress] = useSaveAddress();
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const result = await saveAddress({ ...values, label: values.label ?? null, id: address?.id ?? null });
    const failed = formFailure(result, 'MutationSaveAddressSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    onSaved();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={address ? 'Change address' : 'New address'}>
      <FormError message={failure} />
      <TextField label="Label (optional)" hint="For example Home or Hostel" {...form.field('label')} />
      <TextField label="Full name" autoComplete="name" {...form.field('name')} />
      <TextField label="Phone number" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
      <DistrictField field={form.field('district')} onPick={(name) => form.commitValue('district', name)} />
      <div className="address-book__actions">
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save address'}
        </Button>
        <Button type="button" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
