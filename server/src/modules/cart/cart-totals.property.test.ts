/** Property tests of cart money over random carts, coupons, places and zone rules (fast-check). */
import fc from 'fast-check';
import type { DeliveryPlace, ProductKind } from '../../generated/prisma/client.ts';
import { checkCoupon, discountFor, lineIsEligible, widenSections, type CouponLine, type CouponTerms } from '../coupons/coupon-rules.ts';
import { DEFAULT_ZONE_RULES, deliveryCharge, STATIONERY_DELIVERY_CHARGE, type ZoneRule } from '../delivery/delivery-rules.ts';
import { cartTotals, type TotalsLine } from './cart-totals.ts';

const KINDS: ProductKind[] = ['BOOK', 'EBOOK', 'STATIONERY', 'BUNDLE', 'CONTENT'];
const SECTIONS = ['s1', 's2', 's3', 's4'];
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;

const lineArb: fc.Arbitrary<TotalsLine> = fc.record({
  kind: fc.constantFrom(...KINDS),
  sectionId: fc.option(fc.constantFrom(...SECTIONS), { nil: null }),
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 5_000_000 })),
  quantity: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 100 })),
});
const linesArb = fc.array(lineArb, { maxLength: 12 });
const placeArb = fc.constantFrom<DeliveryPlace | null>(null, 'DHAKA', 'OUTSIDE_DHAKA');
const rulesArb: fc.Arbitrary<ZoneRule[]> = fc.array(
  fc.record({
    place: fc.constantFrom<DeliveryPlace>('DHAKA', 'OUTSIDE_DHAKA'),
    kind: fc.constantFrom<ProductKind>('BOOK', 'BUNDLE'),
    charge: fc.integer({ min: 0, max: 50_000 }),
    freeAbove: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  }),
  { maxLength: 4 },
);
// Optional rules are left out half the time, so a good share of random coupons apply.
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 1 });
const offsetDate = maybe(fc.integer({ min: -48, max: 48 }).map((hours) => new Date(NOW.getTime() + hours * HOUR)));
const termsArb: fc.Arbitrary<CouponTerms> = fc
  .record({
    code: fc.constant('PROP'),
    discountType: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    fixed: fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 10_000_000 })),
    maxDiscount: maybe(fc.integer({ min: 1, max: 500_000 })),
    minOrder: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })),
    startsAt: offsetDate,
    endsAt: offsetDate,
    usageLimit: maybe(fc.integer({ min: 1, max: 5 })),
    perUserLimit: maybe(fc.integer({ min: 1, max: 3 })),
    usedCount: fc.integer({ min: 0, max: 6 }),
    kinds: fc.oneof(fc.constant([]), fc.subarray(KINDS)),
    sections: fc.oneof(fc.constant([]), fc.subarray(SECTIONS)),
    active: fc.oneof(fc.constant(true), fc.boolean()),
  })
  .map(({ percent, fixed, sections, ...rest }) => ({
    ...rest,
    value: rest.discountType === 'PERCENT' ? percent : fixed,
    sectionIds: new Set(sections),
  }));
const couponArb = fc.option(fc.record({ terms: termsArb, userUses: fc.integer({ min: 0, max: 2 }) }), { nil: null });

const isMoney = (value: number) => Number.isSafeInteger(value) && value >= 0;

describe('cartTotals', () => {
  it('keeps net = total − discount + delivery, with every amount a non-negative integer', () => {
    fc.assert(
      fc.property(linesArb, placeArb, rulesArb, couponArb, (lines, place, rules, coupon) => {
        const totals = cartTotals({ lines, place, rules, coupon, now: NOW });
        for (const amount of [totals.qty, totals.totalPrice, totals.discountedAmount, totals.deliveryCharges, totals.netPrice]) {
          expect(isMoney(amount)).toBe(true);
        }
        expect(totals.netPrice).toBe(totals.totalPrice - totals.discountedAmount + totals.deliveryCharges);
        expect(totals.qty).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
        expect(totals.totalPrice).toBe(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('never discounts more than the eligible subtotal (nor the cap), and nothing for an invalid coupon', () => {
    let applied = 0;
    let cappedByGoods = 0;
    fc.assert(
      fc.property(linesArb, couponArb, (lines, coupon) => {
        const totals = cartTotals({ lines, place: null, rules: [], coupon, now: NOW });
        if (!coupon) return expect(totals.discountedAmount).toBe(0);
        const eligible = lines.filter((l) => lineIsEligible(coupon.terms, l)).reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        expect(totals.discountedAmount).toBeLessThanOrEqual(eligible);
        expect(totals.discountedAmount).toBeLessThanOrEqual(totals.totalPrice);
        if (coupon.terms.maxDiscount !== null) expect(totals.discountedAmount).toBeLessThanOrEqual(coupon.terms.maxDiscount);
        if (!totals.couponCheck!.valid) return expect(totals.discountedAmount).toBe(0);
        expect(totals.couponCheck!.eligibleSubtotal).toBe(eligible);
        applied += 1;
        if (totals.discountedAmount === eligible) cappedByGoods += 1;
      }),
      { numRuns: 2000 },
    );
    // The generators reach the interesting cases: coupons that apply, and ones worth more than the goods.
    expect(applied).toBeGreaterThan(100);
    expect(cappedByGoods).toBeGreaterThan(10);
  });

  it('charges delivery only for physical goods once a place is chosen, and by the place alone', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, fc.array(fc.constantFrom<DeliveryPlace>('DHAKA', 'OUTSIDE_DHAKA'), { minLength: 1, maxLength: 6 }), (lines, rules, places) => {
        const physical = lines.some((l) => l.kind !== 'EBOOK' && l.kind !== 'CONTENT');
        const priced = lines.map((l) => ({ kind: l.kind, lineTotal: l.unitPrice * l.quantity }));
        expect(deliveryCharge(priced, null, rules)).toBe(0);
        // Switching places any number of times gives the charge of the last place: replaced, never added up.
        const last = places[places.length - 1]!;
        const charges = places.map((place) => cartTotals({ lines, place, rules, coupon: null, now: NOW }).deliveryCharges);
        expect(charges[charges.length - 1]).toBe(deliveryCharge(priced, last, rules));
        if (!physical) expect(charges.every((c) => c === 0)).toBe(true);
        if (lines.some((l) => l.kind === 'STATIONERY')) expect(charges[charges.length - 1]).toBeGreaterThanOrEqual(STATIONERY_DELIVERY_CHARGE[last]);
      }),
      { numRuns: 1000 },
    );
  });

  it('charges stationery 40 Taka in Dhaka and 60 outside with the default rules, whatever else is in the parcel', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const withPen = [...lines, { kind: 'STATIONERY' as const, sectionId: null, unitPrice: 2000, quantity: 1 }];
        const dhaka = cartTotals({ lines: withPen, place: 'DHAKA', rules: [...DEFAULT_ZONE_RULES], coupon: null, now: NOW });
        const outside = cartTotals({ lines: withPen, place: 'OUTSIDE_DHAKA', rules: [...DEFAULT_ZONE_RULES], coupon: null, now: NOW });
        expect([dhaka.deliveryCharges, outside.deliveryCharges]).toEqual([4000, 6000]);
        expect(outside.netPrice - dhaka.netPrice).toBe(2000);
      }),
    );
  });
});

