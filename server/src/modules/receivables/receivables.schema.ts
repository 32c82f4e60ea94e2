/** Courier receivables and refunds due by Dhaka month (reports.view to read; invoices.manage to record and close). */
import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { COURIER_LABELS, type CourierCode } from '../shipping/couriers/types.ts';
import type { AgeingFigures } from './receivables.queries.ts';
import { receivablesCsv, receivablesMonthCsv } from './receivables-csv.ts';
import {
  closeReceivablesMonth,
  MAX_MONTHS,
  receivableMonth,
  receivableMonths,
  recordCourierRemittance,
  type CourierRow,
  type MonthDetail,
  type MonthView,
  type RecordedRemittance,
  type RemittanceRow,
} from './receivables.service.ts';

const READ = 'reports.view';
const WRITE = 'invoices.manage';

// At most one row per courier the shop works with (the cost estimate's list size).
const COURIER_COUNT = Object.keys(COURIER_LABELS).length;
const money = (description?: string) => ({ type: MoneyRef, ...(description ? { description } : {}) });

const AgeingRef = builder.objectRef<AgeingFigures>('CourierAgeing').implement({
  description: "What a courier still owed at the as-of day, by the age of the deliveries it is left of (remittances pay the oldest first).",
  fields: (t) => ({
    days0to30: t.field({ ...money(), resolve: (a) => a.days0to30 }),
    days31to60: t.field({ ...money(), resolve: (a) => a.days31to60 }),
    days61to90: t.field({ ...money(), resolve: (a) => a.days61to90 }),
    over90: t.field({ ...money(), resolve: (a) => a.over90 }),
    total: t.field({ ...money(), resolve: (a) => a.total }),
    credit: t.field({ ...money('Remitted beyond everything delivered by then (paid ahead).'), resolve: (a) => a.credit }),
  }),
});

const CourierMonthRef = builder.objectRef<CourierRow>('CourierMonthFigures').implement({
  description: "One courier's month: parcels delivered in it, their COD collected and charges, remittances received in it.",
  fields: (t) => ({
    courier: t.exposeString('courier'),
    courierLabel: t.exposeString('courierLabel'),
    deliveries: t.exposeInt('deliveries'),
    collected: t.field({ ...money('COD collected on parcels delivered in the month.'), resolve: (c) => c.collected }),
    charges: t.field({ ...money("The courier's charges for those parcels."), resolve: (c) => c.charges }),
    remittances: t.exposeInt('remittances'),
    remitted: t.field({ ...money('Remittances received in the month.'), resolve: (c) => c.remitted }),
    owed: t.field({ ...money('Collected − charges − remitted (negative when the courier paid earlier months).'), resolve: (c) => c.owed }),
    ageing: t.field({ type: AgeingRef, resolve: (c) => c.ageing }),
  }),
});

const MonthTotalsRef = builder.objectRef<MonthView['totals']>('ReceivablesMonthTotals').implement({
  fields: (t) => ({
    deliveries: t.exposeInt('deliveries'),
    collected: t.field({ ...money(), resolve: (s) => s.collected }),
    charges: t.field({ ...money(), resolve: (s) => s.charges }),
    remitted: t.field({ ...money(), resolve: (s) => s.remitted }),
    owed: t.field({ ...money(), resolve: (s) => s.owed }),
    stillOwed: t.field({ ...money('What all couriers still owed at the ageing day.'), resolve: (s) => s.stillOwed }),
  }),
});

const PayablesRef = builder.objectRef<MonthView['payables']>('RefundsDue').implement({
  description: 'What the shop owes customers, by when it became due, still unpaid.',
  fields: (t) => ({
    latePayments: t.field({ ...money('Online payments that arrived after the order expired or was cancelled.'), resolve: (p) => p.latePayments }),
    orderRefunds: t.field({ ...money('Paid online orders cancelled or returned.'), resolve: (p) => p.orderRefunds }),
    codRefunds: t.field({ ...money('Cash-on-delivery orders returned after the cash was collected.'), resolve: (p) => p.codRefunds }),
    total: t.field({ ...money(), resolve: (p) => p.total }),
  }),
});

const MonthShipmentRef = builder.objectRef<MonthDetail['shipments'][number]>('ReceivablesShipment').implement({
  fields: (t) => ({
    cn: t.exposeString('cn'),
    courier: t.exposeString('courier'),
    courierLabel: t.exposeString('courierLabel'),
    orderNumber: t.exposeString('orderNumber'),
    deliveredAt: t.field({ type: 'DateTime', resolve: (s) => new Date(s.deliveredAt) }),
    collected: t.field({ ...money(), resolve: (s) => s.collected }),
    charge: t.field({ ...money(), resolve: (s) => s.charge }),
  }),
});

const RemittanceRef = builder.objectRef<RemittanceRow>('CourierRemittance').implement({
  description: 'Money a courier paid the shop, as staff recorded it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    courier: t.exposeString('courier'),
    courierLabel: t.exposeString('courierLabel'),
    amount: t.field({ ...money(), resolve: (r) => r.amount }),
    receivedOn: t.exposeString('receivedOn', { description: 'Dhaka day, YYYY-MM-DD.' }),
    reference: t.exposeString('reference'),
    note: t.exposeString('note'),
  }),
});

