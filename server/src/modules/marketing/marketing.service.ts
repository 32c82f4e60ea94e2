/**
 * Marketing settings (issue 20.6, seed §1): the ad pixels with the paths they hear of, the tag-manager
 * container and the behaviour analytics. Admins (marketing.manage) replace the whole set at once; the
 * storefront reads only what is switched on (`publicTrackers`), and loads any of it only after the
 * visitor's consent (client/src/features/marketing).
 */
import { z } from 'zod';
import type { Context, Services } from '../../context.ts';
import type { MarketingPixelKind, PrismaClient } from '../../generated/prisma/client.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';
import { ANALYTICS_PROJECT_ID, MAX_PIXELS, PIXEL_ID_RULES, PIXEL_KINDS, TAG_MANAGER_ID } from '../../shared/marketing-ids.ts';
import { PATH_PATTERN_LIMITS, pathPatternProblem } from '../../shared/path-patterns.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';

type Db = Pick<PrismaClient, 'marketingPixel' | 'marketingSettings'>;

export interface PixelShape {
  kind: MarketingPixelKind;
  pixelId: string;
  pathPatterns: string[];
  enabled: boolean;
}

export interface MarketingSettingsShape {
  pixels: (PixelShape & { id: string })[];
  tagManagerId: string | null;
  tagManagerEnabled: boolean;
  analyticsProjectId: string | null;
  analyticsEnabled: boolean;
  updatedAt: Date | null;
}

/** What the storefront needs: switched-on ids and patterns, nothing else. */
export interface PublicTrackers {
  pixels: PixelShape[];
  tagManagerId: string | null;
  analyticsProjectId: string | null;
}

/** Everything admins configured (switched off too), pixels in their order. */
export async function marketingSettings(db: Db): Promise<MarketingSettingsShape> {
  const [pixels, settings] = await Promise.all([
    db.marketingPixel.findMany({ orderBy: { position: 'asc' } }),
    db.marketingSettings.findUnique({ where: { id: 1 } }),
  ]);
  return {
    pixels: pixels.map(({ id, kind, pixelId, pathPatterns, enabled }) => ({ id, kind, pixelId, pathPatterns, enabled })),
    tagManagerId: settings?.tagManagerId ?? null,
    tagManagerEnabled: settings?.tagManagerEnabled ?? false,
    analyticsProjectId: settings?.analyticsProjectId ?? null,
    analyticsEnabled: settings?.analyticsEnabled ?? false,
    updatedAt: settings?.updatedAt ?? null,
  };
}

/**
 * The trackers the storefront may load: enabled pixels, and the container and analytics ids when
 * switched on. A pixel set by the META_PIXEL_ID environment variable (before this page existed) is
 * kept as a Meta pixel for every path unless the page lists it.
 */
export async function publicTrackers(db: Db, envMetaPixelId?: string): Promise<PublicTrackers> {
  const settings = await marketingSettings(db);
  const pixels = settings.pixels.filter((p) => p.enabled).map(({ kind, pixelId, pathPatterns }) => ({ kind, pixelId, pathPatterns, enabled: true }));
  if (envMetaPixelId && !settings.pixels.some((p) => p.kind === 'META' && p.pixelId === envMetaPixelId)) {
    pixels.push({ kind: 'META', pixelId: envMetaPixelId, pathPatterns: [], enabled: true });
  }
  return {
    pixels,
    tagManagerId: settings.tagManagerEnabled ? settings.tagManagerId : null,
    analyticsProjectId: settings.analyticsEnabled ? settings.analyticsProjectId : null,
  };
}

const optionalId = (rule: { pattern: RegExp; message: string }) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || rule.pattern.test(v), rule.message);

const pixelSchema = z
  .object({
    kind: z.enum(PIXEL_KINDS, { error: 'Choose the kind of pixel' }),
    pixelId: z.string().trim(),
    pathPatterns: z
      .array(z.string().trim())
      .max(PATH_PATTERN_LIMITS.count, `A pixel has at most ${PATH_PATTERN_LIMITS.count} path patterns`)
      .nullish()
      .transform((v) => v ?? []),
    enabled: z.boolean().nullish().transform((v) => v ?? true),
  })
  .superRefine((pixel, issues) => {
    if (!PIXEL_ID_RULES[pixel.kind].pattern.test(pixel.pixelId)) {
      issues.addIssue({ code: 'custom', path: ['pixelId'], message: PIXEL_ID_RULES[pixel.kind].message });
    }
    pixel.pathPatterns.forEach((pattern, index) => {
      const problem = pathPatternProblem(pattern);
      if (problem) issues.addIssue({ code: 'custom', path: ['pathPatterns', index], message: problem });
    });
  });

const settingsSchema = z
  .object({
    pixels: z.array(pixelSchema).max(MAX_PIXELS, `At most ${MAX_PIXELS} pixels`),
    tagManagerId: optionalId(TAG_MANAGER_ID),
    tagManagerEnabled: z.boolean(),
    analyticsProjectId: optionalId(ANALYTICS_PROJECT_ID),
    analyticsEnabled: z.boolean(),
  })
  .superRefine((input, issues) => {
    const seen = new Set<string>();
    input.pixels.forEach((pixel, index) => {
      const key = `${pixel.kind}:${pixel.pixelId}`;
      if (seen.has(key)) issues.addIssue({ code: 'custom', path: ['pixels', index, 'pixelId'], message: 'This pixel is listed twice' });
      seen.add(key);
    });
    if (input.tagManagerEnabled && !input.tagManagerId) {
      issues.addIssue({ code: 'custom', path: ['tagManagerId'], message: 'Enter the container id to switch the tag manager on' });
    }
    if (input.analyticsEnabled && !input.analyticsProjectId) {
      issues.addIssue({ code: 'custom', path: ['analyticsProjectId'], message: 'Enter the project id to switch the analytics on' });
    }
  });

/** Listeners told when the settings change in this process (the pages' Content-Security-Policy). */
const changeListeners = new Set<() => void>();
export function onMarketingChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Replaces every marketing setting (marketing.manage) in one transaction; bad input changes nothing. */
export async function updateMarketingSettings(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'> & { services: Pick<Services, 'responseCache'> },
  input: unknown,
): Promise<MarketingSettingsShape> {
  const parsed = parseInput(settingsSchema, input);
  const { tagManagerId, tagManagerEnabled, analyticsProjectId, analyticsEnabled } = parsed;
  const settings = await ctx.prisma.$transaction(async (tx) => {
    await tx.marketingPixel.deleteMany({});
    await tx.marketingPixel.createMany({
      data: parsed.pixels.map((pixel, position) => ({ ...pixel, pathPatterns: [...new Set(pixel.pathPatterns)], position })),
    });
    const data = { tagManagerId, tagManagerEnabled, analyticsProjectId, analyticsEnabled, updatedById: ctx.viewer?.id ?? null };
    await tx.marketingSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    await recordAudit(
      { ...ctx, prisma: tx },
      {
        action: 'marketing.settings_updated',
        targetType: 'MarketingSettings',
        targetId: '1',
        details: { pixels: parsed.pixels.map((p) => ({ ...p })), tagManagerId, tagManagerEnabled, analyticsProjectId, analyticsEnabled },
      },
    );
    return marketingSettings(tx);
  });
  await ctx.services.responseCache.invalidate([cacheEntity.marketing]);
  for (const listener of changeListeners) listener();
  return settings;
}
