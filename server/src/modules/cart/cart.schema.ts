import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { ProductInterface } from '../catalog/product.schema.ts';
import { CouponDiscountTypeEnum, CouponInvalidReasonEnum, discountLabel } from '../coupons/coupons.schema.ts';
import { CouponInvalidError } from '../coupons/coupons.errors.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';
import { DeliveryPlaceEnum } from '../delivery/delivery.schema.ts';
import { AlreadyOwnedError } from '../library/library.errors.ts';
import { OutOfStockError } from './cart.errors.ts';
import {
  addToCart,
  applyCoupon,
  cartViewOnce,
  ensureCart,
  MAX_LINE_QUANTITY,
  removeCartLine,
  removeCoupon,
  setDeliveryPlace,
  updateCartLineQuantity,
  type CartView,
  type CouponNotice,
} from './cart.service.ts';

builder.objectType(OutOfStockError, {
  name: 'OutOfStockError',
  description: 'Not enough stock for the quantity asked.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof OutOfStockError,
  fields: (t) => ({
    productTitle: t.exposeString('productTitle'),
    available: t.exposeInt('available', { description: 'The most the cart can hold (0: none left).' }),
    requested: t.exposeInt('requested'),
  }),
});

const AppliedCouponRef = builder.objectRef<NonNullable<CartView['coupon']>>('AppliedCoupon').implement({
  description: "The coupon on the customer's cart.",
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    discountType: t.field({ type: CouponDiscountTypeEnum, resolve: (c) => c.discountType }),
    value: t.exposeInt('value', { description: 'Whole percent (PERCENT) or poisha (FIXED).' }),
    label: t.string({ description: 'e.g. "10% off, up to ৳200".', resolve: (c) => discountLabel(c) }),
  }),
});

const CouponNoticeRef = builder.objectRef<CouponNotice>('CouponNotice').implement({
  description: 'Why the coupon the customer applied does not count (any more): it was dropped from the cart.',
  fields: (t) => ({
    code: t.exposeString('code'),
    reason: t.field({ type: CouponInvalidReasonEnum, resolve: (n) => n.reason }),
    message: t.exposeString('message'),
  }),
});

