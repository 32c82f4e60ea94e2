/**
 * Bulk coupons: N unique random codes with one prefix and shared rules, created in one
 * transaction; per-batch statistics from redemptions; CSV export.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma, type CouponBatch } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { POISHA_PER_TAKA } from '../../shared/money.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { localId } from '../../graphql/global-ids.ts';
import { actingRole, COUPON_CODE, couponRulesSchema, resolveSections, type CouponRules, type Db, type StaffCtx } from './coupons.service.ts';

/** No 0/O, 1/I/L: codes are read aloud over the phone and typed from paper. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RANDOM_PART_LENGTH = 8;
export const MAX_BATCH_SIZE = 10_000;

/** `length` characters of CODE_ALPHABET from the crypto RNG, without modulo bias. */
export function randomCodePart(length = RANDOM_PART_LENGTH): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= limit) continue;
      result += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}

const codeOf = (prefix: string) => `${prefix}-${randomCodePart()}`;

/** A PostgreSQL array literal of values that need no quoting (codes, UUIDs, enum names: checked by the caller). */
const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;
/** ISO text read as a UTC timestamp (Prisma keeps DateTime columns in UTC). */
const utc = (date: Date | null) => (date ? Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')` : Prisma.sql`NULL`);

/**
 * Inserts the batch's coupons, `count` fresh codes with the shared rules, in one statement per
 * round: codes another coupon already has are skipped (ON CONFLICT DO NOTHING) and drawn again.
 * Prisma's createMany binds every column of every row and is far slower for 10,000 rows.
 */
export async function insertBatchCodes(
  tx: Prisma.TransactionClient,
  batch: CouponBatch,
  rules: Omit<CouponRules, 'sectionIds'>,
  createdById: string | null,
  draw: () => string = () => codeOf(batch.prefix),
): Promise<void> {
  let inserted = 0;
  for (let round = 0; inserted < batch.count; round++) {
    if (round > 20) throw new Error('Could not find enough unused coupon codes');
    const drawn = new Set<string>();
    while (drawn.size < batch.count - inserted) drawn.add(draw());
    const codes = [...drawn];
    for (const code of codes) if (!COUPON_CODE.test(code)) throw new Error(`Generated an invalid code ${code}`);
    inserted += await tx.$executeRaw`
      INSERT INTO "Coupon" ("id", "code", "description", "discountType", "value", "maxDiscount", "minOrder", "startsAt", "endsAt",
                            "usageLimit", "perUserLimit", "kinds", "active", "createdById", "createdByRole", "batchId", "updatedAt")
      SELECT gen_random_uuid(), drawn.code, ${rules.description}::text, ${rules.discountType}::"CouponDiscountType", ${rules.value}::int,
             ${rules.maxDiscount}::int, ${rules.minOrder}::int, ${utc(rules.startsAt)}, ${utc(rules.endsAt)},
             ${rules.usageLimit}::int, ${rules.perUserLimit}::int, ${pgArray(rules.kinds)}::"ProductKind"[], ${rules.active}::boolean,
             ${createdById}::uuid, ${batch.createdByRole}::text, ${batch.id}::uuid, CURRENT_TIMESTAMP
      FROM unnest(${pgArray(codes)}::text[]) AS drawn(code)
      ON CONFLICT ("code") DO NOTHING`;
  }
}

const batchSchema = z
  .object({
    prefix: z
      .string({ error: 'Enter a prefix' })
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{1,12}$/, 'Use 1 to 12 letters or digits for the prefix')),
    count: z
      .number({ error: 'Enter how many codes to make' })
      .int('Enter a whole number of codes')
      .min(1, 'Make at least 1 code')
      .max(MAX_BATCH_SIZE, `Make at most ${MAX_BATCH_SIZE.toLocaleString('en')} codes at once`),
  })
  .and(couponRulesSchema);

/**
 * Creates a batch of `count` single-shared-rule coupons (coupons.manage). Each code may be used
 * once unless `usageLimit` says otherwise (null: unlimited). All rows go in one transaction.
 */
