/**
 * A local stand-in for Steadfast's API v1 as its documentation describes it: Api-Key/Secret-Key headers,
 * POST /create_order, POST /create_order/bulk-order (`data`: a JSON-encoded array), GET
 * /status_by_cid|status_by_invoice|status_by_trackingcode/{x}. Tests set a parcel's delivery_status.
 */
import { FakeHttpServer, type ReceivedRequest } from './fake-http-server.ts';

interface FakeParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
}

export class SteadfastFake {
  readonly apiKey = 'sf-api-key-123';
  readonly secretKey = 'sf-secret-key-456';
  readonly parcels = new Map<string, FakeParcel>();
  /**
   * The documented status answer is `{ status: 200, delivery_status }` only. Set this to have it also name the
   * consignment (consignment_id, tracking_code), as an API version that does would: not Steadfast's documented answer.
   */
  statusNamesConsignment = false;
  private nextId = 1424107;
  readonly http = new FakeHttpServer((request) => this.answer(request));

  get url() {
    return `${this.http.url}/api/v1`;
  }

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop() {
    return this.http.stop();
  }

  /** The courier moves a parcel (as its riders and office would). */
  setStatus(cn: string, status: string) {
    this.parcels.get(cn)!.status = status;
  }

  private answer(request: ReceivedRequest): { status?: number; json: unknown } {
    if (request.headers['api-key'] !== this.apiKey || request.headers['secret-key'] !== this.secretKey) {
      return { status: 401, json: { status: 401, message: 'Unauthorized' } };
    }
    const path = request.path.replace(/^\/api\/v1/, '');
    if (request.method === 'POST' && path === '/create_order') {
      const result = this.create(JSON.parse(request.body) as Record<string, unknown>);
      if ('error' in result) return { json: { status: 400, errors: { invoice: [result.error] } } };
      return { json: { status: 200, message: 'Consignment has been created successfully.', consignment: { ...result, note: null, created_at: new Date().toISOString() } } };
    }
    if (request.method === 'POST' && path === '/create_order/bulk-order') {
      const items = JSON.parse(String((JSON.parse(request.body) as { data: unknown }).data)) as Record<string, unknown>[];
      return {
        json: items.map((item) => {
          const result = this.create(item);
          return 'error' in result
            ? { ...item, consignment_id: null, tracking_code: null, status: 'error' }
            : { ...item, cod_amount: result.cod_amount.toFixed(2), consignment_id: result.consignment_id, tracking_code: result.tracking_code, status: 'success' };
        }),
      };
    }
    const status = /^\/(status_by_cid|status_by_invoice|status_by_trackingcode)\/(.+)$/.exec(path);
    if (request.method === 'GET' && status) {
      const key = decodeURIComponent(status[2]!);
      const parcel = [...this.parcels.values()].find((p) =>
        status[1] === 'status_by_cid' ? String(p.consignment_id) === key : status[1] === 'status_by_invoice' ? p.invoice === key : p.tracking_code === key,
      );
      if (!parcel) return { status: 404, json: { status: 404, message: 'Consignment not found' } };
      const named = this.statusNamesConsignment ? { consignment_id: parcel.consignment_id, tracking_code: parcel.tracking_code } : {};
      return { json: { status: 200, delivery_status: parcel.status, ...named } };
    }
    return { status: 404, json: { message: 'Not found' } };
  }

  private create(item: Record<string, unknown>): FakeParcel | { error: string } {
    const invoice = String(item.invoice ?? '');
    if (!invoice || [...this.parcels.values()].some((p) => p.invoice === invoice)) return { error: 'The invoice has already been taken.' };
    if (!/^\d{11}$/.test(String(item.recipient_phone ?? ''))) return { error: 'The recipient phone must be 11 digits.' };
    const id = this.nextId++;
    const parcel: FakeParcel = {
      consignment_id: id,
      invoice,
      tracking_code: id.toString(16).toUpperCase().padStart(8, '0'),
      recipient_name: String(item.recipient_name),
      recipient_phone: String(item.recipient_phone),
      recipient_address: String(item.recipient_address),
      cod_amount: Number(item.cod_amount),
      status: 'in_review',
    };
    this.parcels.set(String(id), parcel);
    return parcel;
  }
}