const CartLineRef = builder.prismaObject('CartLine', {
  description: 'One product (and stationery variant) in the cart, at its current price.',
  fields: (t) => ({
    id: t.id({ description: 'What the line mutations (and the REST shim, as the bare UUID) take.', resolve: (l) => encodeGlobalID('CartLine', l.id) }),
    product: t.relation('product', { type: ProductInterface }),
    variantId: t.id({ nullable: true, description: 'The StationeryVariant id.', resolve: (l) => l.variantId }),
    variantLabel: t.string({ nullable: true, select: { variant: { select: { label: true } } }, resolve: (l) => l.variant?.label ?? null }),
    quantity: t.exposeInt('quantity'),
    source: t.exposeString('source', { description: 'Where the add came from (for reports).' }),
    unitPrice: t.field({ type: MoneyRef, select: { product: { select: { price: true } } }, resolve: (l) => l.product.price }),
    lineTotal: t.field({
      type: MoneyRef,
      select: { product: { select: { price: true } } },
      resolve: (l) => l.product.price * l.quantity,
    }),
    available: t.boolean({
      description: 'False once the product is unpublished: the line does not count towards the totals; remove it.',
      select: { product: { select: { published: true } } },
      resolve: (l) => l.product.published,
    }),
    maxQuantity: t.int({
      description: 'The most this line may hold now (1 for ebooks and courses; stock, at most 100, otherwise).',
      select: { product: { select: { kind: true, stock: true } }, variant: { select: { stock: true } } },
      resolve: (l) =>
        isDigitalKind(l.product.kind) ? 1 : Math.max(0, Math.min(MAX_LINE_QUANTITY, l.variant ? l.variant.stock : l.product.stock)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
void CartLineRef;

export const CartNode = builder.prismaNode('Cart', {
  id: { field: 'id' },
  description:
    "The signed-in customer's cart. Money is in poisha: netPrice = totalPrice − discountedAmount + deliveryCharges. " +
    'The summary fields carry the seed\'s names (qty, totalPrice, discountedAmount, netPrice, deliveryCharges, joiningId).',
  // Row level: only its owner reads a cart, also through node(id:).
  authScopes: (cart, ctx) => cart.userId === ctx.viewer?.id,
  fields: (t) => ({
    lines: t.relation('lines', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    qty: t.int({
      description: 'Units in the cart (the sum of the quantities of lines that count).',
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).qty,
    }),
    totalPrice: t.field({
      type: MoneyRef,
      description: 'Goods at current prices, before discount and delivery.',
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).totalPrice,
    }),
    discountedAmount: t.field({
      type: MoneyRef,
      description: "The coupon's discount (never more than the goods it applies to).",
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).discountedAmount,
    }),
    deliveryCharges: t.field({
      type: MoneyRef,
      description: 'One parcel: the highest charge among its goods for the chosen place; 0 before a place is chosen or for digital-only carts.',
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).deliveryCharges,
    }),
    netPrice: t.field({ type: MoneyRef, resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).netPrice }),
    deliveryPlace: t.field({ type: DeliveryPlaceEnum, nullable: true, resolve: (cart) => cart.deliveryPlace }),
    needsDelivery: t.boolean({
      description: 'The cart holds physical goods: a delivery place must be chosen before checkout.',
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).needsDelivery,
    }),
    hasStationery: t.boolean({
      description: "Stationery is in the cart (the old client's isStationary).",
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).hasStationery,
    }),
    coupon: t.field({
      type: AppliedCouponRef,
      nullable: true,
      description: 'The applied coupon while it applies.',
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).coupon,
    }),
    couponNotice: t.field({
      type: CouponNoticeRef,
      nullable: true,
      resolve: async (cart, _args, ctx) => (await cartViewOnce(ctx, cart)).couponNotice,
    }),
    joiningId: t.exposeString('joiningId', {
      nullable: true,
      description: 'The referral ("joining") code the student came with, carried into the order for reports; null unless one was given.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('cart', (t) =>
  t.prismaField({
    type: 'Cart',
    nullable: true,
    description: "The signed-in customer's cart (created on first use); null when signed out.",
    resolve: async (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      await ensureCart(ctx.prisma, ctx.viewer.id);
      return ctx.prisma.cart.findUnique({ ...query, where: { userId: ctx.viewer.id } });
    },
  }),
);

const AddToCartInput = builder.inputType('AddToCartInput', {
  fields: (t) => ({
    productId: t.id({ required: true, description: 'The product (global id of a Book, Ebook, Stationery, Bundle or Content).' }),
    variantId: t.id({ description: 'The StationeryVariant, for stationery that comes in variants.' }),
    quantity: t.int({ description: 'Default 1; ebooks and courses: always 1.' }),
    source: t.string({ description: 'Where the add came from (a page or campaign), for reports.' }),
  }),
});
const UpdateCartLineQuantityInput = builder.inputType('UpdateCartLineQuantityInput', {
  fields: (t) => ({ lineId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});
const RemoveCartLineInput = builder.inputType('RemoveCartLineInput', {
  fields: (t) => ({ lineId: t.id({ required: true }) }),
});
const ApplyCouponInput = builder.inputType('ApplyCouponInput', {
  fields: (t) => ({ code: t.string({ required: true, description: 'Any case.' }) }),
});
const SetDeliveryPlaceInput = builder.inputType('SetDeliveryPlaceInput', {
  fields: (t) => ({ place: t.field({ type: DeliveryPlaceEnum, required: true }) }),
});

const cartOf = async (view: Promise<CartView>) => (await view).cart;

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, OutOfStockError, AlreadyOwnedError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: AddToCartInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      cartOf(addToCart(ctx, { productId: String(input.productId), variantId: input.variantId, quantity: input.quantity, source: input.source })),
  }),
  updateCartLineQuantity: t.field({
    type: CartNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, OutOfStockError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: UpdateCartLineQuantityInput, required: true }) },
    resolve: (_root, { input }, ctx) => cartOf(updateCartLineQuantity(ctx, { lineId: String(input.lineId), quantity: input.quantity })),
  }),
  removeCartLine: t.field({
    type: CartNode,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: RemoveCartLineInput, required: true }) },
    resolve: (_root, { input }, ctx) => cartOf(removeCartLine(ctx, { lineId: String(input.lineId) })),
  }),
  applyCoupon: t.field({
    type: CartNode,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, CouponInvalidError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: ApplyCouponInput, required: true }) },
    resolve: (_root, { input }, ctx) => cartOf(applyCoupon(ctx, input)),
  }),
  removeCoupon: t.field({
    type: CartNode,
    description: 'Takes the coupon off the cart.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => cartOf(removeCoupon(ctx)),
  }),
  setDeliveryPlace: t.field({
    type: CartNode,
    description: 'Chooses where the parcel goes; the delivery charge is replaced, never added to.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: SetDeliveryPlaceInput, required: true }) },
    resolve: (_root, { input }, ctx) => cartOf(setDeliveryPlace(ctx, input)),
  }),
}));
