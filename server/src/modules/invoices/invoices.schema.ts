import { builder } from '../../builder.ts';
import { OrderChannel } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { fiscalYearLabel } from '../../shared/fiscal-year.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import type { CreditNoteSnapshot, DocumentParty, InvoiceSnapshot } from './invoice-snapshot.ts';
import { invoicePaymentState, paymentMethodLabel } from './invoice-snapshot.ts';
import { adminInvoiceWhere, findVisibleInvoice, isInvoiceStaff, INVOICE_STAFF_PERMISSION } from './invoice-queries.ts';

export const OrderChannelEnum = builder.enumType(OrderChannel, { name: 'OrderChannel' });

const SellerRef = builder.objectRef<InvoiceSnapshot['seller']>('InvoiceSeller').implement({
  description: 'Who sells, as printed when the document was issued.',
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    phone: t.exposeString('phone'),
    tradeLicence: t.exposeString('tradeLicence'),
    bin: t.exposeString('bin', { description: 'VAT business identification number.' }),
  }),
});

const PartyRef = builder.objectRef<DocumentParty>('InvoiceBuyer').implement({
  fields: (t) => ({ name: t.exposeString('name'), phone: t.exposeString('phone'), address: t.exposeString('address') }),
});

const LineRef = builder.objectRef<InvoiceSnapshot['lines'][number]>('InvoiceLine').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    kind: t.exposeString('kind'),
    unitPrice: t.field({ type: MoneyRef, resolve: (l) => l.unitPrice }),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.field({ type: MoneyRef, resolve: (l) => l.lineTotal }),
  }),
});

const snapshotOf = (invoice: { snapshot: unknown }) => invoice.snapshot as InvoiceSnapshot;

export const CreditNoteNode = builder.prismaNode('CreditNote', {
  id: { field: 'id' },
  description: 'Takes back all or part of an invoice; numbered in its own gap-free series.',
  // Row level, as its invoice: the order's customer, or staff with invoices.manage (also through node(id:)).
  authScopes: async (note, ctx) =>
    isInvoiceStaff(ctx) || (ctx.viewer !== null && (await ctx.prisma.order.count({ where: { id: note.orderId, customerId: ctx.viewer.id } })) > 0),
  fields: (t) => ({
    number: t.exposeString('number'),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    amount: t.field({ type: MoneyRef, resolve: (c) => c.amount }),
    amountInWords: t.string({ resolve: (c) => (c.snapshot as unknown as CreditNoteSnapshot).amountInWords }),
    reason: t.exposeString('reason'),
  }),
});

export const InvoiceNode = builder.prismaNode('Invoice', {
  id: { field: 'id' },
  description: "An order's invoice as issued (never changed). Money in poisha.",
  // Row level: the order's customer, or staff with invoices.manage (also through node(id:)).
  authScopes: async (invoice, ctx) =>
    isInvoiceStaff(ctx) || (ctx.viewer !== null && (await ctx.prisma.order.count({ where: { id: invoice.orderId, customerId: ctx.viewer.id } })) > 0),
  fields: (t) => ({
    number: t.exposeString('number'),
    fiscalYear: t.string({ description: 'e.g. "2026-27" (July–June).', resolve: (i) => fiscalYearLabel(i.fiscalYear) }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    total: t.field({ type: MoneyRef, resolve: (i) => i.total }),
    seller: t.field({ type: SellerRef, resolve: (i) => snapshotOf(i).seller }),
    buyer: t.field({ type: PartyRef, resolve: (i) => snapshotOf(i).buyer }),
    orderNumber: t.string({ resolve: (i) => snapshotOf(i).orderNumber }),
    placedAt: t.field({ type: 'DateTime', resolve: (i) => new Date(snapshotOf(i).placedAt) }),
    channel: t.field({ type: OrderChannelEnum, resolve: (i) => snapshotOf(i).channel as OrderChannel }),
    outlet: t.string({ nullable: true, resolve: (i) => snapshotOf(i).outlet }),
    lines: t.field({ type: [LineRef], resolve: (i) => snapshotOf(i).lines }),
    goodsTotal: t.field({ type: MoneyRef, resolve: (i) => snapshotOf(i).goodsTotal }),
    discountTotal: t.field({ type: MoneyRef, resolve: (i) => snapshotOf(i).discountTotal }),
    couponCode: t.string({ nullable: true, resolve: (i) => snapshotOf(i).couponCode }),
    deliveryCharge: t.field({ type: MoneyRef, resolve: (i) => snapshotOf(i).deliveryCharge }),
    totalInWords: t.string({ resolve: (i) => snapshotOf(i).totalInWords }),
    paymentMethod: t.string({
      description: 'How it is paid, in words.',
      resolve: (i) => paymentMethodLabel(snapshotOf(i).paymentMethod, snapshotOf(i).channel as OrderChannel),
    }),
    paymentState: t.string({
      description: 'How the payment stands now: Due on delivery until a COD parcel\'s cash is collected, then Paid; Refunded; Nothing due once cancelled or returned unpaid.',
      select: { order: { select: { paymentStatus: true, status: true } } },
      resolve: (i) => invoicePaymentState(snapshotOf(i), i.order),
    }),
    creditNotes: t.relation('creditNotes', { query: { orderBy: { issuedAt: 'asc' } } }),
    orderId: t.globalID({ resolve: (i) => ({ type: 'Order', id: i.orderId }) }),
  }),
});

builder.prismaObjectField('Order', 'invoice', (t) =>
  t.relation('invoice', { nullable: true, description: 'The invoice, once the order is a sale (placed COD or counter, paid online).' }),
);

const AdminInvoiceFilter = builder.inputType('AdminInvoiceFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Invoice number, order number or phone.' }),
    issuedFrom: t.field({ type: 'DateTime' }),
    issuedBefore: t.field({ type: 'DateTime' }),
    channel: t.field({ type: OrderChannelEnum }),
    outletCode: t.string(),
    credited: t.boolean({ description: 'True: only invoices with a credit note; false: only without.' }),
  }),
});

builder.queryFields((t) => ({
  invoice: t.prismaField({
    type: 'Invoice',
    description: "One invoice: the customer's own, or any for staff (invoices.manage). Others' ids are not found.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => findVisibleInvoice(ctx, String(id), query),
  }),
  adminInvoices: t.prismaConnection({
    type: 'Invoice',
    cursor: 'id',
    description: 'Every invoice, newest first, with filters (invoices.manage).',
    authScopes: { permission: INVOICE_STAFF_PERMISSION },
    args: { filter: t.arg({ type: AdminInvoiceFilter }) },
    totalCount: (_parent, { filter }, ctx) => ctx.prisma.invoice.count({ where: adminInvoiceWhere(filter) }),
    resolve: (query, _root, { filter }, ctx) =>
      ctx.prisma.invoice.findMany({ ...query, where: adminInvoiceWhere(filter), orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }] }),
  }),
}));
