import { savedAddressSchema } from '#shared/address-forms.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useT } from '../../i18n/i18n.ts';
import { useFormFailure } from '../../i18n/error-messages.ts';
import { translatedField } from './address-messages.ts';
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
  const t = useT();
  const formFailure = useFormFailure();
  const field = (name: Parameters<typeof form.field>[0]) => translatedField(t, form.field(name));
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
    <form className="form" noValidate onSubmit={onSubmit} aria-label={address ? t('account.address.changeForm') : t('account.address.newForm')}>
      <FormError message={failure} />
      <TextField label={t('account.address.label')} hint={t('account.address.labelHint')} {...field('label')} />
      <TextField label={t('checkout.field.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('checkout.field.phone')} inputMode="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={t('checkout.field.address')} autoComplete="street-address" {...field('address')} />
      <DistrictField field={field('district')} onPick={(name) => form.commitValue('district', name)} />
      <div className="address-book__actions">
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? t('account.address.saving') : t('account.address.save')}
        </Button>
        <Button type="button" onClick={onCancel} disabled={submitting}>
          {t('account.address.cancel')}
        </Button>
      </div>
    </form>
  );
}
