import { builder } from '../../builder.ts';
import { ORDER_READER_PERMISSIONS } from '../../shared/permissions.ts';
import { readsEveryOrder } from './order-readers.ts';
import { ActorKind, OrderStatus, PaymentAttemptStatus, PaymentMethod, PaymentStatus } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { loadStaffName } from '../accounts/staff-names.ts';
import { OutOfStockError } from '../cart/cart.errors.ts';
import { ProductInterface } from '../catalog/product.schema.ts';
import { CouponInvalidError } from '../coupons/coupons.errors.ts';
import { DeliveryPlaceEnum } from '../delivery/delivery.schema.ts';
import { AlreadyOwnedError } from '../library/library.errors.ts';
import { availableTransitions, type TransitionActor } from './order-state-machine.ts';
import { adminOrderWhere, salesBySource } from './order-queries.ts';
import { orderFacts } from './order-transitions.ts';
import { AwaitingPaymentError, IdempotencyKeyReusedError, OrderTransitionError, PaymentMethodUnavailableError, PriceChangedError } from './orders.errors.ts';
import { addOrderNote, cancelOrder, findVisibleOrder, placeOrder, transitionOrder } from './orders.service.ts';

export const OrderStatusEnum = builder.enumType(OrderStatus, { name: 'OrderStatus' });
export const PaymentStatusEnum = builder.enumType(PaymentStatus, { name: 'PaymentStatus' });
export const PaymentMethodEnum = builder.enumType(PaymentMethod, { name: 'PaymentMethod' });
const PaymentAttemptStatusEnum = builder.enumType(PaymentAttemptStatus, { name: 'PaymentAttemptStatus' });
const ActorKindEnum = builder.enumType(ActorKind, { name: 'ActorKind' });

builder.objectType(OrderTransitionError, {
  name: 'OrderTransitionError',
  description: 'The order cannot make this change now; `currentState` is where it is.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof OrderTransitionError,
  fields: (t) => ({
    currentState: t.field({ type: OrderStatusEnum, resolve: (e) => e.currentState }),
    requestedState: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.requestedState }),
  }),
});
builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  description: 'The total changed since the customer saw it: show `newTotal` and ask again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PriceChangedError,
  fields: (t) => ({
    expectedTotal: t.field({ type: MoneyRef, resolve: (e) => e.expectedNet }),
    newTotal: t.field({ type: MoneyRef, resolve: (e) => e.newNet }),
  }),
});
builder.objectType(IdempotencyKeyReusedError, {
  name: 'IdempotencyKeyReusedError',
  description: "The idempotency key was already used for another request (an order, a counter sale, a refund); orderNumber is the first one's order.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof IdempotencyKeyReusedError,
  fields: (t) => ({ orderNumber: t.exposeString('orderNumber') }),
});
builder.objectType(AwaitingPaymentError, {
  name: 'AwaitingPaymentError',
  description: 'An ebook or course of the cart waits for payment in another order of the customer (`orderNumber`): pay or cancel that one.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AwaitingPaymentError,
  fields: (t) => ({
    productTitle: t.exposeString('productTitle'),
    productId: t.id({ description: 'The database id of the product.', resolve: (e) => e.productId }),
    orderNumber: t.exposeString('orderNumber'),
  }),
});
builder.objectType(PaymentMethodUnavailableError, {
  name: 'PaymentMethodUnavailableError',
  description: 'The shop does not offer this payment method now (see checkoutPaymentMethods); nothing was held.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PaymentMethodUnavailableError,
  fields: (t) => ({ method: t.field({ type: PaymentMethodEnum, resolve: (e) => e.method as PaymentMethod }) }),
});

const isStaff = readsEveryOrder;
const managesOrders = (ctx: { viewer: { permissions: ReadonlySet<string> } | null }) => ctx.viewer?.permissions.has('orders.manage') ?? false;

const TransitionRef = builder.objectRef<{ to: OrderStatus; label: string }>('OrderTransition').implement({
  description: 'A status change the viewer may make now (admin buttons, the customer\'s cancel).',
  fields: (t) => ({
    to: t.field({ type: OrderStatusEnum, resolve: (x) => x.to }),
    label: t.exposeString('label'),
  }),
});

