/** The referral programme's GraphQL: joining ids on carts, representatives, their own reports. */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder, MAX_PAGE_SIZE } from '../../builder.ts';
import type { Context } from '../../context.ts';
import type { Representative } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { CartNode } from '../cart/cart.schema.ts';
import { OrderStatusEnum } from '../orders/orders.schema.ts';
import { dhakaDay } from '../support/dhaka-days.ts';
import { NotRepresentativeError, ReferralCodeError } from './referrals.errors.ts';
import {
  deactivateRepresentative,
  enrolRepresentative,
  referralMonths,
  referralOrders,
  setCartJoiningId,
  stationerySales,
  updateMyProfile,
  viewerRepresentative,
  type ReferralMonth,
  type ReferralOrderRow,
  type StationeryMonthSales,
  type StationeryProductSales,
} from './referrals.service.ts';

const ReferralCodeReasonEnum = builder.enumType('ReferralCodeReason', { values: ['UNKNOWN', 'INACTIVE', 'OWN_CODE'] as const });
const ReferralStandingEnum = builder.enumType('ReferralStanding', {
  description: 'EARNED: delivered, or paid and on its way. PENDING: unpaid and on its way (cash on delivery). VOID: cancelled, expired, returned or refunded.',
  values: ['EARNED', 'PENDING', 'VOID'] as const,
});

builder.objectType(ReferralCodeError, {
  name: 'ReferralCodeError',
  description: 'The joining id cannot go on the cart: nobody has it, it is no longer in use, or it is the viewer’s own.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ReferralCodeError,
  fields: (t) => ({
    reason: t.field({ type: ReferralCodeReasonEnum, resolve: (e) => e.reason }),
    joiningId: t.exposeString('joiningId'),
  }),
});

builder.objectType(NotRepresentativeError, {
  name: 'NotRepresentativeError',
  description: 'The viewer is not a campus representative.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotRepresentativeError,
  fields: () => ({}),
});

const ReferralOrderRef = builder.objectRef<ReferralOrderRow>('ReferralOrder').implement({
  description: 'An order a joining id brought. The customer is masked (initial and masked phone): representatives never see contact details.',
  fields: (t) => ({
    number: t.exposeString('number'),
    placedAt: t.expose('placedAt', { type: 'DateTime' }),
    placedOn: t.string({ description: 'The Dhaka calendar day, YYYY-MM-DD.', resolve: (o) => dhakaDay(o.placedAt) }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    standing: t.field({ type: ReferralStandingEnum, resolve: (o) => o.standing }),
    sales: t.field({ type: MoneyRef, description: 'Goods after the coupon, without delivery.', resolve: (o) => o.sales }),
    customer: t.exposeString('customer', { description: 'e.g. "R. 017******44".' }),
  }),
});

const ReferralMonthRef = builder.objectRef<ReferralMonth>('ReferralMonth').implement({
  description: 'The orders a joining id brought in one Dhaka calendar month.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (Asia/Dhaka).' }),
    orders: t.exposeInt('orders'),
    earnedOrders: t.exposeInt('earnedOrders'),
    pendingOrders: t.exposeInt('pendingOrders'),
    voidOrders: t.exposeInt('voidOrders', { description: 'Cancelled, expired, returned or refunded: shown, never counted.' }),
    earnedSales: t.field({ type: MoneyRef, description: 'Goods after the coupon of the earned orders.', resolve: (m) => m.earnedSales }),
  }),
});

const StationeryProductSalesRef = builder.objectRef<StationeryProductSales>('StationeryProductSales').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    quantity: t.exposeInt('quantity'),
    revenue: t.field({ type: MoneyRef, resolve: (r) => r.revenue }),
  }),
});
const StationeryMonthSalesRef = builder.objectRef<StationeryMonthSales>('StationeryMonthSales').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (Asia/Dhaka).' }),
    quantity: t.exposeInt('quantity'),
    revenue: t.field({ type: MoneyRef, resolve: (r) => r.revenue }),
  }),
});
const StationerySalesRef = builder.objectRef<Awaited<ReturnType<typeof stationerySales>>>('StationerySales').implement({
  description: 'Stationery lines of the earned orders a joining id brought, at their line totals.',
  fields: (t) => ({
    byProduct: t.field({ type: [StationeryProductSalesRef], resolve: (s) => s.byProduct }),
    byMonth: t.field({ type: [StationeryMonthSalesRef], resolve: (s) => s.byMonth }),
  }),
});

const isOwner = (rep: Representative, ctx: Context) => rep.userId === ctx.viewer?.id;
/** Reports: the representative, or staff who read the shop's reports. */
const reportScopes = (rep: Representative, ctx: Context) => isOwner(rep, ctx) || (ctx.viewer?.permissions.has('reports.view') ?? false);