describe('coupon rules', () => {
  const base: CouponTerms = {
    code: 'RULE',
    discountType: 'PERCENT',
    value: 10,
    maxDiscount: null,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perUserLimit: null,
    usedCount: 0,
    kinds: [],
    sectionIds: new Set(),
    active: true,
  };
  const book: CouponLine = { kind: 'BOOK', sectionId: 's1', lineTotal: 100_000 };
  const check = (terms: Partial<CouponTerms>, lines = [book], userUses = 0) =>
    checkCoupon({ ...base, ...terms }, lines, { now: NOW, userUses, orderTotal: lines.reduce((s, l) => s + l.lineTotal, 0) });
  const reason = (...args: Parameters<typeof check>) => {
    const result = check(...args);
    return result.valid ? 'VALID' : result.reason;
  };

  it('honours dates: not before the start, not from the end on', () => {
    expect(reason({ startsAt: new Date(NOW.getTime() + 1) })).toBe('NOT_STARTED');
    expect(reason({ startsAt: NOW })).toBe('VALID');
    expect(reason({ endsAt: NOW })).toBe('EXPIRED');
    expect(reason({ endsAt: new Date(NOW.getTime() + 1) })).toBe('VALID');
  });

  it('honours the active flag, the total and the per-customer limits', () => {
    expect(reason({ active: false })).toBe('INACTIVE');
    expect(reason({ usageLimit: 2, usedCount: 2 })).toBe('USAGE_LIMIT_REACHED');
    expect(reason({ usageLimit: 2, usedCount: 1 })).toBe('VALID');
    expect(reason({ perUserLimit: 1 }, [book], 1)).toBe('PER_USER_LIMIT_REACHED');
    expect(reason({ perUserLimit: 2 }, [book], 1)).toBe('VALID');
  });

  it('honours the minimum order (goods total) and the kinds and sections', () => {
    expect(reason({ minOrder: 100_001 })).toBe('MIN_ORDER_NOT_MET');
    expect(reason({ minOrder: 100_000 })).toBe('VALID');
    expect(reason({ kinds: ['STATIONERY'] })).toBe('NOT_APPLICABLE');
    expect(reason({ kinds: ['BOOK', 'STATIONERY'] })).toBe('VALID');
    expect(reason({ sectionIds: new Set(['s2']) })).toBe('NOT_APPLICABLE');
    expect(reason({ sectionIds: new Set(['s1']) })).toBe('VALID');
    expect(reason({ sectionIds: new Set(['s1']) }, [{ ...book, sectionId: null }])).toBe('NOT_APPLICABLE');
    expect(reason({}, [])).toBe('NOT_APPLICABLE');
  });

  it('rounds percentages down to whole Taka and caps them', () => {
    expect(discountFor({ discountType: 'PERCENT', value: 15, maxDiscount: null }, 105_000)).toBe(15_700);
    expect(discountFor({ discountType: 'PERCENT', value: 15, maxDiscount: 10_000 }, 105_000)).toBe(10_000);
    expect(discountFor({ discountType: 'PERCENT', value: 100, maxDiscount: null }, 12_345)).toBe(12_300);
    expect(discountFor({ discountType: 'FIXED', value: 50_000, maxDiscount: null }, 12_345)).toBe(12_345);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100_000_000 }), (percent, eligible) => {
        const discount = discountFor({ discountType: 'PERCENT', value: percent, maxDiscount: null }, eligible);
        expect(discount % 100).toBe(0);
        expect(discount).toBeLessThanOrEqual((eligible * percent) / 100);
        expect((eligible * percent) / 100 - discount).toBeLessThan(100);
      }),
    );
  });

  it('widens sections to their sub-sections, at any depth', () => {
    const tree = [
      { id: 'academic', parentId: null },
      { id: 'cycle', parentId: 'academic' },
      { id: 'cycle-1', parentId: 'cycle' },
      { id: 'medical', parentId: null },
    ];
    expect([...widenSections(['academic'], tree)].sort()).toEqual(['academic', 'cycle', 'cycle-1']);
    expect([...widenSections(['medical'], tree)]).toEqual(['medical']);
  });
});
