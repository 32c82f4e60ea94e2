import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useCheckoutAddress_user$key } from '../../__generated__/useCheckoutAddress_user.graphql.ts';
import { deliveryDetailsSchema, type DeliveryDetails } from '#shared/address-forms.ts';
import { useT } from '../../i18n/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './checkout-draft.ts';
import type { SavedAddress } from './SavedAddressPicker.tsx';
import { useSaveAddress } from './use-save-address.ts';

// Nothing is delivered for ebooks and courses: only who is buying.
const digitalDetailsSchema = deliveryDetailsSchema.pick({ name: true, phone: true });

const fieldsOf = ({ name, phone, address, district }: CheckoutDraft | SavedAddress): CheckoutDraft => ({ name, phone, address, district });

/**
 * Checkout's who-and-where: the form starts from the draft this customer left (checkout-draft.ts),
 * else their last used saved address, else their profile; every change is kept as the draft. After
 * the order, the address is saved to the profile when the customer asked (`keep`) and the draft is
 * forgotten.
 */
export function useCheckoutAddress(viewerRef: useCheckoutAddress_user$key | null | undefined, needsDelivery: boolean) {
  const viewer = useFragment(
    graphql`
      fragment useCheckoutAddress_user on User {
        id
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
    viewerRef,
  );
  const userId = viewer?.id ?? null;
  const addresses: readonly SavedAddress[] = viewer?.addresses ?? [];
  const startingValues = (): CheckoutDraft => {
    const draft = userId ? loadCheckoutDraft(userId) : null;
    if (draft) return draft;
    if (addresses[0]) return fieldsOf(addresses[0]);
    return { name: viewer?.name ?? '', phone: viewer?.phone ?? '', address: '', district: '' };
  };
  const [initial] = useState(startingValues);
  // A field passed by Tab says nothing until it is edited or the order is placed.
  const form = useZodForm(needsDelivery ? deliveryDetailsSchema : digitalDetailsSchema, initial, { quietUntilEdited: true });
  const [keep, setKeep] = useState(true);
  const [saveAddress] = useSaveAddress();
  const t = useT();

  // Whose details the fields hold: another account's answer (after signing in as someone else) starts over.
  const owner = useRef(userId);
  const { values, reset } = form;
  useEffect(() => {
    if (owner.current === userId) return;
    owner.current = userId;
    reset(startingValues());
  });
  useEffect(() => {
    if (userId && owner.current === userId) saveCheckoutDraft(userId, fieldsOf(values));
  }, [userId, values]);

  /** Fills the fields with a saved address, or empties the address for a new one (keeping who). */
  const choose = (address: SavedAddress | null) => {
    form.reset(address ? fieldsOf(address) : { ...fieldsOf(values), address: '', district: '' });
  };

  /**
   * Once the order is placed: forget the draft and, when asked, keep the address. Resolves with a
   * note for the order's toast when the address could not be kept (e.g. the profile is full).
   */
  const afterOrder = async (details: Pick<DeliveryDetails, 'name' | 'phone'> & Partial<DeliveryDetails>): Promise<string | null> => {
    if (userId) clearCheckoutDraft(userId);
    if (!needsDelivery || !keep || !details.address || !details.district) return null;
    try {
      const saved = await saveAddress({ name: details.name, phone: details.phone, address: details.address, district: details.district });
      return saved.__typename === 'MutationSaveAddressSuccess' ? null : t('checkout.addressNotSaved', { reason: saved.message ?? '' });
    } catch (error) {
      // The order is placed; a profile address that could not be kept is not worth stopping for.
      console.warn('Could not save the address', error);
      return null;
    }
  };

  return { form, addresses, choose, keep, setKeep, afterOrder };
}
