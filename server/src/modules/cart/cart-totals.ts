/**
 * The cart summary (seed §3: qty, totalPrice, discountedAmount, netPrice, deliveryCharges) from
 * plain data. Pure, so the property tests can throw random carts and coupons at it.
 * Money in poisha: net = total − discount + delivery, with 0 ≤ discount ≤ eligible subtotal ≤ total.
 */
import type { DeliveryPlace, ProductKind } from '../../generated/prisma/client.ts';
import { checkCoupon, type CouponCheck, type CouponTerms } from '../coupons/coupon-rules.ts';
import { deliveryCharge, needsDelivery, type ZoneRule } from '../delivery/delivery-rules.ts';

export interface TotalsLine {
  kind: ProductKind;
  sectionId: string | null;
  /** Poisha. */
  unitPrice: number;
  quantity: number;
  /** False for a bundle holding only ebooks and courses (nothing to deliver); see DeliveryLine. */
  ships?: boolean;
}

export interface CartTotals {
  /** Units in the cart (the sum of the line quantities). */
  qty: number;
  /** Goods at current prices, before discount and delivery. */
  totalPrice: number;
  discountedAmount: number;
  deliveryCharges: number;
  netPrice: number;
  /** The applied coupon's check; null when the cart has none. */
  couponCheck: CouponCheck | null;
  needsDelivery: boolean;
  hasStationery: boolean;
}

export function cartTotals(input: {
  lines: readonly TotalsLine[];
  place: DeliveryPlace | null;
  rules: readonly ZoneRule[];
  coupon: { terms: CouponTerms; userUses: number; userId?: string } | null;
  now: Date;
}): CartTotals {
  const priced = input.lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
  const qty = priced.reduce((sum, line) => sum + line.quantity, 0);
  const totalPrice = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const couponCheck = input.coupon
    ? checkCoupon(input.coupon.terms, priced, { now: input.now, userUses: input.coupon.userUses, orderTotal: totalPrice, userId: input.coupon.userId })
    : null;
  const discountedAmount = couponCheck?.valid ? couponCheck.discount : 0;
  const deliveryCharges = deliveryCharge(priced, input.place, input.rules);
  return {
    qty,
    totalPrice,
    discountedAmount,
    deliveryCharges,
    netPrice: totalPrice - discountedAmount + deliveryCharges,
    couponCheck,
    needsDelivery: needsDelivery(priced),
    hasStationery: priced.some((line) => line.kind === 'STATIONERY'),
  };
}
