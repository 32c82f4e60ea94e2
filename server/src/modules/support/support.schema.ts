/** The support desk's GraphQL: customers, calls, the work queue, agents' coupons and the desk's day. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { AgentCouponLimit, Coupon, Order, SupportNote } from '../../generated/prisma/client.ts';
import { checkInstants } from '../../shared/date-inputs.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { ensureCart, cartView } from '../cart/cart.service.ts';
import { CouponDiscountTypeEnum, discountLabel } from '../coupons/coupons.schema.ts';
import { OrderStatusEnum, PaymentMethodEnum, PaymentStatusEnum } from '../orders/orders.schema.ts';
import { OrderTransitionError, PaymentUnavailableError } from '../orders/orders.errors.ts';
import { COUPON_STAT_GROUPS, couponAllowance, couponStats, issueCustomerCoupon, setAgentCouponLimit, type CouponAllowance, type CouponStatRow } from './agent-coupons.service.ts';
import { CALL_OUTCOMES, callWhere, logCall } from './calls.service.ts';
import { dueFollowUpsWhere } from './follow-ups.ts';
import { addCustomerNote, resendPaymentLink } from './customer-actions.service.ts';
import { customerIdOf, findCustomers } from './customers.service.ts';
import { deskDashboard, type DeskFigures } from './dashboard.service.ts';
import { dhakaDayRange } from './dhaka-days.ts';
import { QUEUE_KINDS, claimQueueItem, finishQueueItem, supportQueue, type ClaimedQueueItem } from './queue.service.ts';
import { CouponLimitError, CouponRecipientError, QueueItemTakenError } from './support.errors.ts';
import { TIMELINE_KINDS, customerTimeline, type NamedTimelineEntry } from './timeline.ts';

const SUPPORT = { permission: 'support.access' } as const;

builder.objectType(QueueItemTakenError, {
  name: 'QueueItemTakenError',
  description: 'Another agent holds the queue item or already dealt with it.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof QueueItemTakenError,
  fields: (t) => ({ claimedBy: t.exposeString('claimedBy', { nullable: true, description: "The other agent's name." }) }),
});

builder.objectType(CouponLimitError, {
  name: 'CouponLimitError',
  description: 'The coupon is beyond what the agent may issue (per day, percent or amount).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CouponLimitError,
  fields: () => ({}),
});

builder.objectType(CouponRecipientError, {
  name: 'CouponRecipientError',
  description: 'Support coupons are for customers: not for the issuer, nor for any staff account.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CouponRecipientError,
  fields: () => ({}),
});

const CallDirectionEnum = builder.enumType('CallDirection', { values: ['INBOUND', 'OUTBOUND'] as const });
const CallOutcomeEnum = builder.enumType('CallOutcome', { values: CALL_OUTCOMES });
const TimelineKindEnum = builder.enumType('SupportTimelineKind', { values: TIMELINE_KINDS });
const QueueKindEnum = builder.enumType('SupportQueueKind', { values: QUEUE_KINDS });
const CouponStatGroupEnum = builder.enumType('CouponStatGroup', { values: COUPON_STAT_GROUPS });

const orderGlobalId = (id: string | null) => (id ? encodeGlobalID('Order', id) : null);

const TimelineEntryRef = builder.objectRef<NamedTimelineEntry>('SupportTimelineEntry').implement({
  description: "One event of a customer's history, as the support desk sees it.",
  fields: (t) => ({
    kind: t.field({ type: TimelineKindEnum, resolve: (e) => e.kind }),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    actorName: t.exposeString('actorName', { nullable: true, description: 'The staff member who did it.' }),
    orderId: t.id({ nullable: true, resolve: (e) => orderGlobalId(e.orderId) }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
  }),
});

const SupportOrderRef = builder.objectRef<Order>('SupportOrder').implement({
  description: "An order as the support desk sees it (agents may not manage orders, only help with them).",
  fields: (t) => ({
    id: t.id({ resolve: (o) => encodeGlobalID('Order', o.id) }),
    number: t.exposeString('number'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.paymentStatus }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    netTotal: t.field({ type: MoneyRef, resolve: (o) => o.netTotal }),
    phone: t.exposeString('phone'),
    placedAt: t.field({ type: 'DateTime', resolve: (o) => o.placedAt }),
    payable: t.boolean({
      description: 'Unpaid online order that can still be paid: a payment link can be sent.',
      resolve: (o) => o.status === 'PENDING_PAYMENT' && o.paymentMethod !== 'COD' && (!o.expiresAt || o.expiresAt > new Date()),
    }),
  }),
});

interface CartSummary {
  lines: { title: string; quantity: number; lineTotal: number }[];
  netPrice: number;
  couponCode: string | null;
}

const SupportCartLineRef = builder.objectRef<CartSummary['lines'][number]>('SupportCartLine').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.field({ type: MoneyRef, resolve: (l) => l.lineTotal }),
  }),
});

const SupportCartRef = builder.objectRef<CartSummary>('SupportCart').implement({
  description: "The customer's cart now.",
  fields: (t) => ({
    lines: t.field({ type: [SupportCartLineRef], resolve: (c) => c.lines }),
    netPrice: t.field({ type: MoneyRef, resolve: (c) => c.netPrice }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
  }),
});

const SupportCustomerRef = builder.objectRef<{ id: string }>('SupportCustomer').implement({
  description: "A customer's page at the support desk.",
  fields: (t) => ({
    user: t.prismaField({
      type: 'User',
      resolve: (query, customer, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: customer.id } }),
    }),
    timeline: t.field({
      type: [TimelineEntryRef],
      description: 'Orders, payments, calls, notes and coupons, newest first (at most 100).',
      resolve: (customer, _args, ctx) => customerTimeline(ctx.prisma, customer.id),
    }),
    orders: t.field({
      type: [SupportOrderRef],
      description: 'The newest 50 orders.',
      resolve: (customer, _args, ctx) => ctx.prisma.order.findMany({ where: { customerId: customer.id }, orderBy: { placedAt: 'desc' }, take: 50 }),
    }),
    texts: t.prismaField({
      type: ['SmsMessage'],
      description: "The newest 20 text messages to the customer's phone (audit.view).",
      authScopes: { permission: 'audit.view' },
      resolve: async (query, customer, _args, ctx) => {
        const { phone } = await ctx.prisma.user.findUniqueOrThrow({ where: { id: customer.id }, select: { phone: true } });
        if (!phone) return [];
        return ctx.prisma.smsMessage.findMany({ ...query, where: { to: phone }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: 20 });
      },
    }),
    cart: t.field({
      type: SupportCartRef,
      resolve: async (customer, _args, ctx) => {
        const view = await cartView(ctx.prisma, await ensureCart(ctx.prisma, customer.id));
        return {
          lines: view.lines.map((l) => ({ title: l.product.title, quantity: l.quantity, lineTotal: l.lineTotal })),
          netPrice: view.netPrice,
          couponCode: view.coupon?.code ?? null,
        };
      },
    }),
  }),
});

builder.prismaNode('SupportCall', {
  id: { field: 'id' },
  description: 'A phone call an agent made or took.',
  authScopes: SUPPORT,
  fields: (t) => ({
    direction: t.field({ type: CallDirectionEnum, resolve: (c) => c.direction }),
    phone: t.exposeString('phone'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    durationSeconds: t.exposeInt('durationSeconds'),
    outcome: t.field({ type: CallOutcomeEnum, resolve: (c) => c.outcome }),
    reason: t.exposeString('reason'),
    notes: t.exposeString('notes'),
    followUpOn: t.string({ nullable: true, description: 'The Dhaka day to call back (YYYY-MM-DD).', resolve: (c) => c.followUpOn?.toISOString().slice(0, 10) ?? null }),
    followUpDone: t.boolean({ resolve: (c) => c.followUpDoneAt !== null }),
    agentName: t.string({ nullable: true, select: { agent: { select: { name: true } } }, resolve: (c) => c.agent?.name ?? null }),
    customerId: t.id({ nullable: true, resolve: (c) => (c.customerId ? encodeGlobalID('User', c.customerId) : null) }),
    customerName: t.string({ nullable: true, select: { customer: { select: { name: true } } }, resolve: (c) => c.customer?.name ?? null }),
    orderNumber: t.string({ nullable: true, select: { order: { select: { number: true } } }, resolve: (c) => c.order?.number ?? null }),
  }),
});

const SupportNoteRef = builder.objectRef<SupportNote>('SupportNote').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
  }),
});

const IssuedCouponRef = builder.objectRef<Coupon>('IssuedCoupon').implement({
  description: 'A single-use coupon issued to one customer from the support desk.',
  fields: (t) => ({
    code: t.exposeString('code'),
    discountType: t.field({ type: CouponDiscountTypeEnum, resolve: (c) => c.discountType }),
    value: t.exposeInt('value'),
    label: t.string({ resolve: (c) => discountLabel(c) }),
    reason: t.exposeString('issueReason'),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.endsAt }),
  }),
});

const QueueItemRef = builder.objectRef<ClaimedQueueItem>('SupportQueueItem').implement({
  description: 'One item of the support work queue.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Stable while the item waits; claimQueueItem takes it.' }),
    kind: t.field({ type: QueueKindEnum, resolve: (i) => i.kind }),
    at: t.field({ type: 'DateTime', description: 'Since when it waits.', resolve: (i) => i.at }),
    title: t.exposeString('title'),
    detail: t.exposeString('detail'),
    phone: t.exposeString('phone'),
    customerId: t.id({ nullable: true, resolve: (i) => (i.customerId ? encodeGlobalID('User', i.customerId) : null) }),
    orderId: t.id({ nullable: true, resolve: (i) => orderGlobalId(i.orderId) }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    claimedByName: t.exposeString('claimedByName', { nullable: true }),
    claimedByViewer: t.boolean({ resolve: (i, _args, ctx) => i.claimedById !== null && i.claimedById === ctx.viewer?.id }),
  }),
});

const CouponStatRowRef = builder.objectRef<CouponStatRow>('AgentCouponStat').implement({
  description: 'Support coupons of one agent, reason or week.',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    issued: t.exposeInt('issued'),
    redeemed: t.exposeInt('redeemed'),
    redemptionRate: t.float({ description: 'redeemed / issued, 0 to 1.', resolve: (r) => (r.issued ? r.redeemed / r.issued : 0) }),
    discountGiven: t.field({ type: MoneyRef, resolve: (r) => r.discountGiven }),
    revenue: t.field({ type: MoneyRef, description: 'Net totals of the sales that used them.', resolve: (r) => r.revenue }),
  }),
});

const AgentCouponLimitRef = builder.objectRef<AgentCouponLimit & { name: string; phone: string | null }>('AgentCouponLimit').implement({
  description: 'What one agent may issue.',
  fields: (t) => ({
    agentId: t.id({ resolve: (l) => encodeGlobalID('User', l.agentId) }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
    maxPerDay: t.exposeInt('maxPerDay'),
    maxPercent: t.exposeInt('maxPercent'),
    maxFixed: t.field({ type: MoneyRef, resolve: (l) => l.maxFixed }),
    configured: t.boolean({ description: 'False: no limit row yet, the agent may issue nothing.', resolve: (l) => l.updatedAt.getTime() > 0 }),
  }),
});

const CouponAllowanceRef = builder.objectRef<CouponAllowance>('CouponAllowance').implement({
  description: 'What the signed-in member of staff may issue from the support desk today.',
  fields: (t) => ({
    unlimited: t.exposeBoolean('unlimited', { description: 'Coupon managers issue without limits.' }),
    configured: t.exposeBoolean('configured', { description: 'False: no limits set yet; an agent may issue nothing until an admin sets them.' }),
    maxPerDay: t.exposeInt('maxPerDay'),
    maxPercent: t.exposeInt('maxPercent'),
    maxFixed: t.field({ type: MoneyRef, resolve: (a) => a.maxFixed }),
    issuedToday: t.exposeInt('issuedToday', { description: 'Coupons issued to customers this Dhaka day.' }),
    remainingToday: t.exposeInt('remainingToday', { nullable: true, description: 'How many more today; null when unlimited.' }),
  }),
});

const DeskFiguresRef = builder.objectRef<DeskFigures>('SupportDeskFigures').implement({
  fields: (t) => ({
    callsMade: t.exposeInt('callsMade'),
    confirmations: t.exposeInt('confirmations'),
    couponsIssued: t.exposeInt('couponsIssued'),
  }),
});

const DeskDashboardRef = builder.objectRef<Awaited<ReturnType<typeof deskDashboard>>>('SupportDeskDashboard').implement({
  fields: (t) => ({
    from: t.field({ type: 'DateTime', resolve: (d) => d.from }),
    before: t.field({ type: 'DateTime', resolve: (d) => d.before }),
    mine: t.field({ type: DeskFiguresRef, resolve: (d) => d.mine }),
    minePrevious: t.field({ type: DeskFiguresRef, description: 'The equal period before.', resolve: (d) => d.minePrevious }),
    team: t.field({ type: DeskFiguresRef, resolve: (d) => d.team }),
    teamPrevious: t.field({ type: DeskFiguresRef, resolve: (d) => d.teamPrevious }),
    queueSize: t.exposeInt('queueSize'),
  }),
});

const CallFilter = builder.inputType('SupportCallFilter', {
  fields: (t) => ({
    agentId: t.id(),
    customerId: t.id(),
    outcome: t.field({ type: CallOutcomeEnum }),
    from: t.field({ type: 'DateTime' }),
    before: t.field({ type: 'DateTime' }),
  }),
});

/** [from, before) given, else today in Dhaka; at most a year, within the days dates take (shared/date-inputs.ts). */
function period(args: { from?: Date | null; before?: Date | null }, now = new Date()) {
  checkInstants({ from: args.from, before: args.before });
  const today = dhakaDayRange(now);
  const from = args.from ?? today.from;
  const before = args.before ?? (args.from ? now : today.to);
  if (before <= from || before.getTime() - from.getTime() > 366 * 86_400_000) {
    throw new ValidationError([{ field: 'before', message: 'Choose a period of at most a year that ends after it starts' }]);
  }
  return { from, before };
}

