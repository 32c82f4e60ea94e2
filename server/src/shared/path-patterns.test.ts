import fc from 'fast-check';
import { PATH_PATTERN_LIMITS, pathMatches, pathPatternProblem, patternMatches, type MatchMeter } from './path-patterns.ts';

describe('pathMatches', () => {
  it.each<[string[], string, boolean]>([
    // Default: no pattern, every path.
    [[], '/', true],
    [[], '/book/12', true],
    [[], '/admin/marketing', true],
    // Exact paths (trailing slash ignored).
    [['/cart'], '/cart', true],
    [['/cart'], '/cart/', true],
    [['/cart'], '/cart/checkout', false],
    [['/cart'], '/carts', false],
    [['/'], '/', true],
    [['/'], '/books', false],
    // One segment.
    [['/books/*'], '/books/1', true],
    [['/books/*'], '/books', false],
    [['/books/*'], '/books/1/read', false],
    [['/book-*'], '/book-club', true],
    [['/book-*'], '/book', false],
    [['/book/*/read'], '/book/7/read', true],
    [['/book/*/read'], '/book/7/buy', false],
    // Any number of segments.
    [['/ebook/**'], '/ebook', true],
    [['/ebook/**'], '/ebook/7', true],
    [['/ebook/**'], '/ebook/7/read', true],
    [['/ebook/**'], '/ebooks', false],
    [['/**'], '/', true],
    [['/**'], '/a/b/c', true],
    [['/**/success'], '/payment/abc/success', true],
    [['/**/success'], '/payment/failed', false],
    // Several patterns: any one.
    [['/cart', '/book/*'], '/book/3', true],
    [['/cart', '/book/*'], '/ebook/3', false],
    // Negations win, alone they mean "every other path".
    [['!/admin/**'], '/admin', false],
    [['!/admin/**'], '/admin/marketing', false],
    [['!/admin/**'], '/book/1', true],
    [['!/admin/**'], '/', true],
    [['/**', '!/cart/**'], '/cart/checkout', false],
    [['/**', '!/cart/**'], '/info/about', true],
    [['/book/*', '!/book/13'], '/book/13', false],
    [['/book/*', '!/book/13'], '/book/12', true],
    // Regular-expression characters are plain characters.
    [['/a.b'], '/a.b', true],
    [['/a.b'], '/axb', false],
    // Invalid patterns (never saved) match nothing.
    [['books'], '/books', false],
    [['/x/**y'], '/x/ay', false],
    // Wildcards within segments, several of them.
    [['/*-*/*'], '/a-b/c', true],
    [['/*-*/*'], '/ab/c', false],
    [['/a*b*c'], '/abbbc', true],
    [['/a*b*c'], '/abcb', false],
    [['/**/*/x'], '/x', false],
    [['/**/*/x'], '/a/x', true],
    [['/**/b/**'], '/a/b/c/d', true],
    [['/**/b/**'], '/a/bc/d', false],
  ])('%j against %s → %s', (patterns, path, expected) => {
    expect(pathMatches(patterns, path)).toBe(expected);
  });
});

