/**
 * What the shop needs from a courier (Steadfast, the local sandbox): hand over parcels one at a time or
 * in bulk, and tell where a parcel is. One file per courier speaks its documented API; shipments never
 * see courier details. Nothing changes in the shop on the word of a webhook alone: the courier is
 * always asked (`status`) before a shipment moves.
 */
import type { ShipmentStatus } from '../../../generated/prisma/client.ts';

export type CourierCode = 'sandbox' | 'steadfast';

export const COURIER_LABELS: Record<CourierCode, string> = { sandbox: 'Sandbox courier', steadfast: 'Steadfast' };

/** One parcel to hand over. Money in poisha; couriers that want Taka get `codAmountPoisha / 100`. */
export interface ParcelRequest {
  /** Our unique reference of the parcel (Steadfast's `invoice`). */
  reference: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  address: string;
  codAmountPoisha: number;
  /** What is in the parcel (item titles). */
  description: string;
}

/** The courier accepted the parcel. */
export interface Consignment {
  reference: string;
  cn: string;
  trackingCode: string;
  courierStatus: string;
  status: ShipmentStatus;
  /** What the courier charges for it, when it says so at creation (0 otherwise: set later from its notifications). */
  deliveryChargePoisha: number;
}

export type ParcelOutcome = { reference: string; ok: true; consignment: Consignment } | { reference: string; ok: false; reason: string };

/** Where a parcel is, as the courier answered a status request. */
export interface ParcelStatus {
  courierStatus: string;
  /** Null when the courier's status says nothing the shop can act on (unknown, awaiting its support). */
  status: ShipmentStatus | null;
  message?: string;
  /** What the courier collected and charged, when its answer carries them (poisha). */
  collectedPoisha?: number;
  deliveryChargePoisha?: number;
}

export type ParcelKey = { by: 'cn'; value: string } | { by: 'reference'; value: string } | { by: 'trackingCode'; value: string };

export interface Courier {
  readonly code: CourierCode;
  readonly label: string;
  createParcel(parcel: ParcelRequest): Promise<Consignment>;
  /** Hands over many parcels in one request; each has its own outcome (some may be refused). */
  createParcels(parcels: ParcelRequest[]): Promise<ParcelOutcome[]>;
  status(key: ParcelKey): Promise<ParcelStatus>;
  /**
   * The parcel the courier already holds under `reference` (a hand-over whose answer was lost), null when it
   * holds none. Throws CourierError when it cannot tell, or holds one without saying which.
   */
  findParcel?(reference: string): Promise<Consignment | null>;
  /** How many days a parcel usually takes after hand-over (the tracking page's expected delivery). */
  readonly deliveryDays: number;
}

/** The courier cannot be reached, or refused or garbled an answer: nothing changed in the shop; try again. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly courier: CourierCode,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** What a courier's webhook said, before the shop asks the courier itself. */
export interface CourierNotification {
  cn: string;
  /** Hash of what was sent: the same notification twice is one event. */
  dedupeKey: string;
  message: string;
  at: Date;
  collectedPoisha?: number;
  deliveryChargePoisha?: number;
}
