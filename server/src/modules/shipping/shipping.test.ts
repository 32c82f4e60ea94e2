/** Handing orders to the sandbox courier and following their parcels: the order state machine, COD, stock, texts, tracking. */
import pino from 'pino';
import { signInAs } from '../../../test/accounts.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { ADVANCE, orderGid, placedCodOrder, SHIP } from '../../../test/shipping-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { customerTimeline } from '../support/timeline.ts';
import { syncDueShipments } from './courier-sync.ts';
import { CourierError, type Courier } from './couriers/types.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const texts = (phone: string) => t.db.prisma.smsMessage.findMany({ where: { to: phone }, orderBy: { createdAt: 'asc' }, select: { body: true } });

async function ship(ids: string[]) {
  const { data, errors } = await t.graphql(SHIP, { ids }, { cookie: admin });
  expect(errors).toBeUndefined();
  return data!.shipOrders;
}

async function advance(cn: string, step: string, collected?: number) {
  const { data } = await t.graphql(ADVANCE, { cn, step, collected }, { cookie: admin });
  return data!.advanceSandboxParcel;
}

it('hands a COD order to the sandbox courier, texts the tracking link, and delivery makes it DELIVERED and PAID', async () => {
  const { order, gid } = await placedCodOrder(t, { phone: '01812000001' });
  const shipped = await ship([gid]);
  expect(shipped.__typename).toBe('MutationShipOrdersSuccess');
  const [result] = shipped.results;
  expect(result).toMatchObject({ number: order.number, ok: true, reason: null, order: { status: 'SHIPPED' } });
  expect(result.shipment).toMatchObject({ courier: 'sandbox', status: 'CREATED', codAmount: { amount: order.netTotal } });
  const cn = result.shipment.cn as string;
  expect((await texts('01812000001')).at(-1)!.body).toBe(
    `Your order ${order.number} is on its way with Sandbox courier. Please keep Tk ${(order.netTotal / 100).toLocaleString('en-IN')} ready. Track it: http://shop.test/tracking/${cn}`,
  );
  const history = await t.db.prisma.orderEvent.findMany({ where: { orderId: order.id, type: 'STATUS_CHANGED' }, orderBy: { seq: 'asc' } });
  expect(history.map((e) => `${e.fromStatus}>${e.toStatus}:${e.actorKind}`)).toEqual(['PLACED>PROCESSING:STAFF', 'PROCESSING>SHIPPED:SYSTEM']);

  expect(await advance(cn, 'picked_up')).toMatchObject({ shipment: { status: 'PICKED_UP' } });
  expect(await advance(cn, 'in_transit')).toMatchObject({ shipment: { status: 'IN_TRANSIT' } });
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('SHIPPED');
  expect(await advance(cn, 'delivered')).toMatchObject({ shipment: { status: 'DELIVERED', collectedAmount: { amount: order.netTotal } } });

  const delivered = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  expect(delivered).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
  expect(delivered.paidAt).not.toBeNull();
  const last = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'STATUS_CHANGED' }, orderBy: { seq: 'desc' } });
  expect(last).toMatchObject({ fromStatus: 'SHIPPED', toStatus: 'DELIVERED', actorKind: 'SYSTEM' });
  expect((await texts('01812000001')).at(-1)!.body).toBe(`Your order ${order.number} was delivered. Thank you for shopping with us! http://shop.test/tracking/${cn}`);
  const timeline = await t.db.prisma.shipmentEvent.findMany({ where: { shipment: { cn } }, orderBy: { seq: 'asc' } });
  expect(timeline.map((e) => e.status)).toEqual(['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED']);

  // The journey is over: the parcel does not move again.
  expect(await advance(cn, 'returned')).toMatchObject({ __typename: 'ValidationError', message: "The parcel's journey is over." });
});

const HISTORY = `query($id: ID!) { order(id: $id) { ... on QueryOrderSuccess { data { events { type fromStatus toStatus customerText } } } } }`;

