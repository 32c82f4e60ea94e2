/** Steadfast as the shop's courier (against its local fake): hand-over, and its webhook — authenticated, idempotent, checked with a status fetch. */
import pino from 'pino';
import { signInAs } from '../../../test/accounts.ts';
import { SteadfastFake } from '../../../test/fakes/steadfast-fake.ts';
import { placedCodOrder, SHIP } from '../../../test/shipping-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { currentMonth, receivableMonth } from '../receivables/receivables.service.ts';
import { syncDueShipments } from './courier-sync.ts';
import { createCouriers, type Couriers } from './couriers/index.ts';
import { SandboxCourier } from './couriers/sandbox.ts';
import { SteadfastCourier } from './couriers/steadfast.ts';

const TOKEN = 'steadfast-webhook-token-0123456789';
let fake: SteadfastFake;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await new SteadfastFake().start();
  const couriers = createCouriers({
    courier: 'steadfast',
    steadfast: { apiKey: fake.apiKey, secretKey: fake.secretKey, apiUrl: fake.url, webhookToken: TOKEN },
    syncSeconds: 300,
  });
  t = await startTestApp({ services: { couriers } });
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function webhook(body: unknown, authorization: string | null = `Bearer ${TOKEN}`) {
  return t.app.request('/couriers/steadfast/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
}

const delivered = (cn: string, codTaka: number) => ({
  notification_type: 'delivery_status',
  consignment_id: Number(cn),
  invoice: 'ignored',
  cod_amount: codTaka,
  status: 'Delivered',
  delivery_charge: 110,
  tracking_message: 'Your parcel has been delivered',
  updated_at: '2026-11-25 18:00:00',
});

async function shippedOrder() {
  const placed = await placedCodOrder(t);
  const { data } = await t.graphql(SHIP, { ids: [placed.gid] }, { cookie: admin });
  const [result] = data!.shipOrders.results;
  expect(result).toMatchObject({ ok: true, shipment: { courier: 'steadfast' }, order: { status: 'SHIPPED' } });
  return { ...placed, cn: result.shipment.cn as string };
}

const snapshot = async (orderId: string) => ({
  order: await t.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentStatus: true } }),
  events: await t.db.prisma.shipmentEvent.count({ where: { shipment: { orderId } } }),
  orderEvents: await t.db.prisma.orderEvent.count({ where: { orderId } }),
});

it('hands the order to Steadfast with its reference and COD amount in Taka', async () => {
  const { order, cn } = await shippedOrder();
  const parcel = fake.parcels.get(cn)!;
  expect(parcel).toMatchObject({ invoice: `${order.number}-P1`, recipient_phone: '01712345678', cod_amount: order.netTotal / 100 });
});