builder.prismaObject('OrderLine', {
  description: 'One product of an order as it was when placed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.relation('product', { type: ProductInterface }),
    kind: t.exposeString('kind'),
    title: t.exposeString('title'),
    variantLabel: t.exposeString('variantLabel', { nullable: true }),
    unitPrice: t.field({ type: MoneyRef, resolve: (l) => l.unitPrice }),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.field({ type: MoneyRef, resolve: (l) => l.lineTotal }),
    source: t.exposeString('source'),
  }),
});

/** What the customer reads for each step of their order: their words, never the staff's commands. */
const CUSTOMER_STEP_TEXT: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Waiting for your payment',
  PLACED: 'Order confirmed',
  PROCESSING: 'Being packed',
  SHIPPED: 'Handed to the courier',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Payment time ran out',
  RETURNED: 'Returned to us',
  REFUNDED: 'Money refunded',
};

/** The customer's line for an event. */
export function customerEventText(event: { type: string; toStatus: OrderStatus | null; message: string }): string {
  if (event.type === 'PLACED') return 'Order placed';
  if (event.type === 'STATUS_CHANGED' && event.toStatus) return CUSTOMER_STEP_TEXT[event.toStatus];
  if (event.type === 'PAYMENT_RECEIVED') return `Payment received: ${event.message.replace(/ received$/, '')}`;
  return event.message;
}

const noteOf = (data: unknown): string | null => {
  const note = data && typeof data === 'object' && 'note' in data ? (data as { note: unknown }).note : null;
  return typeof note === 'string' && note ? note : null;
};

builder.prismaObject('OrderEvent', {
  description: "One entry of an order's history.",
  fields: (t) => ({
    customerText: t.string({
      description: 'The line the customer reads: "Being packed", "Handed to the courier" (never staff commands).',
      resolve: (e) => customerEventText(e),
    }),
    note: t.string({
      nullable: true,
      description: 'What staff wrote when they made the change (staff only).',
      resolve: (e, _args, ctx) => (isStaff(ctx) ? noteOf(e.data) : null),
    }),
    actorName: t.string({
      nullable: true,
      description: 'The staff member who did it (staff only; one query for the whole history).',
      resolve: (e, _args, ctx) => (isStaff(ctx) && e.actorKind === 'STAFF' && e.actorId ? loadStaffName(ctx, e.actorId) : null),
    }),
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'PLACED, STATUS_CHANGED, PAYMENT_STARTED, PAYMENT_RECEIVED, PAYMENT_FAILED, LATE_PAYMENT, NOTE.' }),
    fromStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.fromStatus }),
    toStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (e) => e.toStatus }),
    actorKind: t.field({ type: ActorKindEnum, resolve: (e) => e.actorKind }),
    message: t.exposeString('message'),
    visibleToCustomer: t.exposeBoolean('visibleToCustomer'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Payment', {
  description: 'One online payment attempt (staff).',
  fields: (t) => ({
    id: t.exposeID('id'),
    method: t.field({ type: PaymentMethodEnum, resolve: (p) => p.method }),
    tranId: t.exposeString('tranId'),
    amount: t.field({ type: MoneyRef, resolve: (p) => p.amount }),
    status: t.field({ type: PaymentAttemptStatusEnum, resolve: (p) => p.status }),
    providerReference: t.exposeString('providerReference', { nullable: true }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
    gatewayStatus: t.exposeString('gatewayStatus', { nullable: true, description: 'What the gateway last said when it was neither success nor failure (e.g. "VALID risk_level 1", "Initiated").' }),
    gatewayReason: t.exposeString('gatewayReason', { nullable: true, description: "The gateway's reason with it (the risk title, the timeout)." }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, description: 'When staff accepted or refused it (payments under review).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // Payments are read by staff (Order.payments, refundQueue); the order's own row rule applies to it.
    order: t.relation('order', { description: 'The order the attempt paid for (the refund queue links to it).' }),
  }),
});

export const OrderNode = builder.prismaNode('Order', {
  id: { field: 'id' },
  description: 'A customer order. Money in poisha: netTotal = goodsTotal − discountTotal + deliveryCharge.',
  // Row level: its customer, or staff who manage orders (also through node(id:)).
  authScopes: (order, ctx) => order.customerId === ctx.viewer?.id || isStaff(ctx),
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.paymentStatus }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    deliveryPlace: t.field({ type: DeliveryPlaceEnum, nullable: true, resolve: (o) => o.deliveryPlace }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    address: t.exposeString('address'),
    district: t.exposeString('district', { nullable: true, description: 'One of the 64 districts (English name); null when nothing is delivered.' }),
    goodsTotal: t.field({ type: MoneyRef, resolve: (o) => o.goodsTotal }),
    discountTotal: t.field({ type: MoneyRef, resolve: (o) => o.discountTotal }),
    deliveryCharge: t.field({ type: MoneyRef, resolve: (o) => o.deliveryCharge }),
    netTotal: t.field({ type: MoneyRef, resolve: (o) => o.netTotal }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    joiningId: t.exposeString('joiningId', { nullable: true }),
    placedAt: t.expose('placedAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When an unpaid online order expires.' }),
    payable: t.boolean({
      description: 'An unpaid online order that can still be paid (startOrderPayment): not while a payment of it is under review.',
      select: { status: true, expiresAt: true, payments: { where: { status: 'UNDER_REVIEW' }, select: { id: true }, take: 1 } },
      resolve: (o) => o.status === 'PENDING_PAYMENT' && (!o.expiresAt || o.expiresAt > new Date()) && o.payments.length === 0,
    }),
    lines: t.relation('lines', { query: { orderBy: { position: 'asc' } } }),
    events: t.relation('events', {
      description: 'History in the order it was written, oldest first: everything for staff, what concerns them for the customer.',
      // The customer reads one line per payment: the payment's, not also the status change it caused.
      query: (_args, ctx) => ({
        where: isStaff(ctx) ? {} : { visibleToCustomer: true, NOT: { type: 'STATUS_CHANGED', fromStatus: 'PENDING_PAYMENT', toStatus: 'PLACED', actorKind: 'SYSTEM' } },
        orderBy: { seq: 'asc' },
      }),
    }),
    payments: t.relation('payments', {
      description: 'Payment attempts (staff who read every order).',
      authScopes: { anyPermission: ORDER_READER_PERMISSIONS },
      query: { orderBy: { createdAt: 'asc' } },
    }),
    entitlements: t.relation('entitlements', {
      description: 'The grants this order gave (and staff grants made for it), oldest first.',
      query: { orderBy: [{ grantedAt: 'asc' }, { id: 'asc' }] },
    }),
    availableTransitions: t.field({
      type: [TransitionRef],
      description: 'Status changes the viewer may make now, from the state machine.',
      resolve: async (order, _args, ctx) => {
        const actor: TransitionActor | null = managesOrders(ctx) ? 'STAFF' : order.customerId === ctx.viewer?.id ? 'CUSTOMER' : null;
        if (!actor) return [];
        return availableTransitions(await orderFacts(ctx.prisma, order), actor).map((x) => ({ to: x.to, label: x.label }));
      },
    }),
  }),
});

