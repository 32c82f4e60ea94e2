import { pathMatches, pathPatternProblem } from './path-patterns.ts';

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
  ])('refuses %j', (pattern, message) => {
    expect(pathPatternProblem(pattern)).toMatch(message);
  });
});