it("shows a shipped order's history in the order it happened: packed, then handed over, whatever the events' ids", async () => {
  const placed = await Promise.all(Array.from({ length: 6 }, () => placedCodOrder(t)));
  const { results } = await ship(placed.map((p) => p.gid));
  expect(results.every((r: { ok: boolean }) => r.ok)).toBe(true);
  for (const { order } of placed) {
    const [processing, shipped] = await Promise.all(
      (['PROCESSING', 'SHIPPED'] as const).map((to) => t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'STATUS_CHANGED', toStatus: to } })),
    );
    // One hand-over writes both changes at one instant: nothing but the order of writing tells them apart.
    expect(processing!.at).toEqual(shipped!.at);
    // Ids are random: make them sort the wrong way round on purpose (the history must not depend on them).
    await t.db.prisma.$executeRaw`UPDATE "OrderEvent" SET "id" = ('ffffffff-ffff-4fff-bfff-' || substr(md5("id"::text), 1, 12))::uuid WHERE "id" = ${processing!.id}::uuid`;
    await t.db.prisma.$executeRaw`UPDATE "OrderEvent" SET "id" = ('00000000-0000-4000-8000-' || substr(md5("id"::text), 1, 12))::uuid WHERE "id" = ${shipped!.id}::uuid`;
  }
  for (const { order, gid, customerId } of placed) {
    const { data } = await t.graphql(HISTORY, { id: gid }, { cookie: admin });
    const changes = data!.order.data.events.filter((e: { type: string }) => e.type === 'STATUS_CHANGED');
    expect(changes.map((e: { fromStatus: string; toStatus: string }) => `${e.fromStatus}>${e.toStatus}`)).toEqual(['PLACED>PROCESSING', 'PROCESSING>SHIPPED']);
    expect(data!.order.data.events.map((e: { customerText: string }) => e.customerText).slice(-2)).toEqual(['Being packed', 'Handed to the courier']);
    // The support desk reads newest first: handed over, then packed.
    const desk = (await customerTimeline(t.db.prisma, customerId)).filter((e) => e.kind === 'ORDER_EVENT');
    expect(desk.map((e) => e.title).slice(0, 2)).toEqual([`${order.number}: shipped`, `${order.number}: processing`]);
  }
});

it('puts the stock back when the parcel is returned, and the order is RETURNED and still unpaid', async () => {
  const { order, book, gid } = await placedCodOrder(t, { quantity: 3, stock: 10 });
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(7);
  const [result] = (await ship([gid])).results;
  await advance(result.shipment.cn, 'hold');
  await advance(result.shipment.cn, 'returned');
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'RETURNED', paymentStatus: 'UNPAID' });
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(10);
});

it('answers each order of a bulk hand-over on its own: some go, some are refused and stay as they were', async () => {
  const good = await placedCodOrder(t);
  const cancelled = await placedCodOrder(t);
  await t.db.prisma.order.update({ where: { id: cancelled.order.id }, data: { status: 'CANCELLED' } });
  const badPhone = await placedCodOrder(t, { phone: '01712345678' });
  await t.db.prisma.order.update({ where: { id: badPhone.order.id }, data: { phone: '12345' } });
  const customer = await t.db.prisma.user.create({ data: { name: 'Reader', phone: null } });
  const ebook = await createEbook(t.db.prisma, { title: 'Parcel-less Ebook', price: taka(100) });
  await fillCart(t, customer.id, [{ productId: ebook.id }], { deliveryPlace: null });
  const digital = await placeCart(t, customer.id, { paymentMethod: 'COD' as never }).catch(() => null);

  const ids = [good.gid, cancelled.gid, badPhone.gid, ...(digital ? [orderGid(digital)] : [])];
  const { results } = await ship(ids);
  expect(results[0]).toMatchObject({ ok: true, order: { status: 'SHIPPED' } });
  expect(results[1]).toMatchObject({ ok: false, shipment: null, reason: `Order ${cancelled.order.number} is cancelled: only placed or processing orders are handed over.` });
  expect(results[2]).toMatchObject({ ok: false, reason: `Order ${badPhone.order.number}: the phone number is not a Bangladeshi mobile number.` });
  for (const refused of [cancelled, badPhone]) {
    expect(await t.db.prisma.shipment.count({ where: { orderId: refused.order.id } })).toBe(0);
  }
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: badPhone.order.id } })).status).toBe('PLACED');
  // The same order again: it is shipped already.
  const again = await ship([good.gid]);
  expect(again.results[0]).toMatchObject({ ok: false, reason: `Order ${good.order.number} is shipped: only placed or processing orders are handed over.` });
});