const RefundDueKindEnum = builder.enumType('RefundDueKind', { values: ['LATE_PAYMENT', 'ORDER_REFUND', 'COD_REFUND'] as const });
const RefundDueRef = builder.objectRef<MonthDetail['payableItems'][number]>('RefundDue').implement({
  fields: (t) => ({
    kind: t.field({ type: RefundDueKindEnum, resolve: (p) => p.kind }),
    orderNumber: t.exposeString('orderNumber'),
    dueSince: t.field({ type: 'DateTime', resolve: (p) => new Date(p.dueSince) }),
    amount: t.field({ ...money(), resolve: (p) => p.amount }),
  }),
});

const MonthRef = builder.objectRef<MonthView>('ReceivablesMonth').implement({
  description: 'One Dhaka month of courier receivables and refunds due; a closed month shows the figures it was closed with.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    ageingAsOf: t.exposeString('ageingAsOf', { description: "The day the ageing is taken at: the month's last day, or today for the month under way." }),
    closed: t.boolean({ resolve: (m) => m.closed !== null }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.closed?.at ?? null }),
    couriers: t.field({ type: [CourierMonthRef], complexity: { field: 1, multiplier: COURIER_COUNT }, resolve: (m) => m.couriers }),
    totals: t.field({ type: MonthTotalsRef, resolve: (m) => m.totals }),
    refundsDue: t.field({ type: PayablesRef, resolve: (m) => m.payables }),
    shipments: t.field({ type: [MonthShipmentRef], description: 'The parcels delivered in the month (at most 2000).', resolve: async (m) => (await m.detail()).shipments }),
    remittances: t.field({ type: [RemittanceRef], description: 'Remittances received in the month.', resolve: async (m) => (await m.detail()).remittances }),
    csv: t.string({ description: "The month's parcels, remittances and refunds due as CSV (UTF-8 with BOM, formula-safe).", resolve: async (m) => receivablesMonthCsv(m.month, await m.detail()) }),
    refundsDueItems: t.field({ type: [RefundDueRef], description: 'The refunds due behind `refundsDue`.', resolve: async (m) => (await m.detail()).payableItems }),
  }),
});

interface ReportArgs {
  before?: string | null;
  first: number;
}
const ReceivablesReportRef = builder.objectRef<{ months: MonthView[]; args: ReportArgs }>('ReceivablesReport').implement({
  fields: (t) => ({
    // Already counted by the report's `first`.
    months: t.field({ type: [MonthRef], description: 'Newest first.', complexity: { field: 1, multiplier: 1 }, resolve: (r) => r.months }),
    olderBefore: t.string({ description: 'Pass as `before` for the months before these.', resolve: (r) => r.months.at(-1)!.month }),
    csv: t.string({ description: 'These months as CSV (UTF-8 with BOM, formula-safe): one row per month and courier.', resolve: (r) => receivablesCsv(r.months) }),
  }),
});

builder.queryFields((t) => ({
  receivablesReport: t.field({
    type: ReceivablesReportRef,
    description: `Courier receivables and refunds due for \`first\` Dhaka months (at most ${MAX_MONTHS}) ending before \`before\` or with the current month (reports.view).`,
    authScopes: { permission: READ },
    errors: { types: [ValidationError], dataField: { name: 'report' } },
    args: { before: t.arg.string(), first: t.arg.int({ defaultValue: 12, required: true }) },
    resolve: async (_root, args, ctx) => ({ months: await receivableMonths(ctx.prisma, args), args }),
  }),
  receivablesMonth: t.field({
    type: MonthRef,
    description: 'One Dhaka month (YYYY-MM) with the parcels, remittances and refunds due behind it (reports.view). A month that cannot be is not found.',
    authScopes: { permission: READ },
    errors: { types: [NotFoundError], dataField: { name: 'month' } },
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, { month }, ctx) => receivableMonth(ctx.prisma, month),
  }),
}));

const CourierCodeEnum = builder.enumType('RemittanceCourier', { values: Object.keys(COURIER_LABELS) as CourierCode[] });
const RecordRemittanceInput = builder.inputType('RecordCourierRemittanceInput', {
  fields: (t) => ({
    courier: t.field({ type: CourierCodeEnum, required: true }),
    amountPoisha: t.int({ required: true }),
    receivedOn: t.string({ required: true, description: 'The Dhaka day the money arrived, YYYY-MM-DD (not after today).' }),
    reference: t.string(),
    note: t.string(),
  }),
});

const RecordedRemittanceRef = builder.objectRef<RecordedRemittance>('RecordedRemittance').implement({
  fields: (t) => ({
    remittance: t.field({ type: RemittanceRef, resolve: (r) => r.remittance }),
    inClosedMonth: t.exposeBoolean('inClosedMonth', { description: 'Dated in a closed month: that month stays as closed; later months count it.' }),
  }),
});

builder.mutationFields((t) => ({
  recordCourierRemittance: t.field({
    type: RecordedRemittanceRef,
    description: 'Records money a courier paid the shop (invoices.manage; audited).',
    authScopes: { permission: WRITE },
    errors: { types: [ValidationError], dataField: { name: 'recorded' } },
    args: { input: t.arg({ type: RecordRemittanceInput, required: true }) },
    resolve: (_root, { input }, ctx) => recordCourierRemittance(ctx, input),
  }),
  closeReceivablesMonth: t.field({
    type: MonthRef,
    description: 'Freezes a month that is over: from now on it shows the figures it has now (invoices.manage; audited). Closing a closed month answers with it.',
    authScopes: { permission: WRITE },
    errors: { types: [ValidationError], dataField: { name: 'month' } },
    args: { month: t.arg.string({ required: true }) },
    resolve: (_root, { month }, ctx) => closeReceivablesMonth(ctx, month),
  }),
}));
