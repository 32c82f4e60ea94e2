/**
 * The receivables report by Dhaka month: live figures for open months, the frozen snapshot for closed
 * ones. A month can be closed once it is over; closing stores its figures, its parcels, remittances and
 * refunds due as they are at that moment, and from then on the month shows that snapshot whatever is
 * recorded later (a late remittance dated in it, a parcel whose delivery is reported late). There is
 * no reopening (closing is what makes the books final; reopening would make the snapshot meaningless): a
 * correction is recorded with its real date; dated in a closed month, it shows in later months' ageing.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { CourierRemittance, Prisma } from '../../generated/prisma/client.ts';
import { dayInput, isMonthInRange, monthInput } from '../../shared/date-inputs.ts';
import { dhakaToday, shiftDay } from '../../shared/dhaka-days.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { COURIER_LABELS, type CourierCode } from '../shipping/couriers/types.ts';
import {
  courierAgeing,
  courierMonthFigures,
  payablesOfMonth,
  payableTotals,
  shipmentsOfMonth,
  type AgeingFigures,
  type CourierMonthFigures,
  type MonthShipment,
  type PayableItem,
  type PayableTotals,
} from './receivables.queries.ts';

type Ctx = Pick<Context, 'prisma' | 'viewer' | 'remote'>;
type Db = Context['prisma'];

/** The most months one page of the report shows, and the most rows a month's detail lists. */
export const MAX_MONTHS = 24;
export const DETAIL_LIMIT = 2000;

/** A month written YYYY-MM within the range every date input takes (shared/date-inputs.ts). */
export const isMonth = isMonthInRange;

/** The month before or after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last Dhaka day of a month. */
export const lastDayOf = (month: string) => shiftDay(`${shiftMonth(month, 1)}-01`, -1);

export interface CourierRow extends CourierMonthFigures {
  courierLabel: string;
  /** What the courier still owed at `ageingAsOf`, by age. */
  ageing: AgeingFigures;
}

export interface MonthSummary {
  month: string;
  /** The day the ageing is taken at: the month's last day, or today for the month under way. */
  ageingAsOf: string;
  couriers: CourierRow[];
  totals: { deliveries: number; collected: number; charges: number; remitted: number; owed: number; stillOwed: number };
  payables: Omit<PayableTotals, 'month'>;
}

export interface RemittanceRow {
  id: string;
  courier: string;
  courierLabel: string;
  amount: number;
  receivedOn: string;
  reference: string;
  note: string;
}

export interface MonthDetail {
  shipments: (Omit<MonthShipment, 'deliveredAt'> & { courierLabel: string; deliveredAt: string })[];
  remittances: RemittanceRow[];
  payableItems: (Omit<PayableItem, 'dueSince'> & { dueSince: string })[];
}

/** One month of the report, as shown: from its snapshot when closed. */
export interface MonthView extends MonthSummary {
  closed: { at: Date; byId: string | null } | null;
  /** Loads the parcels, remittances and refunds due behind the figures (the snapshot's when closed). */
  detail: () => Promise<MonthDetail>;
}

interface Snapshot {
  summary: MonthSummary;
  detail: MonthDetail;
}

export const courierLabel = (code: string) => COURIER_LABELS[code as CourierCode] ?? code;
const noAgeing = (courier: string): AgeingFigures => ({ courier, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0, credit: 0 });
const noPayables = { latePayments: 0, orderRefunds: 0, codRefunds: 0, total: 0 };

/** The current Dhaka month. */
export const currentMonth = (now: Date = new Date()) => dhakaToday(now).slice(0, 7);

function ageingDay(month: string, today: string): string {
  const last = lastDayOf(month);
  return last < today ? last : today;
}