const AdminOrderFilter = builder.inputType('AdminOrderFilter', {
  fields: (t) => ({
    statuses: t.field({ type: [OrderStatusEnum] }),
    paymentMethods: t.field({ type: [PaymentMethodEnum] }),
    paymentStatuses: t.field({ type: [PaymentStatusEnum] }),
    placedFrom: t.field({ type: 'DateTime' }),
    placedBefore: t.field({ type: 'DateTime' }),
    section: t.string({ description: 'A section slug (its sub-sections included), e.g. "cycle".' }),
    source: t.string({ description: 'The add-to-cart source of some line.' }),
    digital: t.boolean({ description: 'True: orders with an ebook or course; false: without.' }),
    search: t.string({ description: 'Order number, phone or name.' }),
  }),
});

const SourceFiguresRef = builder.objectRef<{ source: string; orders: number; units: number; revenue: number }>('OrderSourceFigures').implement({
  description: 'Sales (orders placed and not undone) by the source of the add-to-cart.',
  fields: (t) => ({
    source: t.exposeString('source'),
    orders: t.exposeInt('orders'),
    units: t.exposeInt('units'),
    revenue: t.field({ type: MoneyRef, description: "The lines' totals, before discount and delivery.", resolve: (s) => s.revenue }),
  }),
});

