/**
 * Which marketing scripts the pages' Content-Security-Policy allows (http/spa.ts): those switched on at
 * /admin/marketing, read from the database at most every few seconds (at once after a change in this
 * process; other processes follow within TTL_MS).
 */
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { MarketingScripts } from '../../http/csp.ts';
import type { Logger } from '../../logger.ts';
import { onMarketingChange, publicTrackers } from './marketing.service.ts';

const TTL_MS = 10_000;

export function marketingScriptsCache(prisma: Pick<PrismaClient, 'marketingPixel' | 'marketingSettings'>, log: Pick<Logger, 'warn'>) {
  let cached: { at: number; scripts: Promise<MarketingScripts> } | null = null;
  onMarketingChange(() => {
    cached = null;
  });
  const read = async (): Promise<MarketingScripts> => {
    const trackers = await publicTrackers(prisma);
    return {
      meta: trackers.pixels.some((p) => p.kind === 'META'),
      googleAds: trackers.pixels.some((p) => p.kind === 'GOOGLE_ADS'),
      tagManager: trackers.tagManagerId !== null,
      analytics: trackers.analyticsProjectId !== null,
    };
  };
  return (): Promise<MarketingScripts> => {
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const scripts = read().catch((error: unknown) => {
        // The page is still served, with the policy of no marketing script (they stay blocked).
        log.warn({ err: error }, 'Could not read the marketing settings for the page policy');
        cached = null;
        return {};
      });
      cached = { at: Date.now(), scripts };
    }
    return cached.scripts;
  };
}
