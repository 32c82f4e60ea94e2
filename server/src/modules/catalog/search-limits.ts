import { GraphQLError } from 'graphql';
import type { Context } from '../../context.ts';

/**
 * What one search or suggestions request may cost the database. Full text search is cheap for a few
 * words and dear for thousands of `or` alternatives, exclusions or long words sent to the misspelling
 * corrections (each a trigram lookup), so such text is refused with a clear message before any
 * statement runs, and anonymous visitors may send only so many searches a minute from one address.
 */
export const SEARCH_LIMITS = {
  /** Characters of search text (a long title with its author fits). */
  length: 200,
  /** Words, quoted phrases counted word by word. */
  terms: 12,
  /** `or` alternatives. */
  alternatives: 4,
  /** Words excluded with a leading minus. */
  exclusions: 4,
  /** Longer words are not given to the misspelling corrections (no real word is this long). */
  correctableWordLength: 30,
} as const;

/** Requests with a search or suggestions an anonymous visitor may send from one address in a minute (typing sends a few a second). */
export const ANONYMOUS_SEARCH_RATE = { max: 120, windowMs: 60_000 } as const;

export const SEARCH_LIMIT_CODES = { tooCostly: 'SEARCH_TOO_COSTLY', rateLimited: 'SEARCH_RATE_LIMITED' } as const;

function refusal(message: string, code: string, status: number, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, http: { status }, ...extra } });
}

/** The first cap the text goes over, as the message the shopper sees; null when it is within all of them. */
export function searchCostProblem(raw: string): string | null {
  const text = raw.replace(/\s+/gu, ' ').trim();
  if ([...text].length > SEARCH_LIMITS.length) return `Search text is limited to ${SEARCH_LIMITS.length} characters. Please shorten it.`;
  const words = text.replace(/"/g, ' ').split(' ').filter(Boolean);
  const alternatives = words.filter((word) => word.toLowerCase() === 'or').length;
  const exclusions = words.filter((word) => word.startsWith('-') && word.length > 1).length;
  if (words.length - alternatives > SEARCH_LIMITS.terms) return `Search for at most ${SEARCH_LIMITS.terms} words at a time.`;
  if (alternatives > SEARCH_LIMITS.alternatives) return `Use "or" at most ${SEARCH_LIMITS.alternatives} times in one search.`;
  if (exclusions > SEARCH_LIMITS.exclusions) return `Exclude at most ${SEARCH_LIMITS.exclusions} words (with "-") in one search.`;
  return null;
}

/** A per-address count of anonymous searches in fixed windows of the service clock; bounded in memory. */
class AddressWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Counts one search; the seconds to wait when the address is over the limit, else 0. */
  take(address: string, now: number): number {
    const current = this.windows.get(address);
    if (!current || now - current.start >= ANONYMOUS_SEARCH_RATE.windowMs) {
      if (this.windows.size >= 100_000) this.sweep(now);
      this.windows.set(address, { start: now, count: 1 });
      return 0;
    }
    if (current.count >= ANONYMOUS_SEARCH_RATE.max) return Math.max(1, Math.ceil((current.start + ANONYMOUS_SEARCH_RATE.windowMs - now) / 1000));
    current.count += 1;
    return 0;
  }

  private sweep(now: number) {
    for (const [address, window] of this.windows) if (now - window.start >= ANONYMOUS_SEARCH_RATE.windowMs) this.windows.delete(address);
    // Still full (an attack from very many addresses): start over rather than grow without bound.
    if (this.windows.size >= 100_000) this.windows.clear();
  }
}

// One count per app (its services), so two apps in one process, as in tests, do not share it.
const windowsByServices = new WeakMap<object, AddressWindows>();
// A request counts once, however many search fields (aliases) it holds: the cost caps bound each field.
const countedRequests = new WeakSet<object>();

/**
 * Lets a search or suggestions request through, or throws a GraphQL error that says why not: text
 * over a cap (400, SEARCH_TOO_COSTLY) or an anonymous address over its rate (429, SEARCH_RATE_LIMITED).
 * Neither touches the database.
 */
export function admitSearch(ctx: Pick<Context, 'viewer' | 'remote' | 'services'>, raw: string): void {
  const problem = searchCostProblem(raw);
  if (problem) throw refusal(problem, SEARCH_LIMIT_CODES.tooCostly, 400);
  if (ctx.viewer || countedRequests.has(ctx)) return;
  countedRequests.add(ctx);
  let windows = windowsByServices.get(ctx.services);
  if (!windows) windowsByServices.set(ctx.services, (windows = new AddressWindows()));
  const wait = windows.take(ctx.remote.ip, ctx.services.clock.now().getTime());
  if (wait > 0) {
    throw refusal(`Too many searches from your network. Please wait ${wait} seconds and try again.`, SEARCH_LIMIT_CODES.rateLimited, 429, {
      retryAfterSeconds: wait,
    });
  }
}