describe('pathPatternProblem', () => {
  it.each(['/', '/cart', '/books/*', '/ebook/**', '!/admin/**', '/book-*', '/info/privacy-policy', '/%E0%A6%95'])('accepts %s', (pattern) => {
    expect(pathPatternProblem(pattern)).toBeNull();
  });

  it.each([
    ['', /Enter a path pattern/],
    ['books', /starts with \//],
    ['/a b', /only letters/],
    ['/<script>', /only letters/],
    ['/a?b=1', /only letters/],
    ['/a//b', /empty segment/],
    ['/x/**y', /whole segments/],
    [`/${'a'.repeat(200)}`, /at most 200/],
    ['/**/**', /Write \*\* once/],
    [`${'/**'.repeat(40)}/x`, /Write \*\* once/],
    ['/*a*a*a*a*a*a*a*a*a', /at most 8 wildcards/],
    ['/**/*/**/*/**/*/**/*/**', /at most 8 wildcards/],
  ])('refuses %j', (pattern, message) => {
    expect(pathPatternProblem(pattern)).toMatch(message);
  });
});

describe('the matcher never backtracks (issue 29.14)', () => {
  /** Steps of one match, and the bound a linear matcher keeps: a few per (pattern character × path character). */
  function measure(pattern: string, path: string): { matched: boolean; steps: number; bound: number } {
    const meter: MatchMeter = { steps: 0 };
    const matched = patternMatches(pattern, path, meter);
    return { matched, steps: meter.steps, bound: 4 * (pattern.length + 2) * (path.length + 1) };
  }

  it.each([
    // The reproductions: a regular expression took seconds on these (the path fails only at its end).
    ['/** 40 times', `${'/**'.repeat(40)}/x`, '/a/a/a/a/a/a/a/a/a/a//x', false],
    ['/*a*a*a…', `/${'*a'.repeat(99)}`, `/${'a'.repeat(60)}b`, false],
    ['/*a*a*a… on a long path', `/${'*a'.repeat(99)}`, `/${'a'.repeat(5000)}b`, false],
    ['/** 40 times, matching', `${'/**'.repeat(40)}/x`, `${'/a'.repeat(500)}/x`, true],
  ])('%s: bounded steps', (_, pattern, path, expected) => {
    const { matched, steps, bound } = measure(pattern, path);
    expect(matched).toBe(expected);
    expect(steps).toBeLessThanOrEqual(bound);
  });

  it('grows linearly with the path: about ten times the path, less than eleven times the steps', () => {
    const pattern = `/${'*a'.repeat(4)}/**/*b*/**`;
    const short = measure(pattern, `/${'a'.repeat(100)}${'/ab'.repeat(20)}/c`);
    const long = measure(pattern, `/${'a'.repeat(1000)}${'/ab'.repeat(200)}/c`);
    expect(short.matched).toBe(true);
    expect(long.matched).toBe(true);
    expect(long.steps).toBeLessThan(11 * short.steps);
  });

  it('keeps every saved pattern of the longest kind within the bound on any path (pathMatches counts all patterns)', () => {
    const patterns = Array.from({ length: PATH_PATTERN_LIMITS.count }, (_, i) => `/**/*a*a*/**/*${i}*a*/x`.slice(0, PATH_PATTERN_LIMITS.length));
    for (const pattern of patterns) expect(pathPatternProblem(pattern)).toBeNull();
    const path = `${'/aaaa'.repeat(200)}//x`;
    const meter: MatchMeter = { steps: 0 };
    expect(pathMatches(patterns, path, meter)).toBe(false);
    const bound = patterns.reduce((sum, pattern) => sum + 4 * (pattern.length + 2) * (path.length + 1), 0);
    expect(meter.steps).toBeLessThanOrEqual(bound);
  });
});

describe('the matcher means what the patterns meant', () => {
  /** The regular expression the patterns compiled to before issue 29.14 (safe on these small inputs). */
  function regexMatches(pattern: string, path: string): boolean {
    const segments = pattern.replace(/\/+$/, '').split('/').slice(1);
    const body = segments
      .map((segment) => (segment === '**' ? '(?:/[^/]+)*' : `/${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}`))
      .join('');
    return new RegExp(`^${body}$`).test(path.replace(/\/+$/, ''));
  }

  it('agrees with the old regular expression on any small pattern and path', () => {
    const segment = fc.oneof(fc.constant('**'), fc.stringMatching(/^[ab*.]{1,4}$/).filter((s) => !s.includes('**')));
    const pattern = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const path = fc.array(fc.stringMatching(/^[ab.]{0,3}$/), { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(pattern, path, (p, target) => {
        expect(patternMatches(p, target)).toBe(regexMatches(p, target));
      }),
      { numRuns: 3000 },
    );
  });
});
