/**
 * Path patterns of the marketing pixels (seed §1: page views go to a pixel only on paths matching its
 * patterns, all paths by default), shared by the server (validation when admins save them) and the
 * storefront (which pixel hears of which page), imported there as `#shared/path-patterns.ts`.
 * Imports nothing.
 *
 * - `/cart` matches that path exactly (a trailing slash is ignored, the query and hash are not part of a path);
 * - `*` matches within one segment: `/books/*` matches `/books/1` but not `/books` nor `/books/1/x`,
 *   `/book-*` matches `/book-club`;
 * - `**` as a whole segment matches any number of segments, none too: `/ebook/**` matches `/ebook`,
 *   `/ebook/7` and `/ebook/7/read`; `/**` matches every path;
 * - `!pattern` excludes what it matches, whatever else matches: `!/admin/**`;
 * - no pattern, or negations only: every path (minus the negated ones).
 */

/** Most patterns one pixel may have, and the longest pattern. */
export const PATH_PATTERN_LIMITS = { count: 50, length: 200 } as const;

/** A pattern admins may save: an optional `!`, then a path of letters, digits, `-._~%`, `/` and `*`. */
const PATTERN_SYNTAX = /^!?\/[A-Za-z0-9\-._~%/*]*$/;

/** Why `pattern` cannot be saved, or null when it can. */
export function pathPatternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'Enter a path pattern or remove the line';
  if (pattern.length > PATH_PATTERN_LIMITS.length) return `A path pattern has at most ${PATH_PATTERN_LIMITS.length} characters`;
  if (!PATTERN_SYNTAX.test(pattern)) return 'A path pattern starts with / (or !/ to exclude) and holds only letters, digits, - . _ ~ % / and *';
  if (/\/\//.test(pattern)) return 'A path pattern has no empty segment (//)';
  const segments = pattern.replace(/^!/, '').split('/');
  if (segments.some((segment) => segment.includes('**') && segment !== '**')) return '** stands for whole segments only, as in /ebook/**';
  return null;
}

/** The path without its trailing slashes (`/` becomes the empty string). */
function normalise(path: string): string {
  return path.replace(/\/+$/, '');
}

function compile(pattern: string): RegExp {
  const segments = normalise(pattern).split('/').slice(1);
  const body = segments
    .map((segment) =>
      segment === '**' ? '(?:/[^/]+)*' : `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}`,
    )
    .join('');
  return new RegExp(`^${body}$`);
}

const compiled = new Map<string, RegExp>();

function matchesOne(pattern: string, path: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = compile(pattern);
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex.test(path);
}

/** Whether `path` (a location's pathname) is one of the paths `patterns` choose; invalid patterns match nothing. */
export function pathMatches(patterns: readonly string[], path: string): boolean {
  const target = normalise(path);
  const valid = patterns.filter((pattern) => pathPatternProblem(pattern) === null);
  const excluded = valid.filter((p) => p.startsWith('!')).some((p) => matchesOne(p.slice(1), target));
  if (excluded) return false;
  const included = valid.filter((p) => !p.startsWith('!'));
  if (included.length > 0) return included.some((p) => matchesOne(p, target));
  // No pattern: every path; negations only: every other path; nothing valid (none is saved so): none.
  return patterns.length === 0 || valid.length > 0;
}
