import { normalizePhone } from '#shared/phone.ts';
import { Radio, RadioGroup } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import './addresses.css';

/** A saved address as checkout and the profile show it. */
export interface SavedAddress {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly district: string;
}

type AddressFields = Pick<SavedAddress, 'name' | 'phone' | 'address' | 'district'>;

/** The value of the "type a new one" option. */
export const NEW_ADDRESS = 'new';

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const phoneDigits = (phone: string) => normalizePhone(phone) ?? phone.replace(/\D/g, '');

/** Whether the fields hold this saved address (as typed: spacing, case and the phone's +880 aside). */
export function holdsAddress(values: AddressFields, saved: AddressFields): boolean {
  return (
    normalized(values.name) === normalized(saved.name) &&
    phoneDigits(values.phone) === phoneDigits(saved.phone) &&
    normalized(values.address) === normalized(saved.address) &&
    normalized(values.district) === normalized(saved.district)
  );
}

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  /** What the fields hold now: the matching saved address is the chosen one. */
  values: AddressFields;
  onChoose: (address: SavedAddress | null) => void;
}

/** Checkout's choice among the customer's saved addresses (nothing when there are none); choosing one fills the fields. */
export function SavedAddressPicker({ addresses, values, onChoose }: SavedAddressPickerProps) {
  const t = useT();
  if (addresses.length === 0) return null;
  const chosen = addresses.find((address) => holdsAddress(values, address))?.id ?? NEW_ADDRESS;
  return (
    <div className="saved-addresses">
      <p className="saved-addresses__title" id="saved-addresses-title">
        {t('checkout.saved.title')}
      </p>
      <RadioGroup
        aria-labelledby="saved-addresses-title"
        value={chosen}
        onValueChange={(value) => onChoose(addresses.find((address) => address.id === value) ?? null)}
      >
        {addresses.map((address) => (
          <Radio
            key={address.id}
            value={address.id}
            label={address.label || address.name}
            description={`${address.name}, ${address.address}, ${address.district} · ${address.phone}`}
          />
        ))}
        <Radio value={NEW_ADDRESS} label={t('checkout.saved.else')} description={t('checkout.saved.elseHint')} />
      </RadioGroup>
    </div>
  );
}
