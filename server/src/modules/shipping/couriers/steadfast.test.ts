import { SteadfastFake } from '../../../../test/fakes/steadfast-fake.ts';
import { hasBearerToken, readSteadfastNotification, SteadfastCourier } from './steadfast.ts';
import { CourierError, type ParcelRequest } from './types.ts';

let fake: SteadfastFake;
let courier: SteadfastCourier;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  fake = await new SteadfastFake().start();
  courier = new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, apiUrl: fake.url, timeoutMs: TIMEOUT_MS });
});
afterAll(() => fake.stop());

const parcel = (reference: string, overrides: Partial<ParcelRequest> = {}): ParcelRequest => ({
  reference,
  recipientName: 'Rahim Uddin',
  recipientPhone: '01712345678',
  address: 'House 17/1, Road 3/A, Dhanmondi, Dhaka-1209',
  codAmountPoisha: 106_050,
  description: '2 × Physics 1st Paper',
  ...overrides,
});

it('creates an order with the documented headers and fields (Taka amounts) and reads the consignment', async () => {
  const consignment = await courier.createParcel(parcel('PG-2026-000001-P1'));
  const [request] = fake.http.requestsTo('/api/v1/create_order');
  expect(request!.method).toBe('POST');
  expect(request!.headers).toMatchObject({ 'api-key': fake.apiKey, 'secret-key': fake.secretKey, 'content-type': 'application/json' });
  expect(JSON.parse(request!.body)).toEqual({
    invoice: 'PG-2026-000001-P1',
    recipient_name: 'Rahim Uddin',
    recipient_phone: '01712345678',
    recipient_address: 'House 17/1, Road 3/A, Dhanmondi, Dhaka-1209',
    cod_amount: 1060.5,
    item_description: '2 × Physics 1st Paper',
    delivery_type: 0,
  });
  expect(consignment).toEqual({
    reference: 'PG-2026-000001-P1',
    cn: expect.stringMatching(/^\d+$/),
    trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/),
    courierStatus: 'in_review',
    status: 'CREATED',
    deliveryChargePoisha: 0,
  });
});

it('creates many in one bulk request with one outcome each, the refused ones with a reason', async () => {
  const outcomes = await courier.createParcels([parcel('BULK-1'), parcel('BULK-2', { recipientPhone: '0171' }), parcel('BULK-3')]);
  const [request] = fake.http.requestsTo('/api/v1/create_order/bulk-order');
  const sent = JSON.parse(JSON.parse(request!.body).data as string) as { invoice: string }[];
  expect(sent.map((s) => s.invoice)).toEqual(['BULK-1', 'BULK-2', 'BULK-3']);
  expect(outcomes.map((o) => [o.reference, o.ok])).toEqual([['BULK-1', true], ['BULK-2', false], ['BULK-3', true]]);
  expect(outcomes[1]).toEqual({ reference: 'BULK-2', ok: false, reason: 'Steadfast refused the parcel' });
  expect(outcomes[0]!.ok && outcomes[0]!.consignment.status).toBe('CREATED');
});

it('asks the status by consignment id, by invoice and by tracking code, in the shop\'s words', async () => {
  const consignment = await courier.createParcel(parcel('STATUS-1'));
  fake.setStatus(consignment.cn, 'delivered_approval_pending');
  for (const key of [{ by: 'cn', value: consignment.cn }, { by: 'reference', value: 'STATUS-1' }, { by: 'trackingCode', value: consignment.trackingCode }] as const) {
    // In-between (the office has not approved the rider's report): no status of the shop's yet.
    expect(await courier.status(key)).toEqual({ courierStatus: 'delivered_approval_pending', status: null });
  }
  expect(fake.http.requestsTo(`/api/v1/status_by_cid/${consignment.cn}`)).toHaveLength(1);
  expect(fake.http.requestsTo('/api/v1/status_by_invoice/STATUS-1')).toHaveLength(1);
  expect(fake.http.requestsTo(`/api/v1/status_by_trackingcode/${consignment.trackingCode}`)).toHaveLength(1);
  fake.setStatus(consignment.cn, 'unknown');
  expect(await courier.status({ by: 'cn', value: consignment.cn })).toEqual({ courierStatus: 'unknown', status: null });
});

it.each([
  ['http500', 'Steadfast: the courier answered HTTP 500'],
  ['malformed', 'Steadfast: the courier answered something other than JSON'],
  ['timeout', `Steadfast: no answer within ${TIMEOUT_MS / 1000} s`],
] as const)('turns %s into a CourierError', async (how, message) => {
  fake.http.misbehaveOnce('/api/v1/create_order', how);
  const failure = await courier.createParcel(parcel(`BROKEN-${how}`)).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(CourierError);
  expect((failure as Error).message).toBe(message);
});

it('reports a refusal in the courier\'s words, and wrong keys without echoing them', async () => {
  await courier.createParcel(parcel('TWICE'));
  await expect(courier.createParcel(parcel('TWICE'))).rejects.toThrow('Steadfast: the courier refused the parcel: The invoice has already been taken.');
  const wrong = new SteadfastCourier({ apiKey: 'nope-key', secretKey: 'nope-secret', apiUrl: fake.url });
  const failure = (await wrong.status({ by: 'cn', value: '1' }).catch((e: unknown) => e)) as Error;
  expect(failure.message).toBe('Steadfast: the courier answered HTTP 401');
});

it('says so when Steadfast cannot be reached', async () => {
  const closed = await new SteadfastFake().start();
  await closed.stop();
  const nowhere = new SteadfastCourier({ apiKey: 'k', secretKey: 'very-secret', apiUrl: closed.url });
  const failure = (await nowhere.createParcel(parcel('NOWHERE')).catch((e: unknown) => e)) as Error;
  expect(failure.message).toMatch(/^Steadfast: could not reach the courier \(fetch failed: .*ECONNREFUSED/);
  expect(failure.message).not.toContain('very-secret');
});

it('reads its webhook bodies and checks the bearer token', () => {
  const body = { notification_type: 'delivery_status', consignment_id: 1424107, invoice: 'X', cod_amount: 1060, status: 'Delivered', delivery_charge: 100, tracking_message: 'Delivered', updated_at: '2026-11-25 12:00:00' };
  const read = readSteadfastNotification(body)!;
  expect(read).toMatchObject({ cn: '1424107', message: 'Delivered', collectedPoisha: 106_000, deliveryChargePoisha: 10_000 });
  expect(readSteadfastNotification(body)!.dedupeKey).toBe(read.dedupeKey);
  expect(readSteadfastNotification({ ...body, tracking_message: 'Other' })!.dedupeKey).not.toBe(read.dedupeKey);
  expect(readSteadfastNotification({ ...body, notification_type: 'bogus' })).toBeNull();
  expect(readSteadfastNotification({ ...body, consignment_id: '<script>' })).toBeNull();
  expect(readSteadfastNotification([body])).toBeNull();
  expect(hasBearerToken('Bearer the-webhook-token-1234', 'the-webhook-token-1234')).toBe(true);
  expect(hasBearerToken('Bearer wrong', 'the-webhook-token-1234')).toBe(false);
  expect(hasBearerToken(undefined, 'the-webhook-token-1234')).toBe(false);
  expect(hasBearerToken('the-webhook-token-1234', 'the-webhook-token-1234')).toBe(false);
});