it('refuses a webhook without the right bearer token with 401, and nothing changes', async () => {
  const { order, cn } = await shippedOrder();
  fake.setStatus(cn, 'delivered');
  const before = await snapshot(order.id);
  for (const authorization of [null, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
    expect((await webhook(delivered(cn, order.netTotal / 100), authorization)).status).toBe(401);
  }
  expect(await snapshot(order.id)).toEqual(before);
  expect(before.order.status).toBe('SHIPPED');
});

it('answers 2xx for a consignment the shop does not know, and changes nothing', async () => {
  const before = await t.db.prisma.shipmentEvent.count();
  const response = await webhook(delivered('999999999', 100));
  expect(response.status).toBe(200);
  expect(await t.db.prisma.shipmentEvent.count()).toBe(before);
  expect((await webhook({ hello: 'world' })).status).toBe(400);
});

const TRACK = `query($cn: String!) { parcelTracking(cn: $cn) { ... on QueryParcelTrackingSuccess { data { status events { status courierStatus message } } } } }`;
const tracking = async (cn: string) => (await t.graphql(TRACK, { cn }, { ip: '198.51.100.7' })).data!.parcelTracking.data;
const ORDER_SHIPMENTS = `query($id: ID!) { order(id: $id) { ... on QueryOrderSuccess { data { shipments { events { message } } } } } }`;

it("believes the courier's status, not the webhook's claim, and never publishes the webhook's own text", async () => {
  const { order, cn, gid } = await shippedOrder();
  const before = await snapshot(order.id);
  const response = await webhook(delivered(cn, order.netTotal / 100));
  expect(response.status).toBe(200);
  // Steadfast itself still says in_review: the order does not move, and nothing reaches the public timeline.
  expect(await snapshot(order.id)).toEqual(before);
  expect(fake.http.requestsTo(`/api/v1/status_by_cid/${cn}`).length).toBeGreaterThan(0);
  expect(await tracking(cn)).toEqual({ status: 'CREATED', events: [{ status: 'CREATED', courierStatus: 'in_review', message: 'Handed to the courier' }] });
  // Nor does a tracking update with words of its own.
  const words = { ...delivered(cn, 0), notification_type: 'tracking_update', tracking_message: 'Delivered! Call 01999999999 for a prize', updated_at: '2026-11-25 19:00:00' };
  expect((await webhook(words)).status).toBe(200);
  expect(await snapshot(order.id)).toEqual(before);
  const staffView = await t.graphql(ORDER_SHIPMENTS, { id: gid }, { cookie: admin });
  expect(staffView.data!.order.data.shipments[0].events).toEqual([{ message: 'Handed to the courier' }]);

  // Once the courier's answer moves, the timeline says what the answer says, in the order the shop learnt it
  // (the webhook's updated_at is the courier's clock, earlier here than the hand-over).
  fake.setStatus(cn, 'delivered');
  expect((await webhook(words)).status).toBe(200);
  const after = await tracking(cn);
  expect(after).toEqual({
    status: 'DELIVERED',
    events: [
      { status: 'CREATED', courierStatus: 'in_review', message: 'Handed to the courier' },
      { status: 'DELIVERED', courierStatus: 'delivered', message: 'Delivered' },
    ],
  });
  expect(JSON.stringify(await t.db.prisma.shipmentEvent.findMany({ where: { shipment: { cn } }, select: { message: true } }))).not.toContain('prize');
  // A time before the hand-over is the courier's clock, not the journey's: the shop's own time is kept.
  const shipment = await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } });
  expect(shipment.deliveredAt!.getTime()).toBeGreaterThanOrEqual(shipment.createdAt.getTime());
});

it('takes the same webhook 10 times, one after another and 10 at once, as one event: DELIVERED and PAID once', async () => {
  const { order, cn } = await shippedOrder();
  fake.setStatus(cn, 'delivered');
  const body = delivered(cn, order.netTotal / 100);
  for (let i = 0; i < 10; i++) expect((await webhook(body)).status).toBe(200);
  const afterSequential = await snapshot(order.id);
  expect(afterSequential.order).toEqual({ status: 'DELIVERED', paymentStatus: 'PAID' });
  expect(afterSequential.events).toBe(2); // created + this notification
  const shipment = await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } });
  expect(shipment).toMatchObject({ status: 'DELIVERED', collectedAmount: order.netTotal, deliveryCharge: 11_000 });

  const second = { ...body, notification_type: 'tracking_update', tracking_message: 'Payment sent to merchant', updated_at: '2026-11-26 10:00:00' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(second)));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  const afterConcurrent = await snapshot(order.id);
  // The courier still says delivered: the update is not news, and its words are not published.
  expect(afterConcurrent.events).toBe(2);
  expect(afterConcurrent.orderEvents).toBe(afterSequential.orderEvents);
  expect(await t.db.prisma.orderEvent.count({ where: { orderId: order.id, toStatus: 'DELIVERED' } })).toBe(1);
});

it('answers 503 and changes nothing when Steadfast cannot be asked back (it retries later)', async () => {
  const { order, cn } = await shippedOrder();
  fake.setStatus(cn, 'delivered');
  const before = await snapshot(order.id);
  fake.http.misbehaveOnce(`/api/v1/status_by_cid/${cn}`, 'http500');
  expect((await webhook(delivered(cn, 10))).status).toBe(503);
  expect(await snapshot(order.id)).toEqual(before);
});

