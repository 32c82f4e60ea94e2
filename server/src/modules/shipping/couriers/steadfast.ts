/**
 * Steadfast Courier (Packzy) API v1, as its documentation says: headers Api-Key and Secret-Key on every
 * call; POST /create_order and /create_order/bulk-order (`data`: a JSON-encoded array, at most 500);
 * GET /status_by_cid/{id}, /status_by_invoice/{invoice}, /status_by_trackingcode/{code} answering
 * `{ status: 200, delivery_status }`. Amounts are Taka. Its webhook (POST with the bearer token the
 * merchant configured) is read by `readSteadfastNotification`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { fetchJson, fetchJsonObject, outsideMessage, type OutsideService } from '../../../http/outside-json.ts';
import { poishaFromTakaText, takaText } from '../../payments/providers/taka-amount.ts';
import { shipmentStatusOf } from './steadfast-status.ts';
import {
  CourierError,
  type Consignment,
  type Courier,
  type CourierNotification,
  type ParcelKey,
  type ParcelOutcome,
  type ParcelRequest,
  type ParcelStatus,
} from './types.ts';

export const STEADFAST_BULK_LIMIT = 500;
const TIMEOUT_MS = 20_000;

export interface SteadfastOptions {
  apiKey: string;
  secretKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const STATUS_PATHS: Record<ParcelKey['by'], string> = {
  cn: 'status_by_cid',
  reference: 'status_by_invoice',
  trackingCode: 'status_by_trackingcode',
};

export class SteadfastCourier implements Courier {
  readonly code = 'steadfast' as const;
  readonly label = 'Steadfast';
  readonly deliveryDays = 3;
  private readonly http: OutsideService;

  constructor(private readonly options: SteadfastOptions) {
    this.http = {
      label: this.label,
      noun: 'the courier',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      secrets: [options.apiKey, options.secretKey],
    };
  }

  async createParcel(parcel: ParcelRequest): Promise<Consignment> {
    const body = await fetchJsonObject(this.http, this.url('/create_order'), this.post(orderFields(parcel)), (d) => this.error(d));
    const consignment = body.consignment;
    if (Number(body.status) !== 200 || !consignment || typeof consignment !== 'object') {
      throw this.error(`the courier refused the parcel: ${refusal(body)}`);
    }
    return this.consignment(parcel.reference, consignment as Record<string, unknown>);
  }

  async createParcels(parcels: ParcelRequest[]): Promise<ParcelOutcome[]> {
    if (parcels.length === 0) return [];
    if (parcels.length > STEADFAST_BULK_LIMIT) throw this.error(`at most ${STEADFAST_BULK_LIMIT} parcels go in one request`);
    const answer = await fetchJson(
      this.http,
      this.url('/create_order/bulk-order'),
      this.post({ data: JSON.stringify(parcels.map(orderFields)) }),
      (d) => this.error(d),
    );
    // The documented answer is an array (its `status` is success/error; a new consignment is in_review); with errors it may come wrapped as { data: [...] }.
    const rows = Array.isArray(answer) ? answer : Array.isArray((answer as { data?: unknown })?.data) ? (answer as { data: unknown[] }).data : null;
    if (!rows) throw this.error(`the courier refused the parcels: ${refusal((answer ?? {}) as Record<string, unknown>)}`);
    const byReference = new Map<string, Record<string, unknown>>();
    for (const row of rows) if (row && typeof row === 'object') byReference.set(text(row as Record<string, unknown>, 'invoice'), row as Record<string, unknown>);
    return parcels.map((parcel): ParcelOutcome => {
      const row = byReference.get(parcel.reference);
      if (!row) return { reference: parcel.reference, ok: false, reason: 'Steadfast did not answer for this parcel' };
      if (text(row, 'status') !== 'success' || !text(row, 'consignment_id')) {
        const detail = text(row, 'error') || text(row, 'message');
        return { reference: parcel.reference, ok: false, reason: `Steadfast refused the parcel${detail ? `: ${detail}` : ''}` };
      }
      try {
        return { reference: parcel.reference, ok: true, consignment: this.consignment(parcel.reference, { ...row, status: 'in_review' }) };
      } catch (error) {
        return { reference: parcel.reference, ok: false, reason: (error as Error).message };
      }
    });
  }

  async status(key: ParcelKey): Promise<ParcelStatus> {
    const path = `/${STATUS_PATHS[key.by]}/${encodeURIComponent(key.value)}`;
    const body = await fetchJsonObject(this.http, this.url(path), { method: 'GET', headers: this.headers() }, (d) => this.error(d));
    const courierStatus = text(body, 'delivery_status');
    const status = shipmentStatusOf(courierStatus);
    if (Number(body.status) !== 200 || status === undefined) throw this.error(`the courier gave no delivery status: ${refusal(body)}`);
    return { courierStatus, status };
  }

  /**
   * GET /status_by_invoice/{invoice}: a parcel not found (HTTP 404, or `status: 404`) is null. The documented
   * answer names only its delivery_status; its consignment id and tracking code are taken when the answer
   * carries them (at its top level or as `consignment`). A parcel Steadfast holds without saying which is a
   * CourierError: it must not be created a second time.
   */
  async findParcel(reference: string): Promise<Consignment | null> {
    const path = `/status_by_invoice/${encodeURIComponent(reference)}`;
    let body: Record<string, unknown>;
    try {
      body = await fetchJsonObject(this.http, this.url(path), { method: 'GET', headers: this.headers() }, (d) => this.error(d));
    } catch (error) {
      if (error instanceof CourierError && / HTTP 404$/.test(error.message)) return null;
      throw error;
    }
    if (Number(body.status) === 404) return null;
    const courierStatus = text(body, 'delivery_status');
    const status = shipmentStatusOf(courierStatus);
    if (Number(body.status) !== 200 || status === undefined) throw this.error(`the courier gave no delivery status: ${refusal(body)}`);
    const named = body.consignment && typeof body.consignment === 'object' ? (body.consignment as Record<string, unknown>) : body;
    const cn = text(named, 'consignment_id');
    const trackingCode = text(named, 'tracking_code');
    if (!cn || !trackingCode) {
      throw this.error(`the courier already has parcel ${reference} (${courierStatus}) from an earlier hand-over but did not say its consignment id`);
    }
    return { reference, cn, trackingCode, courierStatus, status: status ?? 'CREATED', deliveryChargePoisha: 0 };
  }

  private consignment(reference: string, row: Record<string, unknown>): Consignment {
    const cn = text(row, 'consignment_id');
    const trackingCode = text(row, 'tracking_code');
    const courierStatus = text(row, 'status') || 'in_review';
    const status = shipmentStatusOf(courierStatus);
    if (!cn || !trackingCode || !status) throw this.error('the courier answered without a consignment id or tracking code');
    if (text(row, 'invoice') && text(row, 'invoice') !== reference) throw this.error('the courier answered for another parcel');
    return { reference, cn, trackingCode, courierStatus, status, deliveryChargePoisha: 0 };
  }

  private url(path: string) {
    return `${this.options.apiUrl.replace(/\/+$/, '')}${path}`;
  }

  private headers(): Record<string, string> {
    return { 'Api-Key': this.options.apiKey, 'Secret-Key': this.options.secretKey, 'Content-Type': 'application/json' };
  }

  private post(body: unknown): RequestInit {
    return { method: 'POST', headers: this.headers(), body: JSON.stringify(body) };
  }

  private error(detail: string): CourierError {
    return new CourierError(outsideMessage(this.http, detail), this.code);
  }
}

