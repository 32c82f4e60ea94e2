import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryPlace, DeliveryPlacePicker_cart$key } from '../../__generated__/DeliveryPlacePicker_cart.graphql.ts';
import type { DeliveryPlacePickerMutation } from '../../__generated__/DeliveryPlacePickerMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Radio, RadioGroup } from '../../components/ui/index.ts';
import { useT, type MessageId } from '../../i18n/i18n.ts';
import { DELIVERY_PLACES, type DeliveryPlaceValue } from '../../lib/delivery-places.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { trackCartCall } from './cart-activity.ts';

const mutation = graphql`
  mutation DeliveryPlacePickerMutation($input: SetDeliveryPlaceInput!) {
    setDeliveryPlace(input: $input) {
      __typename
      ... on MutationSetDeliveryPlaceSuccess {
        cart {
          ...cartRefresh_cart
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Each delivery place's name for the customer (the staff screens keep DELIVERY_PLACE_LABELS). */
export const DELIVERY_PLACE_NAMES: Record<DeliveryPlaceValue, MessageId> = {
  DHAKA: 'cart.place.DHAKA',
  OUTSIDE_DHAKA: 'cart.place.OUTSIDE_DHAKA',
};

/**
 * Sets the cart's delivery place on the server (which re-prices the delivery charge). `choosing` is
 * the place asked for until the server answers, so a picker shows it at once.
 */
export function useChooseDeliveryPlace() {
  const [commit, pending] = useMutationPromise<DeliveryPlacePickerMutation>(mutation);
  const [choosing, setChoosing] = useState<DeliveryPlace | null>(null);
  const t = useT();
  const choose = async (place: DeliveryPlace) => {
    setChoosing(place);
    try {
      const { setDeliveryPlace } = await trackCartCall(() => commit({ input: { place } }));
      const failure = failureToast(setDeliveryPlace, 'MutationSetDeliveryPlaceSuccess', t('cart.place.failed'));
      if (failure) toast(failure);
    } catch (error) {
      console.error('Setting the delivery place failed', error);
    } finally {
      setChoosing(null);
    }
  };
  return { choose, choosing, pending };
}

/** Where the parcel goes; choosing another place replaces the delivery charge (seed §9), never adds to it. */
export function DeliveryPlacePicker({ cart }: { cart: DeliveryPlacePicker_cart$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveryPlacePicker_cart on Cart {
        deliveryPlace
        needsDelivery
      }
    `,
    cart,
  );
  const { choose, choosing, pending } = useChooseDeliveryPlace();
  const name = useId();
  const t = useT();
  if (!data.needsDelivery) return null;
  const shown = choosing ?? data.deliveryPlace;

  return (
    <div className="delivery-place">
      <p className="delivery-place__title" id={`${name}-title`}>
        {t('cart.place.title')}
      </p>
      <p className="ui-field__hint">{t('cart.place.hint')}</p>
      <RadioGroup
        aria-labelledby={`${name}-title`}
        value={shown ?? ''}
        disabled={pending}
        onValueChange={(place) => void choose(place as DeliveryPlace)}
      >
        {DELIVERY_PLACES.map((place) => (
          <Radio key={place} value={place} label={t(DELIVERY_PLACE_NAMES[place])} />
        ))}
      </RadioGroup>
    </div>
  );
}