describe("Steadfast's in-between statuses and its office's corrections", () => {
  const TRACK_LABELS = `query($cn: String!) { parcelTracking(cn: $cn) { ... on QueryParcelTrackingSuccess { data { status statusLabel events { statusLabel message } } } } }`;
  const ctx = () => ({ prisma: t.db.prisma, services: t.services, log: pino({ level: 'silent' }) });
  const texts = (phone: string) => t.db.prisma.smsMessage.findMany({ where: { to: phone }, orderBy: { createdAt: 'asc' }, select: { body: true } });
  const steadfastCollected = async () => (await receivableMonth(t.db.prisma, currentMonth())).couriers.find((c) => c.courier === 'steadfast')?.collected ?? 0;
  const state = async (orderId: string, cn: string, bookId: string) => ({
    order: await t.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentStatus: true } }),
    shipment: await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn }, select: { status: true, courierStatus: true, collectedAmount: true, deliveredAt: true } }),
    stock: (await t.db.prisma.product.findUniqueOrThrow({ where: { id: bookId } })).stock,
  });
  /** What the receivables report counts for this parcel in the current month (null: not counted). */
  const parcelCollected = async (cn: string) =>
    (await (await receivableMonth(t.db.prisma, currentMonth())).detail()).shipments.find((s) => s.cn === cn)?.collected ?? null;
  const statusWebhook = (cn: string, status: string, codTaka: number, at: string) => ({ ...delivered(cn, codTaka), status, tracking_message: status, updated_at: at });

  it('books nothing while delivery awaits approval; the final cancelled returns the order and its stock, without a text', async () => {
    const phone = '01712000361';
    const { order, cn, book } = await shippedOrderOf(phone, { quantity: 3, stock: 10 });
    const collectedBefore = await steadfastCollected();
    const textsBefore = (await texts(phone)).length;

    fake.setStatus(cn, 'delivered_approval_pending');
    expect((await webhook(statusWebhook(cn, 'delivered_approval_pending', order.netTotal / 100, '2026-11-25 18:00:00'))).status).toBe(200);
    expect(await state(order.id, cn, book.id)).toEqual({
      order: { status: 'SHIPPED', paymentStatus: 'UNPAID' },
      shipment: { status: 'CREATED', courierStatus: 'delivered_approval_pending', collectedAmount: 0, deliveredAt: null },
      stock: 7,
    });
    expect(await steadfastCollected()).toBe(collectedBefore);
    expect(await parcelCollected(cn)).toBeNull();
    expect(await texts(phone)).toHaveLength(textsBefore);
    // Still asked about by the sync; the tracking page says the in-between state in plain words.
    expect((await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } })).nextSyncAt).not.toBeNull();
    const page = (await t.graphql(TRACK_LABELS, { cn }, { ip: '198.51.100.8' })).data!.parcelTracking.data;
    expect(page.statusLabel).toBe("Delivered, waiting for the courier's office to confirm");
    expect(page.events.at(-1)).toEqual({ statusLabel: "Delivered, waiting for the courier's office to confirm", message: "Delivered, waiting for the courier's office to confirm" });

    // The office's review: cancelled. The order comes back through the state machine, unpaid, stock back; no text.
    fake.setStatus(cn, 'cancelled');
    expect((await webhook(statusWebhook(cn, 'cancelled', 0, '2026-11-25 19:00:00'))).status).toBe(200);
    expect(await state(order.id, cn, book.id)).toEqual({
      order: { status: 'RETURNED', paymentStatus: 'UNPAID' },
      shipment: { status: 'CANCELLED', courierStatus: 'cancelled', collectedAmount: 0, deliveredAt: null },
      stock: 10,
    });
    expect(await steadfastCollected()).toBe(collectedBefore);
    expect(await texts(phone)).toHaveLength(textsBefore);
    const last = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'STATUS_CHANGED' }, orderBy: { seq: 'desc' } });
    expect(last).toMatchObject({ fromStatus: 'SHIPPED', toStatus: 'RETURNED', actorKind: 'SYSTEM' });
  });

  it('corrects a delivered order when the office makes it partial (COD books) and then cancelled (order, stock, COD, a text)', async () => {
    const phone = '01712000362';
    const { order, cn, book } = await shippedOrderOf(phone, { quantity: 2, stock: 10 });

    fake.setStatus(cn, 'delivered');
    expect((await webhook(statusWebhook(cn, 'delivered', order.netTotal / 100, '2026-11-26 10:00:00'))).status).toBe(200);
    expect(await state(order.id, cn, book.id)).toMatchObject({ order: { status: 'DELIVERED', paymentStatus: 'PAID' }, shipment: { status: 'DELIVERED', collectedAmount: order.netTotal }, stock: 8 });
    expect(await parcelCollected(cn)).toBe(order.netTotal);
    expect((await texts(phone)).at(-1)!.body).toContain('was delivered');
    const textsAfterDelivery = (await texts(phone)).length;
    // A final status is still asked about for the correction window.
    expect((await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } })).nextSyncAt).not.toBeNull();

    // The office's review: partly delivered, half collected. The COD books follow; the order stays delivered; no text.
    const half = Math.floor(order.netTotal / 200) * 100;
    fake.setStatus(cn, 'partial_delivered');
    expect((await webhook(statusWebhook(cn, 'partial_delivered', half / 100, '2026-11-26 12:00:00'))).status).toBe(200);
    expect(await state(order.id, cn, book.id)).toMatchObject({ order: { status: 'DELIVERED', paymentStatus: 'PAID' }, shipment: { status: 'PARTIALLY_DELIVERED', collectedAmount: half }, stock: 8 });
    expect(await parcelCollected(cn)).toBe(half);
    expect(await texts(phone)).toHaveLength(textsAfterDelivery);
    const correction = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'COURIER_CORRECTION' } });
    expect(correction).toMatchObject({ actorKind: 'SYSTEM', visibleToCustomer: false });
    expect(correction.message).toContain('delivered → partly delivered');

    // Later cancelled, learned by the sync (no webhook): undone through the state machine, and the customer is told.
    fake.setStatus(cn, 'cancelled');
    const due = (await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } })).nextSyncAt!;
    expect((await syncDueShipments(ctx(), new Date(due.getTime() + 1000))).changed).toBeGreaterThanOrEqual(1);
    expect(await state(order.id, cn, book.id)).toEqual({
      order: { status: 'RETURNED', paymentStatus: 'UNPAID' },
      shipment: { status: 'CANCELLED', courierStatus: 'cancelled', collectedAmount: 0, deliveredAt: null },
      stock: 10,
    });
    expect(await parcelCollected(cn)).toBeNull();
    const last = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'STATUS_CHANGED' }, orderBy: { seq: 'desc' } });
    expect(last).toMatchObject({ fromStatus: 'DELIVERED', toStatus: 'RETURNED', actorKind: 'SYSTEM' });
    expect(await t.db.prisma.creditNote.count({ where: { orderId: order.id } })).toBe(1);
    const sent = await texts(phone);
    expect(sent).toHaveLength(textsAfterDelivery + 1);
    expect(sent.at(-1)!.body).toBe(`Sorry: your order ${order.number} was not delivered after all (the courier cancelled it after review). If you did receive it, please contact us. http://shop.test/tracking/${cn}`);
    // After the correction window the parcel is no longer asked about.
    const shipment = await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } });
    await syncDueShipments(ctx(), new Date(shipment.returnedAt!.getTime() + 15 * 86_400_000));
    expect((await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } })).nextSyncAt).toBeNull();
  });
});

