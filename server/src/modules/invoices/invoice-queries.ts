/** Read side of invoices: one the viewer may see, and the staff list's filters. */
import type { Context } from '../../context.ts';
import type { Invoice, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { likeLiteral } from '../../shared/like-pattern.ts';
import { asciiDigits } from '../../shared/phone.ts';
import { localId } from '../../graphql/global-ids.ts';

export const INVOICE_STAFF_PERMISSION = 'invoices.manage';

export function invoiceNotFound() {
  return new NotFoundError('Invoice', 'No such invoice.');
}

export function isInvoiceStaff(ctx: Pick<Context, 'viewer'>): boolean {
  return ctx.viewer?.permissions.has(INVOICE_STAFF_PERMISSION) ?? false;
}

/**
 * The invoice `id` (global id or UUID) if the viewer may see it: their own order's, or any for staff
 * with invoices.manage. Another customer's answers the same NotFoundError as an unknown id.
 */
export async function findVisibleInvoice(ctx: Pick<Context, 'prisma' | 'viewer'>, id: unknown, query: { include?: Prisma.InvoiceInclude; select?: Prisma.InvoiceSelect } = {}): Promise<Invoice> {
  const local = localId(id, ['Invoice']);
  if (!local || !ctx.viewer) throw invoiceNotFound();
  const selection = query.select && Object.keys(query.select).length === 0 ? {} : query;
  const invoice = await ctx.prisma.invoice.findFirst({
    ...selection,
    where: { id: local.id, ...(isInvoiceStaff(ctx) ? {} : { order: { customerId: ctx.viewer.id } }) },
  });
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

export interface AdminInvoiceFilter {
  /** Invoice number (or its serial), order number, or the buyer's phone. */
  search?: string | null;
  issuedFrom?: Date | null;
  issuedBefore?: Date | null;
  channel?: 'ONLINE' | 'COUNTER' | null;
  outletCode?: string | null;
  /** Only invoices with (true) or without (false) a credit note. */
  credited?: boolean | null;
}

/** The Prisma filter of the staff invoice list. */
export function adminInvoiceWhere(filter: AdminInvoiceFilter | null | undefined): Prisma.InvoiceWhereInput {
  const and: Prisma.InvoiceWhereInput[] = [];
  if (filter?.issuedFrom) and.push({ issuedAt: { gte: filter.issuedFrom } });
  if (filter?.issuedBefore) and.push({ issuedAt: { lt: filter.issuedBefore } });
  if (filter?.channel) and.push({ order: { channel: filter.channel } });
  if (filter?.outletCode) and.push({ order: { outlet: { code: filter.outletCode } } });
  if (filter?.credited === true) and.push({ creditNotes: { some: {} } });
  if (filter?.credited === false) and.push({ creditNotes: { none: {} } });
  const term = filter?.search?.trim().slice(0, 60);
  if (term) {
    const digits = asciiDigits(term).replace(/\D/g, '');
    const or: Prisma.InvoiceWhereInput[] = [
      { number: { contains: likeLiteral(term), mode: 'insensitive' } },
      { order: { number: { contains: likeLiteral(term), mode: 'insensitive' } } },
    ];
    // A phone typed with spaces or +880 still matches the stored 01XXXXXXXXX.
    if (digits.length >= 4) or.push({ phone: { contains: digits.replace(/^880/, '0') } });
    and.push({ OR: or });
  }
  return and.length ? { AND: and } : {};
}
