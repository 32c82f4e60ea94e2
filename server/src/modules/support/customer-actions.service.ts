/** What an agent does from a customer's page besides calls and coupons: notes and payment links. */
import { z } from 'zod';
import type { Order, SupportNote } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { notifyCustomer, orderIdOf } from '../orders/orders.service.ts';
import { translate } from '../../i18n/translate.ts';
import { openPayment } from '../payments/payments.service.ts';
import { customerIdOf, type SupportCtx } from './customers.service.ts';

const noteSchema = z.object({
  body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(2000, 'Keep the note under 2,000 characters'),
});

/** Keeps a staff note about a customer. */
export async function addCustomerNote(ctx: SupportCtx, input: { customerId: unknown; body: unknown }): Promise<SupportNote> {
  const customerId = await customerIdOf(ctx.prisma, input.customerId);
  const { body } = parseInput(noteSchema, input);
  const note = await ctx.prisma.supportNote.create({ data: { customerId, authorId: ctx.viewer!.id, body } });
  await recordAudit(ctx, { action: 'support.note_added', targetType: 'User', targetId: customerId });
  return note;
}

/**
 * Opens a fresh payment at the order's gateway for an unpaid online order and texts its link to the
 * phone of the order. ValidationError for cash-on-delivery orders; OrderTransitionError when the
 * order can no longer be paid; PaymentUnavailableError when the gateway is down.
 */
export async function resendPaymentLink(ctx: SupportCtx, input: { orderId: unknown }): Promise<Order> {
  const orderId = orderIdOf(input.orderId);
  const existing = await ctx.prisma.order.findUnique({ where: { id: orderId }, select: { paymentMethod: true } });
  if (existing?.paymentMethod === 'COD') throw new ValidationError([{ field: 'orderId', message: 'This order is paid in cash on delivery.' }]);
  const { order, redirectUrl } = await openPayment(ctx, orderId, { ownerId: null, actor: { kind: 'STAFF', id: ctx.viewer!.id } });
  await notifyCustomer(ctx, order.phone, (locale) => translate(locale, 'sms.payment.link', { number: order.number, url: redirectUrl }), { customerId: order.customerId });
  return order;
}
