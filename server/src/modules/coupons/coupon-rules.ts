/**
 * Whether a coupon applies to a cart and how much it takes off. Pure: the cart service and the
 * property tests call it with plain data. Money in poisha; every result is a non-negative integer.
 */
import type { CouponDiscountType, ProductKind } from '../../generated/prisma/client.ts';
import { formatTaka, POISHA_PER_TAKA } from '../../shared/money.ts';

/** Why a coupon cannot be used (the CouponInvalidError's `reason`). */
export const COUPON_INVALID_REASONS = [
  'NOT_FOUND',
  'INACTIVE',
  'NOT_STARTED',
  'EXPIRED',
  'USAGE_LIMIT_REACHED',
  'PER_USER_LIMIT_REACHED',
  'MIN_ORDER_NOT_MET',
  'NOT_APPLICABLE',
  'ISSUED_TO_ANOTHER',
] as const;
export type CouponInvalidReason = (typeof COUPON_INVALID_REASONS)[number];

/** What a coupon demands, with its sections already widened to their sub-sections. */
export interface CouponTerms {
  code: string;
  discountType: CouponDiscountType;
  /** PERCENT: whole percent 1-100; FIXED: poisha. */
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  usedCount: number;
  kinds: readonly ProductKind[];
  /** Empty: every section (and products without one). */
  sectionIds: ReadonlySet<string>;
  active: boolean;
  /** Set on a coupon a support agent issued to one customer: only that user may use it. */
  issuedToId?: string | null;
}

export interface CouponLine {
  kind: ProductKind;
  sectionId: string | null;
  /** Poisha: unit price × quantity. */
  lineTotal: number;
}

export type CouponCheck =
  | { valid: true; discount: number; eligibleSubtotal: number }
  | { valid: false; reason: CouponInvalidReason; message: string };

/** True when the coupon's kinds and sections cover the line. */
export function lineIsEligible(terms: Pick<CouponTerms, 'kinds' | 'sectionIds'>, line: Pick<CouponLine, 'kind' | 'sectionId'>) {
  if (terms.kinds.length > 0 && !terms.kinds.includes(line.kind)) return false;
  if (terms.sectionIds.size > 0 && (line.sectionId === null || !terms.sectionIds.has(line.sectionId))) return false;
  return true;
}

/**
 * The discount of an applicable coupon: a percentage (rounded down to whole Taka) or a fixed
 * amount, capped by `maxDiscount`, never more than the eligible subtotal, never negative.
 */
export function discountFor(terms: Pick<CouponTerms, 'discountType' | 'value' | 'maxDiscount'>, eligibleSubtotal: number): number {
  const eligible = Math.max(0, Math.floor(eligibleSubtotal));
  let discount =
    terms.discountType === 'PERCENT'
      ? Math.floor(Math.floor((eligible * Math.min(terms.value, 100)) / 100) / POISHA_PER_TAKA) * POISHA_PER_TAKA
      : terms.value;
  if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  return Math.max(0, Math.min(Math.floor(discount), eligible));
}

export function invalid(reason: CouponInvalidReason, terms?: Pick<CouponTerms, 'minOrder' | 'perUserLimit'>): CouponCheck {
  return { valid: false, reason, message: couponMessage(reason, terms) };
}

/** The message a customer sees for each reason. */
export function couponMessage(reason: CouponInvalidReason, terms?: Pick<CouponTerms, 'minOrder' | 'perUserLimit'>): string {
  switch (reason) {
    case 'NOT_FOUND':
      return 'This coupon code does not exist.';
    case 'INACTIVE':
      return 'This coupon is no longer active.';
    case 'NOT_STARTED':
      return 'This coupon cannot be used yet.';
    case 'EXPIRED':
      return 'This coupon has expired.';
    case 'USAGE_LIMIT_REACHED':
      return 'This coupon has been used up.';
    case 'PER_USER_LIMIT_REACHED':
      return terms?.perUserLimit && terms.perUserLimit > 1
        ? `You have already used this coupon ${terms.perUserLimit} times.`
        : 'You have already used this coupon.';
    case 'MIN_ORDER_NOT_MET':
      return `Spend at least ${formatTaka(terms?.minOrder ?? 0)} to use this coupon.`;
    case 'NOT_APPLICABLE':
      return 'This coupon does not apply to anything in your cart.';
    case 'ISSUED_TO_ANOTHER':
      return 'This coupon was issued to another customer.';
  }
}

/**
 * Checks a coupon against a cart at `now`, for a customer (`userId`) who has used it `userUses` times.
 * The minimum order is measured against the cart's goods total (`orderTotal`, before delivery).
 */
export function checkCoupon(
  terms: CouponTerms,
  lines: readonly CouponLine[],
  { now, userUses, orderTotal, userId }: { now: Date; userUses: number; orderTotal: number; userId?: string },
): CouponCheck {
  if (!terms.active) return invalid('INACTIVE');
  if (terms.issuedToId && terms.issuedToId !== userId) return invalid('ISSUED_TO_ANOTHER');
  if (terms.startsAt && now < terms.startsAt) return invalid('NOT_STARTED');
  if (terms.endsAt && now >= terms.endsAt) return invalid('EXPIRED');
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return invalid('USAGE_LIMIT_REACHED');
  if (terms.perUserLimit !== null && userUses >= terms.perUserLimit) return invalid('PER_USER_LIMIT_REACHED', terms);
  const eligibleSubtotal = lines.filter((line) => lineIsEligible(terms, line)).reduce((sum, line) => sum + line.lineTotal, 0);
  if (eligibleSubtotal <= 0) return invalid('NOT_APPLICABLE');
  if (orderTotal < terms.minOrder) return invalid('MIN_ORDER_NOT_MET', terms);
  return { valid: true, discount: discountFor(terms, eligibleSubtotal), eligibleSubtotal };
}

/** Every section id in `roots` and below them, from the whole section tree. */
export function widenSections(roots: readonly string[], tree: readonly { id: string; parentId: string | null }[]): Set<string> {
  const result = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const section of tree) {
      if (section.parentId && result.has(section.parentId) && !result.has(section.id)) {
        result.add(section.id);
        grew = true;
      }
    }
  }
  return result;
}