export async function createCouponBatch(ctx: StaffCtx, input: Record<string, unknown>): Promise<CouponBatch> {
  const { prefix, count, ...rules } = parseInput(batchSchema, { ...input, usageLimit: input.usageLimit === undefined ? 1 : input.usageLimit });
  const sectionIds = await resolveSections(ctx.prisma, rules.sectionIds);
  const { sectionIds: _ignored, ...shared } = rules;
  const createdById = ctx.viewer?.id ?? null;
  const createdByRole = actingRole(ctx.viewer);
  for (let attempt = 1; ; attempt++) {
    try {
      const batch = await ctx.prisma.$transaction(
        async (tx) => {
          const batch = await tx.couponBatch.create({
            data: { prefix, count, description: shared.description, createdById, createdByRole },
          });
          await insertBatchCodes(tx, batch, shared, createdById);
          for (const sectionId of sectionIds) {
            await tx.$executeRaw`
              INSERT INTO "CouponSection" ("couponId", "sectionId")
              SELECT "id", ${sectionId}::uuid FROM "Coupon" WHERE "batchId" = ${batch.id}::uuid`;
          }
          return batch;
        },
        { maxWait: 10_000, timeout: 120_000 },
      );
      await recordAudit(ctx, {
        action: 'coupons.batch_created',
        targetType: 'CouponBatch',
        targetId: batch.id,
        details: { prefix, count },
      });
      return batch;
    } catch (error) {
      // Codes skip existing ones, so a clash can only be some other unique row: try again, a few times.
      const clash = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
      if (!clash || attempt >= 3) throw error;
    }
  }
}

export interface BatchStatistics {
  codes: number;
  /** Codes used at least once. */
  codesUsed: number;
  redemptions: number;
  /** Poisha. */
  discountGiven: number;
}

/** Statistics of several batches at once, from their redemptions. */
export async function batchStatistics(db: Db, batchIds: readonly string[]): Promise<Map<string, BatchStatistics>> {
  const result = new Map<string, BatchStatistics>();
  if (batchIds.length === 0) return result;
  const ids = Prisma.join(batchIds.map((id) => Prisma.sql`${id}::uuid`));
  const codes = await db.$queryRaw<{ batchId: string; codes: number }[]>`
    SELECT "batchId", COUNT(*)::int AS codes FROM "Coupon" WHERE "batchId" IN (${ids}) GROUP BY "batchId"`;
  const used = await db.$queryRaw<{ batchId: string; codesUsed: number; redemptions: number; discount: bigint | number }[]>`
    SELECT c."batchId", COUNT(DISTINCT r."couponId")::int AS "codesUsed", COUNT(*)::int AS redemptions,
           COALESCE(SUM(r."discount"), 0)::bigint AS discount
    FROM "CouponRedemption" r JOIN "Coupon" c ON c."id" = r."couponId"
    WHERE c."batchId" IN (${ids}) GROUP BY c."batchId"`;
  for (const id of batchIds) result.set(id, { codes: 0, codesUsed: 0, redemptions: 0, discountGiven: 0 });
  for (const row of codes) result.get(row.batchId)!.codes = row.codes;
  for (const row of used) {
    Object.assign(result.get(row.batchId)!, { codesUsed: row.codesUsed, redemptions: row.redemptions, discountGiven: Number(row.discount) });
  }
  return result;
}

/** One CSV cell (RFC 4180 quoting; text that a spreadsheet would run as a formula is defused). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const takaText = (poisha: number | null) =>
  poisha === null ? '' : poisha % POISHA_PER_TAKA === 0 ? String(poisha / POISHA_PER_TAKA) : (poisha / POISHA_PER_TAKA).toFixed(2);

export const CSV_HEADER = [
  'code',
  'active',
  'used',
  'usage_limit',
  'per_user_limit',
  'discount_type',
  'discount',
  'max_discount_taka',
  'min_order_taka',
  'starts_at',
  'ends_at',
  'description',
] as const;

/** The batch's codes as CSV (Taka amounts, ISO dates), with a file name for Content-Disposition. */
export async function batchCsv(ctx: Pick<Context, 'prisma'>, batchIdValue: string) {
  const local = localId(batchIdValue, ['CouponBatch']);
  const batch = local ? await ctx.prisma.couponBatch.findUnique({ where: { id: local.id } }) : null;
  if (!batch) throw new NotFoundError('Coupon batch', 'No such coupon batch.');
  const coupons = await ctx.prisma.coupon.findMany({ where: { batchId: batch.id }, orderBy: { code: 'asc' } });
  const lines = [CSV_HEADER.join(',')];
  for (const c of coupons) {
    lines.push(
      [
        c.code,
        c.active ? 'yes' : 'no',
        c.usedCount,
        c.usageLimit ?? '',
        c.perUserLimit ?? '',
        c.discountType === 'PERCENT' ? 'percent' : 'fixed',
        c.discountType === 'PERCENT' ? `${c.value}%` : takaText(c.value),
        takaText(c.maxDiscount),
        takaText(c.minOrder),
        c.startsAt?.toISOString() ?? '',
        c.endsAt?.toISOString() ?? '',
        c.description,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const day = batch.createdAt.toISOString().slice(0, 10);
  return { filename: `coupons-${batch.prefix}-${day}.csv`, body: `${lines.join('\r\n')}\r\n`, batch };
}