builder.queryFields((t) => ({
  viewerOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'serial',
    description: "The signed-in customer's orders, newest first.",
    authScopes: { signedIn: true },
    totalCount: (_parent, _args, ctx) => ctx.prisma.order.count({ where: { customerId: ctx.viewer!.id } }),
    resolve: (query, _root, _args, ctx) => ctx.prisma.order.findMany({ ...query, where: { customerId: ctx.viewer!.id }, orderBy: { serial: 'desc' } }),
  }),
  order: t.prismaField({
    type: 'Order',
    description: "One order: the customer's own, or any for staff (orders.manage or orders.view). Others' ids are not found.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => findVisibleOrder(ctx, String(id), query),
  }),
  adminOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'serial',
    description: 'Every order, newest first, with filters (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    args: { filter: t.arg({ type: AdminOrderFilter }) },
    totalCount: async (_parent, { filter }, ctx) => ctx.prisma.order.count({ where: await adminOrderWhere(ctx.prisma, filter) }),
    resolve: async (query, _root, { filter }, ctx) =>
      ctx.prisma.order.findMany({ ...query, where: await adminOrderWhere(ctx.prisma, filter), orderBy: { serial: 'desc' } }),
  }),
  orderSalesBySource: t.field({
    type: [SourceFiguresRef],
    description: 'Orders, units and revenue by add-to-cart source (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    args: { placedFrom: t.arg({ type: 'DateTime' }), placedBefore: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => salesBySource(ctx.prisma, { from: args.placedFrom, before: args.placedBefore }),
  }),
  viewerEntitlements: t.prismaField({
    type: ['EntitlementGrant'],
    description: 'The ebooks and courses the signed-in customer may use now: one live grant per product, the latest first.',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.entitlementGrant.findMany({
        ...query,
        where: { userId: ctx.viewer!.id, revokedAt: null },
        orderBy: [{ grantedAt: 'desc' }, { id: 'asc' }],
        distinct: ['productId'],
      }),
  }),
}));

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: 'Made once per checkout by the client (8-100 characters); a repeat returns the same order.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: true }),
    deliveryPlace: t.field({
      type: DeliveryPlaceEnum,
      description: "Follows from the district (Dhaka district is DHAKA, every other OUTSIDE_DHAKA); when given it must match, else ValidationError.",
    }),
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    address: t.string({ description: 'House, road and area; required when the cart holds physical goods.' }),
    district: t.string({ description: "One of Bangladesh's 64 districts, English or Bangla name; required when the cart holds physical goods." }),
    expectedNetPoisha: t.int({ required: true, description: "The cart's netPrice the customer saw; another total answers PriceChangedError." }),
  }),
});
const OrderIdInput = builder.inputType('CancelOrderInput', { fields: (t) => ({ orderId: t.id({ required: true }) }) });
const TransitionOrderInput = builder.inputType('TransitionOrderInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    to: t.field({ type: OrderStatusEnum, required: true }),
    note: t.string({ description: 'Kept with the history entry.' }),
  }),
});
const AddOrderNoteInput = builder.inputType('AddOrderNoteInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    message: t.string({ required: true }),
    visibleToCustomer: t.boolean({ description: 'Default false: a staff-only note.' }),
  }),
});

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: OrderNode,
    description:
      'Places the cart as an order (one transaction). Online orders then need startOrderPayment, unless the total is 0 (a coupon covers it all): such an order is placed as paid.',
    authScopes: { signedIn: true },
    errors: {
      types: [ValidationError, PaymentMethodUnavailableError, PriceChangedError, OutOfStockError, CouponInvalidError, IdempotencyKeyReusedError, AlreadyOwnedError, AwaitingPaymentError],
      dataField: { name: 'order' },
    },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => (await placeOrder(ctx, input)).order,
  }),
  cancelOrder: t.field({
    type: OrderNode,
    description: "The customer cancels their own order while it is allowed (unpaid).",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, OrderTransitionError], dataField: { name: 'order' } },
    args: { input: t.arg({ type: OrderIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => cancelOrder(ctx, { orderId: String(input.orderId) }),
  }),
  transitionOrder: t.field({
    type: OrderNode,
    description: 'Staff move an order to another status, as the state machine allows (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, OrderTransitionError, ValidationError], dataField: { name: 'order' } },
    args: { input: t.arg({ type: TransitionOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) => transitionOrder(ctx, { orderId: String(input.orderId), to: input.to, note: input.note }),
  }),
  addOrderNote: t.field({
    type: OrderNode,
    description: "Staff add a note to an order's history (orders.manage).",
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError], dataField: { name: 'order' } },
    args: { input: t.arg({ type: AddOrderNoteInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addOrderNote(ctx, { orderId: String(input.orderId), message: input.message, visibleToCustomer: input.visibleToCustomer }),
  }),
}));
