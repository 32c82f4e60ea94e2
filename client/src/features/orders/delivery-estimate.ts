/**
 * When a parcel should arrive, as the shop's terms promise it (info page "Terms and conditions"):
 * 2–3 days inside Dhaka, 3–5 days elsewhere, counted from the day it was placed (Dhaka days).
 */
const DAYS: Record<string, readonly [number, number]> = { DHAKA: [2, 3], OUTSIDE_DHAKA: [3, 5] };

export interface DeliveryWindow {
  /** The first and last day it should arrive on. */
  from: Date;
  to: Date;
  /** The promise in days, and where. */
  min: number;
  max: number;
  insideDhaka: boolean;
}

/** The days a parcel should arrive between; null when nothing is delivered. */
export function deliveryWindow(placedAt: Date, place: string | null | undefined): DeliveryWindow | null {
  const days = place ? DAYS[place] : undefined;
  if (!days) return null;
  const after = (n: number) => new Date(placedAt.getTime() + n * 86_400_000);
  return { from: after(days[0]), to: after(days[1]), min: days[0], max: days[1], insideDhaka: place === 'DHAKA' };
}
