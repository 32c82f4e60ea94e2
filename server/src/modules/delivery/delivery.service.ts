/** The zone rule table admins edit (charges of books and bundles per place). */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { DeliveryZoneRule, PrismaClient } from '../../generated/prisma/client.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { DEFAULT_ZONE_RULES, DELIVERY_PLACES, ZONE_RULE_KINDS } from './delivery-rules.ts';

/** Every zone rule, one per place and kind (defaults fill rows that are missing). */
export async function deliveryRules(db: Pick<PrismaClient, 'deliveryZoneRule'>): Promise<DeliveryZoneRule[]> {
  const rows = await db.deliveryZoneRule.findMany();
  return DEFAULT_ZONE_RULES.map(
    (rule) =>
      rows.find((row) => row.place === rule.place && row.kind === rule.kind) ?? {
        ...rule,
        id: `${rule.place}:${rule.kind}`,
        updatedAt: new Date(0),
        updatedById: null,
      },
  );
}

const ruleSchema = z.object({
  place: z.enum(DELIVERY_PLACES, { error: 'Choose Dhaka or outside Dhaka' }),
  kind: z.enum(ZONE_RULE_KINDS, { error: 'Zone rules are for books and bundles (stationery has its fixed charge)' }),
  charge: z
    .number({ error: 'Enter the charge in poisha' })
    .int('Enter the charge in whole poisha')
    .min(0, 'The charge cannot be negative')
    .max(10_000_000, 'The charge is too large'),
  freeAbove: z
    .number()
    .int('Enter the threshold in whole poisha')
    .min(0, 'The threshold cannot be negative')
    .nullish()
    .transform((v) => v ?? null),
});

/** Sets the charge of one kind to one place (orders.manage); carts use it from the next read. */
export async function updateDeliveryRule(ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>, input: Record<string, unknown>) {
  const { place, kind, charge, freeAbove } = parseInput(ruleSchema, input);
  const rule = await ctx.prisma.deliveryZoneRule.upsert({
    where: { place_kind: { place, kind } },
    create: { place, kind, charge, freeAbove, updatedById: ctx.viewer?.id ?? null },
    update: { charge, freeAbove, updatedById: ctx.viewer?.id ?? null },
  });
  await recordAudit(ctx, { action: 'delivery.rule_updated', targetType: 'DeliveryZoneRule', targetId: rule.id, details: { place, kind, charge, freeAbove } });
  return rule;
}

/** Inserts the default rules that are missing (reference data); returns how many it created. */
export async function seedDeliveryRules(db: Pick<PrismaClient, 'deliveryZoneRule'>): Promise<number> {
  const { count } = await db.deliveryZoneRule.createMany({
    data: DEFAULT_ZONE_RULES.map((rule) => ({ ...rule })),
    skipDuplicates: true,
  });
  return count;
}