function orderFields(parcel: ParcelRequest) {
  return {
    invoice: parcel.reference,
    recipient_name: parcel.recipientName.slice(0, 100),
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcel.address.slice(0, 250),
    cod_amount: Number(takaText(parcel.codAmountPoisha)),
    item_description: parcel.description.slice(0, 250),
    delivery_type: 0,
  };
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The courier's own words for a refusal (its message, or its validation errors). */
function refusal(body: Record<string, unknown>): string {
  const errors = body.errors;
  if (errors && typeof errors === 'object') {
    const messages = Object.values(errors as Record<string, unknown>).flat().filter((m): m is string => typeof m === 'string');
    if (messages.length) return messages.join(' ');
  }
  return text(body, 'message') || `status ${text(body, 'status') || 'missing'}`;
}

function amount(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return poishaFromTakaText(String(value)) ?? undefined;
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match || !token) return false;
  const given = createHash('sha256').update(match[1]!).digest();
  const wanted = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, wanted);
}

/**
 * What a Steadfast webhook says (`delivery_status` with cod_amount and delivery_charge, or `tracking_update`
 * with a tracking_message); null when the body is not one.
 */
export function readSteadfastNotification(body: unknown): CourierNotification | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const type = text(fields, 'notification_type');
  const cn = text(fields, 'consignment_id');
  if (!cn || !/^[A-Za-z0-9_-]{1,64}$/.test(cn) || !['delivery_status', 'tracking_update', 'return_status'].includes(type)) return null;
  const updated = new Date(text(fields, 'updated_at'));
  const canonical = JSON.stringify([type, cn, text(fields, 'status'), text(fields, 'tracking_message'), text(fields, 'updated_at'), text(fields, 'cod_amount'), text(fields, 'delivery_charge')]);
  return {
    cn,
    dedupeKey: `steadfast:${createHash('sha256').update(canonical).digest('hex')}`,
    message: text(fields, 'tracking_message').slice(0, 500),
    at: Number.isNaN(updated.getTime()) ? new Date() : updated,
    collectedPoisha: type === 'delivery_status' ? amount(fields.cod_amount) : undefined,
    deliveryChargePoisha: type === 'delivery_status' ? amount(fields.delivery_charge) : undefined,
  };
}