async function shippedOrderOf(phone: string, options: { quantity: number; stock: number }) {
  const placed = await placedCodOrder(t, { phone, ...options });
  const { data } = await t.graphql(SHIP, { ids: [placed.gid] }, { cookie: admin });
  expect(data!.shipOrders.results[0]).toMatchObject({ ok: true });
  return { ...placed, cn: data!.shipOrders.results[0].shipment.cn as string };
}

describe('a Steadfast hand-over whose answer was lost', () => {
  let quick: TestApp;
  let quickAdmin: string;
  // Its own Steadfast (order numbers start again in the second shop's database; invoices must not meet).
  let fake: SteadfastFake;
  beforeAll(async () => {
    fake = await new SteadfastFake().start();
    // The same Steadfast, with a short timeout: a lost answer is a timeout in one second, not twenty.
    const steadfast = new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, apiUrl: fake.url, timeoutMs: 1000 });
    const couriers: Couriers = {
      active: 'steadfast',
      steadfastWebhookToken: TOKEN,
      syncSeconds: 300,
      get: (code, prisma) => (code === 'steadfast' ? steadfast : code === 'sandbox' ? new SandboxCourier(prisma) : null),
    };
    quick = await startTestApp({ services: { couriers } });
    quickAdmin = await signInAs(quick, 'admin');
  });
  afterAll(async () => {
    await quick.close();
    await fake.stop();
  });

  const shipWith = async (gid: string) => (await quick.graphql(SHIP, { ids: [gid] }, { cookie: quickAdmin })).data!.shipOrders.results[0];
  const parcelsOf = (invoice: string) => [...fake.parcels.values()].filter((p) => p.invoice === invoice);

  it('is retried by asking Steadfast by invoice first: a parcel it names is adopted, none is created twice', async () => {
    fake.statusNamesConsignment = true;
    const { order, gid } = await placedCodOrder(quick, { phone: '01712000371' });
    const invoice = `${order.number}-P1`;
    fake.http.misbehaveOnce('/api/v1/create_order/bulk-order', 'lostAnswer');
    const first = await shipWith(gid);
    expect(first).toMatchObject({ ok: false, shipment: null, order: { status: 'PLACED' } });
    expect(first.reason).toBe('Steadfast: no answer within 1 s. The order is still ready to ship: try again in a few minutes.');
    // Steadfast did create it.
    expect(parcelsOf(invoice)).toHaveLength(1);

    const bulkBefore = fake.http.requestsTo('/api/v1/create_order/bulk-order').length;
    const retry = await shipWith(gid);
    expect(retry).toMatchObject({ ok: true, order: { status: 'SHIPPED' }, shipment: { courier: 'steadfast', cn: String(parcelsOf(invoice)[0]!.consignment_id) } });
    expect(fake.http.requestsTo(`/api/v1/status_by_invoice/${invoice}`)).toHaveLength(1);
    expect(fake.http.requestsTo('/api/v1/create_order/bulk-order')).toHaveLength(bulkBefore);
    expect(parcelsOf(invoice)).toHaveLength(1);
    expect(await quick.db.prisma.shipment.findUniqueOrThrow({ where: { reference: invoice } })).toMatchObject({ trackingCode: parcelsOf(invoice)[0]!.tracking_code, codAmount: order.netTotal });
  });

  it("creates it on the retry when Steadfast holds none, and with Steadfast's documented answer (no consignment id) refuses rather than create twice", async () => {
    fake.statusNamesConsignment = false;
    // The answer was lost before Steadfast created anything: the retry asks, finds none, creates it once.
    const absent = await placedCodOrder(quick, { phone: '01712000372' });
    fake.http.misbehaveOnce('/api/v1/create_order/bulk-order', 'timeout');
    expect(await shipWith(absent.gid)).toMatchObject({ ok: false });
    expect(parcelsOf(`${absent.order.number}-P1`)).toHaveLength(0);
    expect(await shipWith(absent.gid)).toMatchObject({ ok: true, order: { status: 'SHIPPED' } });
    expect(parcelsOf(`${absent.order.number}-P1`)).toHaveLength(1);

    // Created, and Steadfast's status answer does not name it: the order is not handed over a second time.
    const held = await placedCodOrder(quick, { phone: '01712000373' });
    const invoice = `${held.order.number}-P1`;
    fake.http.misbehaveOnce('/api/v1/create_order/bulk-order', 'lostAnswer');
    expect(await shipWith(held.gid)).toMatchObject({ ok: false });
    const retry = await shipWith(held.gid);
    expect(retry).toMatchObject({ ok: false, shipment: null, order: { status: 'PLACED' } });
    expect(retry.reason).toBe(
      `Steadfast: the courier already has parcel ${invoice} (in_review) from an earlier hand-over but did not say its consignment id. It was not handed over again, so that the courier does not get it twice: check parcel ${invoice} with Steadfast. The order is still ready to ship.`,
    );
    expect(parcelsOf(invoice)).toHaveLength(1);
    expect(await quick.db.prisma.shipment.count({ where: { orderId: held.order.id } })).toBe(0);
  });
});
