/** Shop-counter sales and the outlets table (counter.service.ts); staff with orders.manage. */
import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { loadStaffName } from '../accounts/staff-names.ts';
import { OutOfStockError } from '../cart/cart.errors.ts';
import { ProductInterface } from '../catalog/product.schema.ts';
import { OrderChannelEnum } from '../invoices/invoices.schema.ts';
import { counterOrdersWhere, counterProductSearch, createOutlet, findOutlet, placeCounterOrder, updateOutlet, COUNTER_PAYMENTS } from './counter.service.ts';
import { AlreadyOwnedError } from '../library/library.errors.ts';
import { AwaitingPaymentError, IdempotencyKeyReusedError, PriceChangedError } from './orders.errors.ts';
import { OrderNode } from './orders.schema.ts';

const COUNTER_STAFF = { permission: 'orders.manage' } as const;

const OutletRef = builder.prismaObject('Outlet', {
  description: "One of the shop's physical counters; `code` names it in /admin/shop-orders/{code} (the seed's `bmd`).",
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    active: t.exposeBoolean('active', { description: 'False: closed; its sales stay, new ones are refused.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  channel: t.field({ type: OrderChannelEnum, description: 'ONLINE (the web shop) or COUNTER (sold at an outlet by staff).', resolve: (o) => o.channel }),
  outlet: t.relation('outlet', { nullable: true, description: 'The outlet of a counter sale.' }),
  takenByName: t.string({
    nullable: true,
    description: 'The staff member who took a counter sale (staff only).',
    resolve: (o, _args, ctx) => (o.takenById && ctx.viewer?.permissions.has('orders.manage') ? loadStaffName(ctx, o.takenById) : null),
  }),
}));

const CounterPaymentEnum = builder.enumType('CounterPayment', {
  values: COUNTER_PAYMENTS,
  description: 'How a counter sale is paid: cash or bKash, at the counter.',
});

const CounterSaleLineInput = builder.inputType('CounterSaleLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    variantId: t.id({ description: 'Required for stationery that comes in variants.' }),
    quantity: t.int({ required: true }),
  }),
});

const PlaceCounterOrderInput = builder.inputType('PlaceCounterOrderInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: 'Made once per sale by the client (8-100 characters); a repeat returns the same sale.' }),
    outletCode: t.string({ required: true }),
    payment: t.field({ type: CounterPaymentEnum, required: true }),
    phone: t.string({ description: "The customer's mobile, optional (any Bangladeshi format); links the sale to their account when they have one." }),
    lines: t.field({ type: [CounterSaleLineInput], required: true }),
    expectedNetPoisha: t.int({ required: true, description: 'The total the staff member saw; another total answers PriceChangedError.' }),
  }),
});

const OutletInput = builder.inputType('OutletInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'Lower-case letters, digits, hyphens; unique.' }),
    name: t.string({ required: true }),
    address: t.string(),
    active: t.boolean({ description: 'Default true.' }),
  }),
});

builder.queryFields((t) => ({
  outlets: t.prismaField({
    type: [OutletRef],
    description: 'Every outlet, open ones first, by code (orders.manage).',
    authScopes: COUNTER_STAFF,
    resolve: (query, _root, _args, ctx) => ctx.prisma.outlet.findMany({ ...query, orderBy: [{ active: 'desc' }, { code: 'asc' }] }),
  }),
  outlet: t.field({
    type: OutletRef,
    description: 'One outlet by its code (orders.manage); NotFoundError for an unknown code.',
    authScopes: COUNTER_STAFF,
    errors: { types: [NotFoundError] },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => findOutlet(ctx.prisma, code),
  }),
  counterOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'serial',
    description: 'Counter sales, newest first, of one outlet when `outletCode` is given (orders.manage; an unknown code lists none: see `outlet`).',
    authScopes: COUNTER_STAFF,
    args: { outletCode: t.arg.string() },
    totalCount: (_parent, { outletCode }, ctx) => ctx.prisma.order.count({ where: counterOrdersWhere(outletCode) }),
    resolve: async (query, _root, { outletCode }, ctx) =>
      ctx.prisma.order.findMany({ ...query, where: counterOrdersWhere(outletCode), orderBy: { serial: 'desc' } }),
  }),
  counterProducts: t.prismaField({
    type: [ProductInterface],
    description: 'Products for the counter: by barcode (ISBN, variant SKU) exactly, else by title, author … through the catalogue search (orders.manage; at most 10).',
    authScopes: COUNTER_STAFF,
    args: { query: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => counterProductSearch(ctx, args.query, query),
  }),
}));

builder.mutationFields((t) => ({
  placeCounterOrder: t.field({
    type: OrderNode,
    description: 'Staff sell across the counter of an outlet, paid at once in cash or bKash; the invoice is issued in the same transaction (orders.manage).',
    authScopes: COUNTER_STAFF,
    errors: {
      types: [ValidationError, NotFoundError, OutOfStockError, PriceChangedError, IdempotencyKeyReusedError, AlreadyOwnedError, AwaitingPaymentError],
      dataField: { name: 'order' },
    },
    args: { input: t.arg({ type: PlaceCounterOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      (
        await placeCounterOrder(ctx, {
          ...input,
          lines: input.lines.map((l) => ({ productId: String(l.productId), variantId: l.variantId == null ? null : String(l.variantId), quantity: l.quantity })),
        })
      ).order,
  }),
  createOutlet: t.field({
    type: OutletRef,
    description: 'Adds an outlet (orders.manage).',
    authScopes: COUNTER_STAFF,
    errors: { types: [ValidationError], dataField: { name: 'outlet' } },
    args: { input: t.arg({ type: OutletInput, required: true }) },
    resolve: (_root, { input }, ctx) => createOutlet(ctx, input),
  }),
  updateOutlet: t.field({
    type: OutletRef,
    description: 'Changes an outlet, or closes it with active: false (orders.manage).',
    authScopes: COUNTER_STAFF,
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'outlet' } },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: OutletInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => updateOutlet(ctx, String(id), input),
  }),
}));