it('keeps the order ready to ship with a clear message when the courier cannot be reached', async () => {
  const unreachable: Courier = {
    code: 'sandbox',
    label: 'Sandbox courier',
    deliveryDays: 2,
    createParcel: () => Promise.reject(new CourierError('Sandbox courier: could not reach the courier (fetch failed: ECONNREFUSED)', 'sandbox')),
    createParcels: () => Promise.reject(new CourierError('Sandbox courier: could not reach the courier (fetch failed: ECONNREFUSED)', 'sandbox')),
    status: () => Promise.reject(new CourierError('unreachable', 'sandbox')),
  };
  const down = await startTestApp({ services: { couriers: { ...t.services.couriers, active: 'sandbox', get: () => unreachable } } });
  try {
    const downAdmin = await signInAs(down, 'admin');
    const { order, gid } = await placedCodOrder(down);
    const { data } = await down.graphql(SHIP, { ids: [gid] }, { cookie: downAdmin });
    expect(data!.shipOrders.results[0]).toEqual({
      number: order.number,
      ok: false,
      reason: 'Sandbox courier: could not reach the courier (fetch failed: ECONNREFUSED). The order is still ready to ship: try again in a few minutes.',
      shipment: null,
      order: { status: 'PLACED' },
    });
    expect(await down.db.prisma.shipment.count()).toBe(0);
    expect(await down.db.prisma.orderEvent.count({ where: { orderId: order.id, type: 'STATUS_CHANGED' } })).toBe(0);
  } finally {
    await down.close();
  }
});

it('refuses shipping and sandbox controls to anyone but staff, and bad input changes nothing', async () => {
  const { order, gid } = await placedCodOrder(t);
  const customer = await signInAs(t, 'customer');
  const refused = await t.graphql(SHIP, { ids: [gid] }, { cookie: customer });
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(await ship([])).toEqual({ __typename: 'ValidationError', message: 'Choose at least one order' });
  expect(await advance('999999999', 'delivered')).toEqual({ __typename: 'ValidationError', message: 'There is no sandbox parcel with this consignment id.' });
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PLACED');
});

it('catches a missed notification with the periodic sync, once, even with two sweeps at the same time', async () => {
  const { order, gid } = await placedCodOrder(t);
  const [result] = (await ship([gid])).results;
  const cn = result.shipment.cn as string;
  // The courier delivered, and no notification arrived.
  await t.db.prisma.sandboxParcel.update({ where: { cn }, data: { status: 'delivered', collectedAmount: order.netTotal } });
  const ctx = { prisma: t.db.prisma, services: t.services, log: pino({ level: 'silent' }) };
  expect(await syncDueShipments(ctx)).toMatchObject({ changed: 0 });
  const later = new Date(Date.now() + 301_000);
  const sweeps = await Promise.all([syncDueShipments(ctx, later), syncDueShipments(ctx, later)]);
  expect(sweeps.reduce((n, s) => n + s.changed, 0)).toBe(1);
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
  expect(await t.db.prisma.shipmentEvent.count({ where: { shipment: { cn }, status: 'DELIVERED' } })).toBe(1);
  // Finished parcels are no longer asked about.
  expect((await t.db.prisma.shipment.findUniqueOrThrow({ where: { cn } })).nextSyncAt).toBeNull();
});
