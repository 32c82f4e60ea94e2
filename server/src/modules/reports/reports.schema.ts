import { builder } from '../../builder.ts';
import { ValidationError } from '../../shared/errors.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { OrderStatusEnum } from '../orders/orders.schema.ts';
import { SALES_CHANNELS } from './channel.ts';
import { salesCsv } from './report-csv.ts';
import {
  REPORT_GRAINS,
  SALES_DIMENSIONS,
  ordersByStatus,
  parseReportRange,
  previousRange,
  salesBreakdown,
  salesSeries,
  salesTotals,
  type ReportRange,
  type SalesFigure,
  type SalesTotals,
  type SeriesPoint,
} from './reports.service.ts';
import type { OrderStatus, ProductKind } from '../../generated/prisma/client.ts';
import { ProductKindEnum } from '../catalog/product.schema.ts';

const ReportGrainEnum = builder.enumType('ReportGrain', {
  description: 'How a sales series is cut: by Dhaka day, week (Monday first) or month.',
  values: REPORT_GRAINS,
});
const SalesDimensionEnum = builder.enumType('SalesDimension', {
  description: 'What sales are grouped by. PRODUCT, KIND, SECTION and SOURCE group order lines; COUPON, PAYMENT_METHOD and CHANNEL group orders.',
  values: SALES_DIMENSIONS,
});
const SalesChannelEnum = builder.enumType('SalesChannel', { description: 'Online shop or shop counter.', values: SALES_CHANNELS });

const SalesTotalsRef = builder.objectRef<SalesTotals>('SalesTotals').implement({
  description: 'Sales over a range: orders placed in it and not cancelled, expired or undone.',
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    units: t.exposeInt('units'),
    goods: t.field({ type: MoneyRef, description: 'Goods at the prices of placement.', resolve: (s) => s.goods }),
    discount: t.field({ type: MoneyRef, description: 'Coupon discounts.', resolve: (s) => s.discount }),
    delivery: t.field({ type: MoneyRef, description: 'Delivery charges.', resolve: (s) => s.delivery }),
    revenue: t.field({ type: MoneyRef, description: 'What customers pay: goods less discount plus delivery.', resolve: (s) => s.revenue }),
    averageOrderValue: t.field({
      type: MoneyRef,
      description: 'Revenue per order, rounded to the poisha (0 without orders).',
      resolve: (s) => (s.orders ? Math.round(s.revenue / s.orders) : 0),
    }),
  }),
});

const SalesPointRef = builder.objectRef<SeriesPoint>('SalesPoint').implement({
  description: 'One Dhaka day, week or month of a series; a bucket without sales has zeros.',
  fields: (t) => ({
    start: t.exposeString('start', { description: "The bucket's first day, YYYY-MM-DD (Dhaka)." }),
    orders: t.exposeInt('orders'),
    revenue: t.field({ type: MoneyRef, description: 'What customers pay.', resolve: (p) => p.revenue }),
    discount: t.field({ type: MoneyRef, resolve: (p) => p.discount }),
  }),
});

const SalesFigureRef = builder.objectRef<SalesFigure>('SalesFigure').implement({
  description: 'Sales of one group (a product, kind, section, source, coupon, payment method or channel).',
  fields: (t) => ({
    key: t.exposeString('key', { description: "The group's id or value ('' for none: no coupon, no section, direct)." }),
    label: t.exposeString('label'),
    orders: t.exposeInt('orders'),
    units: t.exposeInt('units'),
    revenue: t.field({
      type: MoneyRef,
      description: 'By product, kind, section or source: the lines before discount. By coupon, payment method or channel: what the orders pay.',
      resolve: (f) => f.revenue,
    }),
    discount: t.field({ type: MoneyRef, description: 'Coupon discounts (order groupings only).', resolve: (f) => f.discount }),
    kind: t.field({
      type: ProductKindEnum,
      nullable: true,
      description: "By product: the product's kind (a printed book and its ebook may share a title); null for other groupings.",
      resolve: (f) => f.kind as ProductKind | null,
    }),
  }),
});

const StatusCountRef = builder.objectRef<{ status: string; orders: number }>('OrderStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (s) => s.status as OrderStatus }),
    orders: t.exposeInt('orders'),
  }),
});

const MAX_ROWS = 500;

const SalesReportRef = builder.objectRef<ReportRange>('SalesReport');
SalesReportRef.implement({
  description: 'Sales between two Dhaka days (both included). Each field runs its own SQL aggregate when asked for.',
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    totals: t.field({
      type: SalesTotalsRef,
      args: { channel: t.arg({ type: SalesChannelEnum }) },
      resolve: (range, { channel }, ctx) => salesTotals(ctx.prisma, range, channel),
    }),
    previous: t.field({
      type: SalesReportRef,
      description: 'The period of the same length just before this one (for the change against it).',
      resolve: (range) => previousRange(range),
    }),
    series: t.field({
      type: [SalesPointRef],
      args: { grain: t.arg({ type: ReportGrainEnum, defaultValue: 'DAY', required: true }), channel: t.arg({ type: SalesChannelEnum }) },
      resolve: (range, { grain, channel }, ctx) => salesSeries(ctx.prisma, range, grain, channel),
    }),
    breakdown: t.field({
      type: [SalesFigureRef],
      description: `Largest revenue first; at most ${MAX_ROWS} rows.`,
      args: { by: t.arg({ type: SalesDimensionEnum, required: true }), first: t.arg.int({ defaultValue: 20, required: true }) },
      resolve: (range, { by, first }, ctx) => salesBreakdown(ctx.prisma, range, by, Math.min(Math.max(first, 1), MAX_ROWS)),
    }),
    ordersByStatus: t.field({
      type: [StatusCountRef],
      description: 'Every order placed in the range, by its status now.',
      resolve: (range, _args, ctx) => ordersByStatus(ctx.prisma, range),
    }),
    csv: t.string({
      description: 'A CSV file (UTF-8 with BOM, formula-safe): the series by `grain`, or the breakdown `by` a grouping when given.',
      args: { grain: t.arg({ type: ReportGrainEnum, defaultValue: 'DAY', required: true }), by: t.arg({ type: SalesDimensionEnum }) },
      resolve: (range, { grain, by }, ctx) => salesCsv(ctx.prisma, range, by ? { by, limit: MAX_ROWS } : { grain }),
    }),
  }),
});

const ReportRangeInput = builder.inputType('ReportRangeInput', {
  fields: (t) => ({
    from: t.string({ required: true, description: 'First Dhaka day, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'Last Dhaka day, YYYY-MM-DD (included).' }),
  }),
});

builder.queryField('salesReport', (t) =>
  t.field({
    type: SalesReportRef,
    description: 'Sales figures between two Dhaka days (reports.view).',
    authScopes: { permission: 'reports.view' },
    errors: { types: [ValidationError], dataField: { name: 'report' } },
    args: { range: t.arg({ type: ReportRangeInput, required: true }) },
    resolve: (_root, { range }) => parseReportRange(range),
  }),
);
