import { builder } from '../../builder.ts';
import { readsEveryOrder } from '../orders/order-readers.ts';
import { ShipmentStatus } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { TooManyAttemptsError } from '../accounts/errors.ts';
import { OrderNode } from '../orders/orders.schema.ts';
import { barcodeSvg } from './barcode.ts';
import { SANDBOX_STEPS } from './couriers/steadfast-status.ts';
import { COURIER_LABELS, type CourierCode } from './couriers/types.ts';
import { shipmentStatusLabel } from './shipment-updates.ts';
import { advanceSandboxParcel, SHIP_BATCH_LIMIT, shipOrders, type ShipOutcome } from './shipments.service.ts';
import { parcelTracking, type ParcelTracking } from './tracking.service.ts';

const ShipmentStatusEnum = builder.enumType(ShipmentStatus, { name: 'ShipmentStatus' });
const SandboxParcelStepEnum = builder.enumType('SandboxParcelStep', {
  description: "Where staff may move a sandbox courier's parcel (Steadfast's words).",
  values: SANDBOX_STEPS,
});

const courierLabel = (code: string) => COURIER_LABELS[code as CourierCode] ?? code;
const isStaff = readsEveryOrder;

const ShipmentEventRef = builder.prismaObject('ShipmentEvent', {
  description: "One entry of a parcel's timeline, as the courier told it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ShipmentStatusEnum, resolve: (e) => e.status }),
    statusLabel: t.string({ resolve: (e) => shipmentStatusLabel(e) }),
    courierStatus: t.exposeString('courierStatus'),
    message: t.exposeString('message'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.prismaNode('Shipment', {
  id: { field: 'id' },
  description: 'One parcel of an order handed to a courier. Money in poisha.',
  // Row level: the order's customer or staff who manage orders.
  authScopes: async (shipment, ctx) =>
    isStaff(ctx) || (ctx.viewer !== null && (await ctx.prisma.order.count({ where: { id: shipment.orderId, customerId: ctx.viewer.id } })) > 0),
  fields: (t) => ({
    cn: t.exposeString('cn', { description: 'The consignment id: /tracking/{cn}.' }),
    trackingCode: t.exposeString('trackingCode'),
    courier: t.exposeString('courier'),
    courierLabel: t.string({ resolve: (s) => courierLabel(s.courier) }),
    reference: t.exposeString('reference'),
    status: t.field({ type: ShipmentStatusEnum, resolve: (s) => s.status }),
    statusLabel: t.string({ resolve: (s) => shipmentStatusLabel(s) }),
    courierStatus: t.exposeString('courierStatus'),
    codAmount: t.field({ type: MoneyRef, description: 'What the courier collects from the customer.', resolve: (s) => s.codAmount }),
    deliveryCharge: t.field({ type: MoneyRef, resolve: (s) => s.deliveryCharge }),
    collectedAmount: t.field({ type: MoneyRef, resolve: (s) => s.collectedAmount }),
    expectedDeliveryAt: t.expose('expectedDeliveryAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    barcodeSvg: t.string({ description: "Code 128 of the consignment id, as SVG (courier labels).", resolve: (s) => barcodeSvg(s.cn) }),
    events: t.relation('events', { query: { orderBy: { seq: 'asc' } } }),
  }),
});

builder.prismaObjectField(OrderNode, 'shipments', (t) =>
  t.relation('shipments', { description: 'Parcels handed to couriers, oldest first.', query: { orderBy: { createdAt: 'asc' } } }),
);

const ParcelTrackingRef = builder.objectRef<ParcelTracking>('ParcelTracking').implement({
  description: "A parcel's public tracking page: no name or address, the phone masked.",
  fields: (t) => ({
    cn: t.exposeString('cn'),
    trackingCode: t.exposeString('trackingCode'),
    courier: t.exposeString('courier'),
    status: t.field({ type: ShipmentStatusEnum, resolve: (p) => p.status }),
    statusLabel: t.string({ resolve: (p) => shipmentStatusLabel(p) }),
    expectedDeliveryAt: t.expose('expectedDeliveryAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    maskedPhone: t.exposeString('maskedPhone'),
    events: t.field({ type: [ShipmentEventRef], resolve: (p) => p.events }),
  }),
});

const ShippingSettingsRef = builder.objectRef<{ courier: string }>('ShippingSettings').implement({
  description: 'Where new parcels go (staff).',
  fields: (t) => ({
    courier: t.exposeString('courier'),
    courierLabel: t.string({ resolve: (s) => courierLabel(s.courier) }),
    sandbox: t.boolean({ description: 'The local sandbox courier: staff advance parcels by hand.', resolve: (s) => s.courier === 'sandbox' }),
    batchLimit: t.int({ resolve: () => SHIP_BATCH_LIMIT }),
  }),
});

builder.queryFields((t) => ({
  parcelTracking: t.field({
    type: ParcelTrackingRef,
    description: "A parcel's public timeline by consignment id (rate limited per address).",
    errors: { types: [NotFoundError, TooManyAttemptsError] },
    args: { cn: t.arg.string({ required: true }) },
    resolve: (_root, { cn }, ctx) => parcelTracking(ctx, cn),
  }),
  shippingSettings: t.field({
    type: ShippingSettingsRef,
    description: 'Which courier new parcels go to (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    resolve: (_root, _args, ctx) => ({ courier: ctx.services.couriers.active }),
  }),
}));

const ShipOrderResultRef = builder.objectRef<ShipOutcome>('ShipOrderResult').implement({
  description: 'What happened to one order of a hand-over: its parcel, or why it is still waiting.',
  fields: (t) => ({
    orderId: t.id({ resolve: (r) => Buffer.from(`Order:${r.orderId}`).toString('base64') }),
    number: t.string({ nullable: true, resolve: (r) => r.number }),
    ok: t.exposeBoolean('ok'),
    reason: t.string({ nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
    shipment: t.prismaField({ type: 'Shipment', nullable: true, resolve: (_q, r) => (r.ok ? r.shipment : null) }),
    order: t.prismaField({
      type: 'Order',
      nullable: true,
      resolve: (query, r, _args, ctx) => ctx.prisma.order.findUnique({ ...query, where: { id: r.orderId } }),
    }),
  }),
});

const ShipOrdersInput = builder.inputType('ShipOrdersInput', {
  fields: (t) => ({ orderIds: t.idList({ required: true, description: `Placed or processing orders (at most ${SHIP_BATCH_LIMIT}).` }) }),
});
const AdvanceSandboxParcelInput = builder.inputType('AdvanceSandboxParcelInput', {
  fields: (t) => ({
    cn: t.string({ required: true }),
    step: t.field({ type: SandboxParcelStepEnum, required: true }),
    collectedPoisha: t.int({ description: 'For a partial delivery: what the courier collected (default half the COD amount).' }),
  }),
});

builder.mutationFields((t) => ({
  shipOrders: t.field({
    type: [ShipOrderResultRef],
    description: 'Hands the orders to the courier in one bulk request; one result per order, some may fail (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [ValidationError], dataField: { name: 'results' } },
    args: { input: t.arg({ type: ShipOrdersInput, required: true }) },
    resolve: (_root, { input }, ctx) => shipOrders(ctx, { orderIds: input.orderIds }),
  }),
  advanceSandboxParcel: t.prismaField({
    type: 'Shipment',
    description: "Moves a sandbox courier's parcel along; the shop learns it as from a courier (orders.manage).",
    authScopes: { permission: 'orders.manage' },
    errors: { types: [ValidationError], dataField: { name: 'shipment' } },
    args: { input: t.arg({ type: AdvanceSandboxParcelInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await advanceSandboxParcel(ctx, { cn: input.cn, step: input.step, collectedPoisha: input.collectedPoisha });
      // A payload asked only for its __typename leaves Pothos's selection empty, which Prisma refuses.
      const selection = 'select' in query && query.select && Object.keys(query.select).length === 0 ? { select: { id: true } } : query;
      return ctx.prisma.shipment.findUniqueOrThrow({ ...selection, where: { id } });
    },
  }),
}));