/** Live summaries of the months `from`..`to` (newest first), every month present. */
async function liveSummaries(prisma: Db, from: string, to: string, today: string): Promise<MonthSummary[]> {
  const span = { from, to };
  const [figures, payables] = await Promise.all([courierMonthFigures(prisma, span), payableTotals(prisma, span)]);
  const months: string[] = [];
  for (let m = to; m >= from; m = shiftMonth(m, -1)) months.push(m);
  const ageings = await Promise.all(months.map((m) => courierAgeing(prisma, ageingDay(m, today))));
  return months.map((month, i) => {
    const ageing = ageings[i]!;
    const rows = figures.filter((f) => f.month === month);
    // A courier that still owes from earlier months appears with zero figures for this month.
    for (const a of ageing) {
      if (!rows.some((r) => r.courier === a.courier)) rows.push({ month, courier: a.courier, deliveries: 0, collected: 0, charges: 0, remittances: 0, remitted: 0, owed: 0 });
    }
    const couriers = rows
      .sort((a, b) => a.courier.localeCompare(b.courier))
      .map((r) => ({ ...r, courierLabel: courierLabel(r.courier), ageing: ageing.find((a) => a.courier === r.courier) ?? noAgeing(r.courier) }));
    const sum = (pick: (c: CourierRow) => number) => couriers.reduce((total, c) => total + pick(c), 0);
    const { month: _m, ...due } = payables.find((p) => p.month === month) ?? { month, ...noPayables };
    return {
      month,
      ageingAsOf: ageingDay(month, today),
      couriers,
      totals: {
        deliveries: sum((c) => c.deliveries),
        collected: sum((c) => c.collected),
        charges: sum((c) => c.charges),
        remitted: sum((c) => c.remitted),
        owed: sum((c) => c.owed),
        stillOwed: sum((c) => c.ageing.total),
      },
      payables: due,
    };
  });
}