export const RepresentativeNode = builder.prismaNode('Representative', {
  id: { field: 'id' },
  description: 'A campus representative of the referral programme: shoppers give their joining id in the cart.',
  // Row level, also through node(id:): the representative, or staff who manage users.
  authScopes: (rep, ctx) => isOwner(rep, ctx) || (ctx.viewer?.permissions.has('users.manage') ?? false),
  fields: (t) => ({
    joiningId: t.exposeString('joiningId'),
    displayName: t.exposeString('displayName'),
    institution: t.exposeString('institution'),
    payoutPhone: t.exposeString('payoutPhone', { nullable: true, description: 'The bKash number commissions are paid to.' }),
    active: t.exposeBoolean('active'),
    accountName: t.string({ select: { user: { select: { name: true } } }, resolve: (r) => r.user.name }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orders: t.connection(
      {
        type: ReferralOrderRef,
        description: 'The orders this joining id brought, newest first.',
        authScopes: (rep, _args, ctx) => reportScopes(rep, ctx),
        resolve: async (rep, args, ctx) => {
          const connection = await resolveOffsetConnection({ args, maxSize: MAX_PAGE_SIZE }, (page) => referralOrders(ctx, rep.joiningId, page));
          return { ...connection, totalCount: await ctx.prisma.order.count({ where: { joiningId: rep.joiningId } }) };
        },
      },
      { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }) },
    ),
    months: t.field({
      type: [ReferralMonthRef],
      description: 'Per Dhaka month, newest first (the last 36 months with orders).',
      authScopes: (rep, _args, ctx) => reportScopes(rep, ctx),
      resolve: (rep, _args, ctx) => referralMonths(ctx, rep.joiningId),
    }),
    stationerySales: t.field({
      type: StationerySalesRef,
      authScopes: (rep, _args, ctx) => reportScopes(rep, ctx),
      resolve: (rep, _args, ctx) => stationerySales(ctx, rep.joiningId),
    }),
  }),
});

builder.queryFields((t) => ({
  myRepresentative: t.prismaField({
    type: 'Representative',
    nullable: true,
    description: "The viewer's campus-representative profile; null for anyone who is not a representative (or signed out).",
    resolve: async (query, _root, _args, ctx) => {
      const rep = await viewerRepresentative(ctx);
      return rep && ctx.prisma.representative.findUnique({ ...query, where: { id: rep.id } });
    },
  }),
  representatives: t.prismaConnection({
    type: 'Representative',
    cursor: 'id',
    description: 'Campus representatives, newest first (users.manage).',
    authScopes: { permission: 'users.manage' },
    args: { active: t.arg.boolean() },
    totalCount: (_parent, { active }, ctx) => ctx.prisma.representative.count({ where: active == null ? {} : { active } }),
    resolve: (query, _root, { active }, ctx) =>
      ctx.prisma.representative.findMany({ ...query, where: active == null ? {} : { active }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
}));

const SetCartJoiningIdInput = builder.inputType('SetCartJoiningIdInput', {
  fields: (t) => ({ joiningId: t.string({ description: 'Any case; null or blank takes the code off the cart.' }) }),
});
const RepresentativeProfileInput = builder.inputType('RepresentativeProfileInput', {
  fields: (t) => ({
    displayName: t.string({ required: true }),
    institution: t.string({ required: true, description: 'College or university.' }),
    payoutPhone: t.string({ description: 'bKash number (any Bangladeshi format); blank for none.' }),
  }),
});
const EnrolRepresentativeInput = builder.inputType('EnrolRepresentativeInput', {
  fields: (t) => ({
    userId: t.id({ required: true, description: 'The customer (User global id).' }),
    joiningId: t.string({ description: 'For a new representative; REP-XXXXXX when left out. An existing one keeps theirs.' }),
    displayName: t.string({ required: true }),
    institution: t.string({ required: true }),
    payoutPhone: t.string(),
  }),
});
const DeactivateRepresentativeInput = builder.inputType('DeactivateRepresentativeInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  setCartJoiningId: t.field({
    type: CartNode,
    description: "Puts a campus representative's joining id on the cart (the order keeps it), or takes it off.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ReferralCodeError], dataField: { name: 'cart' } },
    args: { input: t.arg({ type: SetCartJoiningIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => (await setCartJoiningId(ctx, input)).cart,
  }),
  updateMyRepresentativeProfile: t.field({
    type: RepresentativeNode,
    description: "The representative edits their own profile (not the joining id).",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotRepresentativeError], dataField: { name: 'representative' } },
    args: { input: t.arg({ type: RepresentativeProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMyProfile(ctx, input),
  }),
  enrolRepresentative: t.field({
    type: RepresentativeNode,
    description: 'Makes a customer a campus representative, or re-activates and updates one (users.manage; audited).',
    authScopes: { permission: 'users.manage' },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'representative' } },
    args: { input: t.arg({ type: EnrolRepresentativeInput, required: true }) },
    resolve: (_root, { input }, ctx) => enrolRepresentative(ctx, { ...input, userId: String(input.userId) }),
  }),
  deactivateRepresentative: t.field({
    type: RepresentativeNode,
    description: "Stops a representative's joining id being accepted in carts; their reports stay (users.manage; audited).",
    authScopes: { permission: 'users.manage' },
    errors: { types: [NotFoundError], dataField: { name: 'representative' } },
    args: { input: t.arg({ type: DeactivateRepresentativeInput, required: true }) },
    resolve: (_root, { input }, ctx) => deactivateRepresentative(ctx, String(input.id)),
  }),
}));
