import type { MessageId, MessageValues } from '../../i18n/i18n.ts';
import type { FieldProps } from '../../lib/use-zod-form.ts';

/**
 * The address rules' messages (#shared/address-forms.ts, which the server's saveAddress and placeOrder
 * also use, so they arrive in English from either side) in the customer's language. A message not
 * listed is shown as it came.
 */
const ADDRESS_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Name is required': 'checkout.invalid.nameRequired',
  'Phone number is required': 'checkout.invalid.phoneRequired',
  'Invalid phone number': 'checkout.invalid.phone',
  'Address is required': 'checkout.invalid.addressRequired',
  'Please give the full address (house, road, area)': 'checkout.invalid.addressShort',
  'District is required': 'checkout.invalid.districtRequired',
  'Choose your district from the list': 'checkout.invalid.districtFromList',
};

type T = (id: MessageId, values?: MessageValues) => string;

/** `message` (an address rule's English message) in the interface language. */
export function addressMessage(t: T, message: string): string {
  const id = ADDRESS_MESSAGES[message];
  if (id) return t(id);
  const atMost = /^At most (\d+) characters$/.exec(message);
  return atMost ? t('checkout.invalid.atMost', { count: Number(atMost[1]) }) : message;
}

/** A form field whose message is shown in the interface language. */
export function translatedField(t: T, field: FieldProps): FieldProps {
  return field.error ? { ...field, error: addressMessage(t, field.error) } : field;
}