builder.queryFields((t) => ({
  supportCustomers: t.prismaField({
    type: ['User'],
    description: 'Customers by phone (any Bangladeshi format), email, name or order number; at most 20 (support.access).',
    authScopes: SUPPORT,
    args: { search: t.arg.string({ required: true }) },
    resolve: (query, _root, { search }, ctx) => findCustomers(ctx, search, query),
  }),
  supportCustomer: t.field({
    type: SupportCustomerRef,
    description: "A customer's page: timeline, orders, cart (support.access).",
    authScopes: SUPPORT,
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ({ id: await customerIdOf(ctx.prisma, id) }),
  }),
  supportCalls: t.prismaConnection({
    type: 'SupportCall',
    cursor: 'id',
    description: 'Calls, newest first, with filters (support.access).',
    authScopes: SUPPORT,
    args: { filter: t.arg({ type: CallFilter }) },
    totalCount: (_parent, { filter }, ctx) => ctx.prisma.supportCall.count({ where: callWhere(filter) }),
    resolve: (query, _root, { filter }, ctx) =>
      ctx.prisma.supportCall.findMany({ ...query, where: callWhere(filter), orderBy: [{ startedAt: 'desc' }, { id: 'asc' }] }),
  }),
  supportFollowUpsDue: t.prismaField({
    type: ['SupportCall'],
    description: 'Calls whose follow-up day (Dhaka) has come and nobody called back yet, oldest first (support.access).',
    authScopes: SUPPORT,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.supportCall.findMany({ ...query, where: dueFollowUpsWhere(), orderBy: [{ followUpOn: 'asc' }, { startedAt: 'asc' }], take: 100 }),
  }),
  supportQueue: t.field({
    type: [QueueItemRef],
    description: 'The work queue: follow-ups due, COD orders to confirm, failed or abandoned payments (support.access).',
    authScopes: SUPPORT,
    resolve: (_root, _args, ctx) => supportQueue(ctx.prisma),
  }),
  supportDashboard: t.field({
    type: DeskDashboardRef,
    description: "The viewer's and the team's figures of a period (default today in Dhaka) and the equal period before (support.access).",
    authScopes: SUPPORT,
    errors: { types: [ValidationError] },
    args: { from: t.arg({ type: 'DateTime' }), before: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => deskDashboard(ctx.prisma, ctx.viewer!.id, period(args)),
  }),
  agentCouponStats: t.field({
    type: [CouponStatRowRef],
    description: 'Support coupons by agent, reason or Dhaka week over a period (default the last 12 weeks) (support.access).',
    authScopes: SUPPORT,
    errors: { types: [ValidationError] },
    args: {
      groupBy: t.arg({ type: CouponStatGroupEnum, required: true }),
      from: t.arg({ type: 'DateTime' }),
      before: t.arg({ type: 'DateTime' }),
    },
    resolve: (_root, args, ctx) => {
      const now = new Date();
      const range = period({ from: args.from ?? new Date(now.getTime() - 84 * 86_400_000), before: args.before ?? now });
      return couponStats(ctx.prisma, { groupBy: args.groupBy, ...range });
    },
  }),
  myCouponAllowance: t.field({
    type: CouponAllowanceRef,
    description: "The viewer's coupon limits and today's count, shown on the issue form before they type (coupons.issue).",
    authScopes: { permission: 'coupons.issue' },
    resolve: (_root, _args, ctx) => couponAllowance(ctx),
  }),
  agentCouponLimits: t.field({
    type: [AgentCouponLimitRef],
    description: 'Every account that may issue coupons from the support desk, with its limits (coupons.manage).',
    authScopes: { permission: 'coupons.manage' },
    resolve: async (_root, _args, ctx) => {
      const agents = await ctx.prisma.user.findMany({
        where: { roles: { some: { role: { permissions: { some: { permission: 'coupons.issue' } } } } } },
        include: { agentCouponLimit: true },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        take: 200,
      });
      return agents.map((a) => ({
        ...(a.agentCouponLimit ?? { agentId: a.id, maxPerDay: 0, maxPercent: 0, maxFixed: 0, updatedById: null, updatedAt: new Date(0) }),
        name: a.name,
        phone: a.phone,
      }));
    },
  }),
}));

const idOf = (value: string | number) => String(value);

builder.mutationFields((t) => ({
  addCustomerNote: t.field({
    type: SupportNoteRef,
    authScopes: SUPPORT,
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'note' } },
    args: { input: t.arg({ type: builder.inputType('AddCustomerNoteInput', { fields: (f) => ({ customerId: f.id({ required: true }), body: f.string({ required: true }) }) }), required: true }) },
    resolve: (_root, { input }, ctx) => addCustomerNote(ctx, { customerId: idOf(input.customerId), body: input.body }),
  }),
  logCall: t.prismaField({
    type: 'SupportCall',
    description: 'Records a call; the customer and phone may come from the order. Closes earlier follow-ups of the customer.',
    authScopes: SUPPORT,
    errors: { types: [ValidationError], dataField: { name: 'call' } },
    args: {
      input: t.arg({
        type: builder.inputType('LogCallInput', {
          fields: (f) => ({
            customerId: f.id(),
            orderId: f.id(),
            direction: f.field({ type: CallDirectionEnum, required: true }),
            phone: f.string({ description: 'Any Bangladeshi format; default the order\'s or customer\'s.' }),
            startedAt: f.field({ type: 'DateTime', description: 'Default now.' }),
            durationSeconds: f.int(),
            outcome: f.field({ type: CallOutcomeEnum, required: true }),
            reason: f.string(),
            notes: f.string(),
            followUpOn: f.string({ description: 'YYYY-MM-DD (Dhaka day).' }),
            queueItemKey: f.string({ description: 'The queue item the call dealt with: it leaves the queue.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const call = await logCall(ctx, { ...input, customerId: input.customerId ?? null, orderId: input.orderId ?? null });
      // Only `__typename` asked for: an empty selection, which Prisma refuses.
      const selection = query.select && Object.keys(query.select).length === 0 ? {} : query;
      return ctx.prisma.supportCall.findUniqueOrThrow({ ...selection, where: { id: call.id } });
    },
  }),
  issueCustomerCoupon: t.field({
    type: IssuedCouponRef,
    description: "A single-use coupon for one customer, within the agent's limits; texted to the customer.",
    authScopes: { permission: 'coupons.issue' },
    errors: { types: [ValidationError, NotFoundError, CouponLimitError, CouponRecipientError], dataField: { name: 'coupon' } },
    args: {
      input: t.arg({
        type: builder.inputType('IssueCustomerCouponInput', {
          fields: (f) => ({
            customerId: f.id({ required: true }),
            discountType: f.field({ type: CouponDiscountTypeEnum, required: true }),
            value: f.int({ required: true, description: 'Whole percent, or poisha.' }),
            reason: f.string({ required: true }),
            validDays: f.int({ description: '1-90, default 30.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_root, { input }, ctx) => issueCustomerCoupon(ctx, { ...input, customerId: idOf(input.customerId) }),
  }),
  resendPaymentLink: t.field({
    type: SupportOrderRef,
    description: 'Opens a fresh payment for an unpaid online order and texts the link to the customer.',
    authScopes: SUPPORT,
    errors: { types: [ValidationError, NotFoundError, OrderTransitionError, PaymentUnavailableError], dataField: { name: 'order' } },
    args: { input: t.arg({ type: builder.inputType('ResendPaymentLinkInput', { fields: (f) => ({ orderId: f.id({ required: true }) }) }), required: true }) },
    resolve: (_root, { input }, ctx) => resendPaymentLink(ctx, { orderId: idOf(input.orderId) }),
  }),
  claimQueueItem: t.field({
    type: QueueItemRef,
    description: 'Takes a queue item for the viewer; QueueItemTakenError when another agent has it.',
    authScopes: SUPPORT,
    errors: { types: [ValidationError, QueueItemTakenError], dataField: { name: 'item' } },
    args: { input: t.arg({ type: builder.inputType('ClaimQueueItemInput', { fields: (f) => ({ key: f.string({ required: true }) }) }), required: true }) },
    resolve: (_root, { input }, ctx) => claimQueueItem(ctx, input.key),
  }),
  finishQueueItem: t.field({
    type: 'String',
    description: "Marks the viewer's claimed item done: it leaves the queue. Answers the item's key.",
    authScopes: SUPPORT,
    errors: { types: [ValidationError], dataField: { name: 'key' } },
    args: { input: t.arg({ type: builder.inputType('FinishQueueItemInput', { fields: (f) => ({ key: f.string({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!(await finishQueueItem(ctx, input.key))) throw new ValidationError([{ field: 'key', message: 'Claim the item first.' }]);
      return input.key;
    },
  }),
  setAgentCouponLimit: t.field({
    type: AgentCouponLimitRef,
    description: 'Sets what an agent may issue: coupons per Dhaka day, highest percent, highest amount (coupons.manage).',
    authScopes: { permission: 'coupons.manage' },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'limit' } },
    args: {
      input: t.arg({
        type: builder.inputType('SetAgentCouponLimitInput', {
          fields: (f) => ({
            agentId: f.id({ required: true }),
            maxPerDay: f.int({ required: true }),
            maxPercent: f.int({ required: true }),
            maxFixed: f.int({ required: true, description: 'Poisha.' }),
          }),
        }),
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const limit = await setAgentCouponLimit(ctx, { ...input, agentId: idOf(input.agentId) });
      const agent = await ctx.prisma.user.findUniqueOrThrow({ where: { id: limit.agentId }, select: { name: true, phone: true } });
      return { ...limit, ...agent };
    },
  }),
}));