async function liveDetail(prisma: Db, month: string): Promise<MonthDetail> {
  const [shipments, remittances, payables] = await Promise.all([
    shipmentsOfMonth(prisma, month, DETAIL_LIMIT),
    prisma.courierRemittance.findMany({
      where: { receivedOn: { gte: new Date(`${month}-01T00:00:00Z`), lt: new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`) } },
      orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
      take: DETAIL_LIMIT,
    }),
    payablesOfMonth(prisma, month, DETAIL_LIMIT),
  ]);
  return {
    shipments: shipments.map((s) => ({ ...s, courierLabel: courierLabel(s.courier), deliveredAt: s.deliveredAt.toISOString() })),
    remittances: remittances.map(remittanceRow),
    payableItems: payables.map((p) => ({ ...p, dueSince: p.dueSince.toISOString() })),
  };
}

export function remittanceRow(r: CourierRemittance): RemittanceRow {
  return {
    id: r.id,
    courier: r.courier,
    courierLabel: courierLabel(r.courier),
    amount: r.amount,
    receivedOn: r.receivedOn.toISOString().slice(0, 10),
    reference: r.reference,
    note: r.note,
  };
}

function closedView(row: { month: string; closedAt: Date; closedById: string | null; snapshot: Prisma.JsonValue }): MonthView {
  const snapshot = row.snapshot as unknown as Snapshot;
  return { ...snapshot.summary, closed: { at: row.closedAt, byId: row.closedById }, detail: async () => snapshot.detail };
}

const monthsArgs = z.object({
  before: monthInput.nullish(),
  first: z.number().int().min(1, 'Ask for at least one month').max(MAX_MONTHS, `At most ${MAX_MONTHS} months at a time`),
});

/** `first` months ending with the month before `before` (default: ending with the current month), newest first. */
export async function receivableMonths(prisma: Db, args: { before?: string | null; first: number }, now: Date = new Date()): Promise<MonthView[]> {
  const { before, first } = parseInput(monthsArgs, args);
  const today = dhakaToday(now);
  const current = currentMonth(now);
  const to = before && before <= current ? shiftMonth(before, -1) : current;
  const from = shiftMonth(to, -(first - 1));
  const [live, closed] = await Promise.all([
    liveSummaries(prisma, from, to, today),
    prisma.receivablesMonthClose.findMany({ where: { month: { gte: from, lte: to } } }),
  ]);
  return live.map((summary) => {
    const frozen = closed.find((c) => c.month === summary.month);
    return frozen ? closedView(frozen) : { ...summary, closed: null, detail: () => liveDetail(prisma, summary.month) };
  });
}

/** One month (YYYY-MM, not after the current one): its snapshot when closed, else live. A month that cannot be is not found. */
export async function receivableMonth(prisma: Db, month: string, now: Date = new Date()): Promise<MonthView> {
  if (!isMonth(month) || month > currentMonth(now)) throw new NotFoundError('Month', `There is no month ${month.slice(0, 20)} in the report.`);
  const closed = await prisma.receivablesMonthClose.findUnique({ where: { month } });
  if (closed) return closedView(closed);
  const [summary] = await liveSummaries(prisma, month, month, dhakaToday(now));
  return { ...summary!, closed: null, detail: () => liveDetail(prisma, month) };
}

/** Closes a month that is over: its snapshot is stored once (two closes at once store one; the second answers with it). */
export async function closeReceivablesMonth(ctx: Ctx, month: string, now: Date = new Date()): Promise<MonthView> {
  const staffId = requireViewerId(ctx);
  if (!isMonth(month)) throw new ValidationError([{ field: 'month', message: 'Use a month like 2026-11' }]);
  if (month >= currentMonth(now)) throw new ValidationError([{ field: 'month', message: 'A month can be closed only once it is over' }]);
  const existing = await ctx.prisma.receivablesMonthClose.findUnique({ where: { month } });
  if (existing) return closedView(existing);
  const [summary] = await liveSummaries(ctx.prisma, month, month, dhakaToday(now));
  const snapshot: Snapshot = { summary: summary!, detail: await liveDetail(ctx.prisma, month) };
  // INSERT … ON CONFLICT DO NOTHING: of two closes at once, one row is written and the other finds it.
  const { count } = await ctx.prisma.receivablesMonthClose.createMany({
    data: [{ month, closedById: staffId, closedAt: now, snapshot: snapshot as unknown as Prisma.InputJsonValue }],
    skipDuplicates: true,
  });
  if (count === 1) {
    await recordAudit(ctx, {
      action: 'receivables.month_closed',
      targetType: 'ReceivablesMonth',
      targetId: month,
      details: { collected: summary!.totals.collected, owed: summary!.totals.owed, stillOwed: summary!.totals.stillOwed },
    });
  }
  return closedView(await ctx.prisma.receivablesMonthClose.findUniqueOrThrow({ where: { month } }));
}

const COURIER_CODES = Object.keys(COURIER_LABELS) as [CourierCode, ...CourierCode[]];
const remittanceSchema = (today: string) =>
  z.object({
    courier: z.enum(COURIER_CODES, { error: 'Choose a courier' }),
    amountPoisha: z.number().int('Enter the amount in whole poisha').positive('The amount must be more than zero').max(1_000_000_000, 'The amount is too large'),
    receivedOn: dayInput.refine((d) => d <= today, 'The money cannot have arrived after today'),
    reference: z.string().trim().max(100, 'Keep the reference under 100 characters').nullish().transform((v) => v ?? ''),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').nullish().transform((v) => v ?? ''),
  });

export interface RecordedRemittance {
  remittance: RemittanceRow;
  /** The remittance is dated in a closed month: that month's figures stay as closed; later months' ageing counts it. */
  inClosedMonth: boolean;
}

/** Records money a courier paid (audited). */
export async function recordCourierRemittance(
  ctx: Ctx,
  input: { courier: string; amountPoisha: number; receivedOn: string; reference?: string | null; note?: string | null },
  now: Date = new Date(),
): Promise<RecordedRemittance> {
  const staffId = requireViewerId(ctx);
  const data = parseInput(remittanceSchema(dhakaToday(now)), input);
  const remittance = await ctx.prisma.courierRemittance.create({
    data: { courier: data.courier, amount: data.amountPoisha, receivedOn: new Date(`${data.receivedOn}T00:00:00Z`), reference: data.reference, note: data.note, recordedById: staffId },
  });
  await recordAudit(ctx, {
    action: 'receivables.remittance_recorded',
    targetType: 'CourierRemittance',
    targetId: remittance.id,
    details: { courier: data.courier, amount: data.amountPoisha, receivedOn: data.receivedOn, reference: data.reference },
  });
  const inClosedMonth = (await ctx.prisma.receivablesMonthClose.count({ where: { month: data.receivedOn.slice(0, 7) } })) > 0;
  return { remittance: remittanceRow(remittance), inClosedMonth };
}
