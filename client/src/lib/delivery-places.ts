/** GraphQL's DeliveryPlace values, in the order they are offered, with their labels. */
export const DELIVERY_PLACE_LABELS = {
  DHAKA: 'Inside Dhaka',
  OUTSIDE_DHAKA: 'Outside Dhaka',
} as const;

export type DeliveryPlaceValue = keyof typeof DELIVERY_PLACE_LABELS;

export const DELIVERY_PLACES = Object.keys(DELIVERY_PLACE_LABELS) as DeliveryPlaceValue[];
