/**
 * Delivery charges. The cart ships as one parcel to the place the customer chose; its charge is the
 * highest of the charges its physical goods call for (so a book and a pen to Dhaka cost 40 Taka, not
 * 80). Stationery follows the seed's fixed rule (40 Taka in Dhaka, otherwise 60, seed §9); books and
 * bundles follow the zone rules admins edit. Digital goods (ebooks, content) never ship, and neither
 * does a bundle made only of them (its line says `ships: false`).
 */
import type { DeliveryPlace, ProductKind } from '../../generated/prisma/client.ts';
import { taka } from '../../shared/money.ts';

export const DELIVERY_PLACES = ['DHAKA', 'OUTSIDE_DHAKA'] as const satisfies readonly DeliveryPlace[];

/** Seed §9: stationery costs 40 Taka to deliver inside Dhaka, otherwise 60. */
export const STATIONERY_DELIVERY_CHARGE: Readonly<Record<DeliveryPlace, number>> = {
  DHAKA: taka(40),
  OUTSIDE_DHAKA: taka(60),
};

/** Kinds that are downloaded or streamed: bought once (quantity 1), never delivered. */
export function isDigitalKind(kind: ProductKind): boolean {
  return kind === 'EBOOK' || kind === 'CONTENT';
}

/** Physical kinds whose charge comes from the zone rule table (stationery has its fixed rule). */
export const ZONE_RULE_KINDS = ['BOOK', 'BUNDLE'] as const satisfies readonly ProductKind[];
export type ZoneRuleKind = (typeof ZONE_RULE_KINDS)[number];

export function isZoneRuleKind(kind: ProductKind): kind is ZoneRuleKind {
  return (ZONE_RULE_KINDS as readonly ProductKind[]).includes(kind);
}

export interface ZoneRule {
  place: DeliveryPlace;
  kind: ProductKind;
  /** Poisha. */
  charge: number;
  /** Poisha; the kind's subtotal at or above which its charge is waived; null = never. */
  freeAbove: number | null;
}

/**
 * The rules a new shop starts with (reference data; admins edit them). They match the stationery
 * charges, so a mixed parcel costs the same 40 / 60 Taka.
 */
export const DEFAULT_ZONE_RULES: readonly ZoneRule[] = ZONE_RULE_KINDS.flatMap((kind) => [
  { place: 'DHAKA' as const, kind, charge: taka(40), freeAbove: null },
  { place: 'OUTSIDE_DHAKA' as const, kind, charge: taka(60), freeAbove: null },
]);

export interface DeliveryLine {
  kind: ProductKind;
  /** Poisha: unit price × quantity. */
  lineTotal: number;
  /** Whether the line is a parcel's content; unset: every physical kind ships. A bundle of only ebooks and courses: false. */
  ships?: boolean;
}

/** Whether a line has to be delivered: a physical kind, unless it says otherwise (a bundle holding only digital goods). */
export function lineShips(line: Pick<DeliveryLine, 'kind' | 'ships'>): boolean {
  return !isDigitalKind(line.kind) && line.ships !== false;
}

/** True when the cart holds something that has to be delivered. */
export function needsDelivery(lines: readonly DeliveryLine[]): boolean {
  return lines.some(lineShips);
}

/**
 * The parcel's delivery charge in poisha: 0 with no place chosen yet or nothing to ship; otherwise
 * the highest charge among the stationery rule and the zone rules of the kinds in the cart (a
 * missing rule row falls back to the default). Choosing another place replaces the charge.
 */
export function deliveryCharge(lines: readonly DeliveryLine[], place: DeliveryPlace | null, rules: readonly ZoneRule[]): number {
  if (!place) return 0;
  let charge = 0;
  const subtotals = new Map<ProductKind, number>();
  for (const line of lines) {
    if (!lineShips(line)) continue;
    subtotals.set(line.kind, (subtotals.get(line.kind) ?? 0) + line.lineTotal);
  }
  for (const [kind, subtotal] of subtotals) {
    let kindCharge: number;
    if (kind === 'STATIONERY') {
      kindCharge = STATIONERY_DELIVERY_CHARGE[place];
    } else {
      const rule =
        rules.find((r) => r.place === place && r.kind === kind) ??
        DEFAULT_ZONE_RULES.find((r) => r.place === place && r.kind === kind);
      kindCharge = !rule || (rule.freeAbove !== null && subtotal >= rule.freeAbove) ? 0 : rule.charge;
    }
    charge = Math.max(charge, kindCharge);
  }
  return charge;
}
