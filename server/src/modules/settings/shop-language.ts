/**
 * The shop's language for new visitors (issue 35): the interface language of a page whose visitor has
 * no `lang` cookie and whose browser's Accept-Language names neither Bangla nor English. Admins
 * (marketing.manage: what the storefront shows visitors) set it at /admin/marketing; it is kept in
 * ShopSettings (one row) and defaults to English.
 *
 * Every page asks for it (http/spa.ts), so each process keeps it in memory: `setShopLanguage` drops this
 * process's copy and tells the others through the change bus (`shop-settings`), whose listeners
 * (`followShopSettingsChanges`) drop theirs. A copy older than SHOP_LANGUAGE_TTL_MS is read again all
 * the same, a safety net for a message lost while the bus was down.
 */
import type { ChangeBus } from '../../change-bus.ts';
import type { Context } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { isLocale, type Locale } from '../../shared/i18n/locale.ts';
import { recordAudit } from '../accounts/audit.ts';

export const SHOP_LANGUAGE_TTL_MS = 60_000;
/** The language of a shop whose admins never chose one. */
export const DEFAULT_SHOP_LANGUAGE: Locale = 'en';

type SettingsReader = Pick<PrismaClient, 'shopSettings'>;

const kept = new WeakMap<SettingsReader, { readAt: number; generation: number; language: Promise<Locale> }>();
/** Bumped by `forgetShopLanguage`: a copy read before is not used again. */
let generation = 0;

/** The shop's language as saved (English when no admin has chosen one). */
export async function readShopLanguage(prisma: SettingsReader): Promise<Locale> {
  const settings = await prisma.shopSettings.findUnique({ where: { id: 1 }, select: { language: true } });
  return isLocale(settings?.language) ? settings.language : DEFAULT_SHOP_LANGUAGE;
}

/** This process's copy of the shop's language, read when there is none or it is older than the TTL. */
export function shopLanguage(prisma: SettingsReader, now = Date.now()): Promise<Locale> {
  const copy = kept.get(prisma);
  if (copy && copy.generation === generation && now - copy.readAt < SHOP_LANGUAGE_TTL_MS) return copy.language;
  const read = { readAt: now, generation, language: readShopLanguage(prisma) };
  kept.set(prisma, read);
  // A failed read is not kept: the next request tries again.
  read.language.catch(() => {
    if (kept.get(prisma) === read) kept.delete(prisma);
  });
  return read.language;
}

/** Drops every copy this process keeps (the setting changed, or the bus's messages may have been missed). */
export function forgetShopLanguage(): void {
  generation += 1;
}

/** Makes this process drop its copy when another process says the shop's settings changed. */
export function followShopSettingsChanges(changes: Pick<ChangeBus, 'subscribe'>): () => void {
  return changes.subscribe((message) => {
    if (message.topic === 'shop-settings' || message.topic === 'resync') forgetShopLanguage();
  });
}

/** Saves the shop's language for new visitors (marketing.manage), audited; every process uses it from the next page on. */
export async function setShopLanguage(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'> & { services: { changes: Pick<ChangeBus, 'publish'> } },
  language: Locale,
): Promise<Locale> {
  // GraphQL's enum admits only these; other callers are checked all the same.
  if (!isLocale(language)) throw new ValidationError([{ field: 'language', message: 'Choose Bangla or English' }]);
  const previous = await readShopLanguage(ctx.prisma);
  await ctx.prisma.$transaction(async (tx) => {
    const data = { language, updatedById: ctx.viewer?.id ?? null };
    await tx.shopSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    await recordAudit({ ...ctx, prisma: tx }, { action: 'settings.shop_language_set', targetType: 'ShopSettings', targetId: '1', details: { language, previous } });
  });
  forgetShopLanguage();
  await ctx.services.changes.publish({ topic: 'shop-settings' });
  return language;
}
