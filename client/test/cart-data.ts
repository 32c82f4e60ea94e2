/** Cart payloads for client tests: every field the cart fragments select, in poisha with Taka labels. */

const taka = (poisha: number) => ({ amount: poisha, formatted: `৳${(poisha / 100).toLocaleString('en-US')}` });

export interface LineInput {
  id: string;
  title: string;
  kind?: 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';
  price: number;
  quantity?: number;
  maxQuantity?: number;
  available?: boolean;
  variantLabel?: string | null;
}

export function cartLine({ id, title, kind = 'BOOK', price, quantity = 1, maxQuantity = 10, available = true, variantLabel = null }: LineInput) {
  const typename = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' }[kind];
  return {
    id: `line-${id}`,
    quantity,
    maxQuantity,
    available,
    variantLabel,
    unitPrice: taka(price),
    lineTotal: taka(price * quantity),
    product: {
      __typename: typename,
      id: `product-${id}`,
      title,
      path: `/${kind.toLowerCase()}/${id}`,
      kind,
      digital: kind === 'EBOOK' || kind === 'CONTENT',
      cover: null,
    },
  };
}

export interface CartInput {
  lines?: ReturnType<typeof cartLine>[];
  deliveryPlace?: 'DHAKA' | 'OUTSIDE_DHAKA' | null;
  deliveryCharges?: number;
  discountedAmount?: number;
  coupon?: { code: string; label: string } | null;
  couponNotice?: { message: string } | null;
}

/** A whole cart as the server would answer: totals computed from the lines (net = total − discount + delivery). */
export function cartData({ lines = [], deliveryPlace = null, deliveryCharges = 0, discountedAmount = 0, coupon = null, couponNotice = null }: CartInput = {}) {
  const counted = lines.filter((line) => line.available);
  const total = counted.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const needsDelivery = counted.some((line) => !line.product.digital);
  return {
    id: 'Q2FydDox',
    lines,
    qty: counted.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: taka(total),
    discountedAmount: taka(discountedAmount),
    deliveryCharges: taka(deliveryCharges),
    netPrice: taka(total - discountedAmount + deliveryCharges),
    deliveryPlace,
    needsDelivery,
    hasStationery: counted.some((line) => line.product.kind === 'STATIONERY'),
    coupon: coupon ? { ...coupon } : null,
    couponNotice,
    joiningId: null,
    // Only the methods that cannot take this total need saying (the checkout lists checkoutPaymentMethods).
    paymentMethods: total - discountedAmount + deliveryCharges > 0 && total - discountedAmount + deliveryCharges < 1000
      ? [{ method: 'SSLCOMMERZ', available: false, unavailableReason: `SSLCommerz takes payments of ৳10 or more; this order is ৳${(total - discountedAmount + deliveryCharges) / 100}.` }]
      : [],
  };
}
