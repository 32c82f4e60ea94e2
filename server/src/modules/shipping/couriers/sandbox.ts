/**
 * The local sandbox courier, the default: it accepts parcels as Steadfast would (consignment id,
 * tracking code, `in_review`), keeps them in its own table (so every server process sees the same
 * parcels), answers status requests in Steadfast's vocabulary, and lets staff or tests move a parcel
 * along (`advanceSandboxParcel`), which then reaches the shop the way a courier's webhook does.
 */
import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { shipmentStatusOf, type SandboxStep } from './steadfast-status.ts';
import { CourierError, type Consignment, type Courier, type ParcelKey, type ParcelOutcome, type ParcelRequest, type ParcelStatus } from './types.ts';

/** Steadfast's published minimum (৳80) plus its 1% cash-on-delivery charge. */
export function sandboxDeliveryCharge(codAmountPoisha: number): number {
  return 80_00 + Math.round(codAmountPoisha / 100);
}

const TERMINAL = new Set(['delivered', 'partial_delivered', 'returned', 'cancelled']);

type Db = Pick<PrismaClient, 'sandboxParcel'>;

export class SandboxCourier implements Courier {
  readonly code = 'sandbox' as const;
  readonly label = 'Sandbox courier';
  readonly deliveryDays = 2;

  constructor(private readonly db: Db) {}

  async createParcel(parcel: ParcelRequest): Promise<Consignment> {
    if (!/^01\d{9}$/.test(parcel.recipientPhone)) throw new CourierError('Sandbox courier: the recipient phone must be 11 digits (01XXXXXXXXX)', this.code);
    if (!parcel.address.trim()) throw new CourierError('Sandbox courier: the recipient address is missing', this.code);
    const existing = await this.db.sandboxParcel.findUnique({ where: { reference: parcel.reference } });
    if (existing) throw new CourierError(`Sandbox courier: the invoice ${parcel.reference} is already used`, this.code);
    const stored = await this.db.sandboxParcel.create({
      data: {
        cn: String(randomInt(100_000_000, 999_999_999)),
        trackingCode: randomInt(0x10000000, 0xffffffff).toString(16).toUpperCase(),
        reference: parcel.reference,
        recipientName: parcel.recipientName,
        recipientPhone: parcel.recipientPhone,
        address: parcel.address,
        codAmount: parcel.codAmountPoisha,
        deliveryCharge: sandboxDeliveryCharge(parcel.codAmountPoisha),
      },
    });
    return {
      reference: stored.reference,
      cn: stored.cn,
      trackingCode: stored.trackingCode,
      courierStatus: stored.status,
      status: 'CREATED',
      deliveryChargePoisha: stored.deliveryCharge,
    };
  }

  async createParcels(parcels: ParcelRequest[]): Promise<ParcelOutcome[]> {
    const outcomes: ParcelOutcome[] = [];
    for (const parcel of parcels) {
      try {
        outcomes.push({ reference: parcel.reference, ok: true, consignment: await this.createParcel(parcel) });
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        outcomes.push({ reference: parcel.reference, ok: false, reason: error.message });
      }
    }
    return outcomes;
  }

  async findParcel(reference: string): Promise<Consignment | null> {
    const parcel = await this.db.sandboxParcel.findUnique({ where: { reference } });
    if (!parcel) return null;
    const status = shipmentStatusOf(parcel.status) ?? 'CREATED';
    return { reference, cn: parcel.cn, trackingCode: parcel.trackingCode, courierStatus: parcel.status, status, deliveryChargePoisha: parcel.deliveryCharge };
  }

  async status(key: ParcelKey): Promise<ParcelStatus> {
    const where: Prisma.SandboxParcelWhereUniqueInput =
      key.by === 'cn' ? { cn: key.value } : key.by === 'reference' ? { reference: key.value } : { trackingCode: key.value };
    const parcel = await this.db.sandboxParcel.findUnique({ where });
    if (!parcel) throw new CourierError('Sandbox courier: no such consignment', this.code);
    return {
      courierStatus: parcel.status,
      status: shipmentStatusOf(parcel.status) ?? null,
      message: parcel.message,
      collectedPoisha: parcel.collectedAmount,
      deliveryChargePoisha: parcel.deliveryCharge,
    };
  }

  /**
   * Moves a parcel on (the courier's side only); a finished journey (delivered, returned, cancelled) stays
   * as it is. Partial delivery collects `collectedPoisha` (default half the COD amount).
   */
  async advance(cn: string, step: SandboxStep, options: { message?: string; collectedPoisha?: number } = {}): Promise<{ changed: boolean; reason?: string }> {
    const parcel = await this.db.sandboxParcel.findUnique({ where: { cn } });
    if (!parcel) return { changed: false, reason: 'There is no sandbox parcel with this consignment id.' };
    if (TERMINAL.has(parcel.status)) return { changed: false, reason: `The parcel is already ${parcel.status.replace('_', ' ')}.` };
    const collected =
      step === 'delivered' ? parcel.codAmount : step === 'partial_delivered' ? Math.min(parcel.codAmount, options.collectedPoisha ?? Math.floor(parcel.codAmount / 2)) : 0;
    await this.db.sandboxParcel.update({
      where: { cn },
      data: { status: step, message: options.message ?? STEP_MESSAGES[step], collectedAmount: collected },
    });
    return { changed: true };
  }
}

const STEP_MESSAGES: Record<SandboxStep, string> = {
  picked_up: 'Picked up from the shop',
  in_transit: 'On the way to the delivery hub',
  hold: 'Held at the hub: the rider could not reach the customer',
  delivered: 'Delivered to the customer',
  partial_delivered: 'Partly delivered: the customer kept some items',
  returned: 'Returned to the shop',
  cancelled: 'Cancelled by the courier',
};
