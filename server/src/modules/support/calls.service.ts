/** Calls agents make and take: logged with their outcome, listed with filters, follow-ups kept until done. */
import { z } from 'zod';
import type { Prisma, SupportCall } from '../../generated/prisma/client.ts';
import { dayInput, instantInput } from '../../shared/date-inputs.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { normalizePhone } from '../accounts/identifiers.ts';
import { localId } from '../../graphql/global-ids.ts';
import type { SupportCtx } from './customers.service.ts';
import { dateColumn, dhakaDay } from './dhaka-days.ts';
import { finishQueueItem } from './queue.service.ts';

export const CALL_OUTCOMES = ['CONFIRMED', 'NO_ANSWER', 'CALL_BACK', 'CANCELLED'] as const;

const optionalId = (typename: string, message: string) =>
  z
    .unknown()
    .transform((value, issue) => {
      if (value === null || value === undefined || value === '') return null;
      const local = localId(value, [typename]);
      if (!local) issue.addIssue({ code: 'custom', message });
      return local?.id ?? null;
    });

const logCallSchema = z.object({
  customerId: optionalId('User', 'No such customer'),
  orderId: optionalId('Order', 'No such order'),
  direction: z.enum(['INBOUND', 'OUTBOUND'], { error: 'Choose incoming or outgoing' }),
  phone: z
    .string()
    .nullish()
    .transform((v, issue) => {
      if (!v?.trim()) return null;
      const phone = normalizePhone(v);
      if (!phone) issue.addIssue({ code: 'custom', message: 'Enter a Bangladeshi mobile number, e.g. 01712345678' });
      return phone;
    }),
  startedAt: instantInput.nullish(),
  durationSeconds: z.number().int().min(0, 'The duration cannot be negative').max(6 * 3600, 'A call lasts at most 6 hours').nullish(),
  outcome: z.enum(CALL_OUTCOMES, { error: 'Choose the outcome' }),
  reason: z.string().trim().max(200, 'Keep the reason under 200 characters').nullish(),
  notes: z.string().trim().max(2000, 'Keep the notes under 2,000 characters').nullish(),
  followUpOn: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .pipe(dayInput.nullable()),
  queueItemKey: z.string().max(100).nullish(),
});
export type LogCallInput = z.input<typeof logCallSchema>;

/**
 * Records a call by the viewer. The customer may be given, or found from the order or the phone;
 * the phone defaults to the order's or the customer's. The customer's earlier open follow-ups are
 * done, and so is the queue item the call was made for.
 */
export async function logCall(ctx: SupportCtx, raw: LogCallInput, now = new Date()): Promise<SupportCall> {
  const input = parseInput(logCallSchema, raw);
  const agentId = ctx.viewer!.id;
  const order = input.orderId ? await ctx.prisma.order.findUnique({ where: { id: input.orderId } }) : null;
  if (input.orderId && !order) throw new ValidationError([{ field: 'orderId', message: 'No such order' }]);
  let customerId = input.customerId ?? order?.customerId ?? null;
  const customer = customerId ? await ctx.prisma.user.findUnique({ where: { id: customerId } }) : null;
  if (customerId && !customer) throw new ValidationError([{ field: 'customerId', message: 'No such customer' }]);
  if (order && customerId && order.customerId !== customerId) {
    throw new ValidationError([{ field: 'orderId', message: 'This order belongs to another customer' }]);
  }
  const phone = input.phone ?? order?.phone ?? customer?.phone ?? null;
  if (!phone) throw new ValidationError([{ field: 'phone', message: 'Enter the phone number of the call' }]);
  if (!customerId) customerId = (await ctx.prisma.user.findUnique({ where: { phone }, select: { id: true } }))?.id ?? null;
  if (input.followUpOn && input.followUpOn < dhakaDay(now)) {
    throw new ValidationError([{ field: 'followUpOn', message: 'The follow-up day cannot be in the past' }]);
  }
  const call = await ctx.prisma.$transaction(async (tx) => {
    if (customerId) {
      await tx.supportCall.updateMany({
        where: { customerId, followUpOn: { not: null }, followUpDoneAt: null },
        data: { followUpDoneAt: now },
      });
    }
    return tx.supportCall.create({
      data: {
        agentId,
        customerId,
        orderId: order?.id ?? null,
        direction: input.direction,
        phone,
        startedAt: input.startedAt ?? now,
        durationSeconds: input.durationSeconds ?? 0,
        outcome: input.outcome,
        reason: input.reason ?? '',
        notes: input.notes ?? '',
        followUpOn: input.followUpOn ? dateColumn(input.followUpOn) : null,
      },
    });
  });
  if (input.queueItemKey) await finishQueueItem(ctx, input.queueItemKey, now);
  return call;
}

export interface CallFilter {
  agentId?: string | number | null;
  outcome?: (typeof CALL_OUTCOMES)[number] | null;
  from?: Date | null;
  before?: Date | null;
  customerId?: string | number | null;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The Prisma filter for the call list. */
export function callWhere(filter: CallFilter | null | undefined): Prisma.SupportCallWhereInput {
  const parts: Prisma.SupportCallWhereInput[] = [];
  if (filter?.agentId) parts.push({ agentId: localId(String(filter.agentId), ['User'])?.id ?? NO_ID });
  if (filter?.customerId) parts.push({ customerId: localId(String(filter.customerId), ['User'])?.id ?? NO_ID });
  if (filter?.outcome) parts.push({ outcome: filter.outcome });
  if (filter?.from) parts.push({ startedAt: { gte: filter.from } });
  if (filter?.before) parts.push({ startedAt: { lt: filter.before } });
  return { AND: parts };
}

