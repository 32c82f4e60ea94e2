/**
 * The two interface languages (issue 35): how a request's language is chosen, numbers, money and
 * dates the Bangla way through Intl, and the catalogue check that `npm test` runs (every message in
 * both languages, the same placeholders in both).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogProblems, compileCatalog, placeholdersOf, readCatalog } from './catalogs.ts';
import { formatDate, formatDaysFromNow, formatMoney, formatNumber } from './format.ts';
import { localeFromAcceptLanguage, negotiateLocale } from './locale.ts';

describe('choosing the language', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['en;q=0.5, bn;q=0.7', 'bn'],
    ['fr-FR,fr;q=0.9', null],
    ['bn;q=0', null],
    ['', null],
    ['*', null],
  ])('Accept-Language %j → %j', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('the cookie wins over Accept-Language, which wins over the shop default; a bad cookie is ignored', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'bn', fallback: 'bn' })).toBe('en');
    expect(negotiateLocale({ cookie: 'xx', acceptLanguage: 'bn', fallback: 'en' })).toBe('bn');
    expect(negotiateLocale({ cookie: undefined, acceptLanguage: 'fr', fallback: 'bn' })).toBe('bn');
  });
});

describe('numbers, money and dates', () => {
  it('Taka with Bangladeshi grouping, Bangla digits in Bangla and today’s format in English', () => {
    expect(formatMoney(12_345_000, 'bn')).toBe('৳১,২৩,৪৫০');
    expect(formatMoney(12_345_000, 'en')).toBe('৳1,23,450');
    expect(formatMoney(125_050, 'bn')).toBe('৳১,২৫০.৫০');
    expect(formatMoney(-5_000, 'bn')).toBe('-৳৫০');
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
  });

  it('Bangla month and weekday names, days counted in Dhaka', () => {
    const day = new Date('2026-11-27T20:00:00Z'); // 28 November in Dhaka
    expect(formatDate(day, 'bn')).toBe('২৮ নভেম্বর, ২০২৬');
    expect(formatDate(day, 'bn', 'long')).toBe('শনিবার, ২৮ নভেম্বর, ২০২৬');
    expect(formatDate(day, 'en')).toBe('28 Nov 2026');
    expect(formatDaysFromNow(new Date(day.getTime() + 86_400_000), day, 'bn')).toBe('আগামীকাল');
    expect(formatDaysFromNow(new Date(day.getTime() - 3 * 86_400_000), day, 'en')).toBe('3 days ago');
  });
});

describe('the message catalogues', () => {
  it('have every message in Bangla and English with the same placeholders', () => {
    expect(catalogProblems()).toEqual([]);
  });

  it('find a message with no translation and placeholders that differ', () => {
    expect(
      catalogProblems({
        en: { 'a.only': 'Only English', 'b.count': '{count, plural, one {# book} other {# books}}', 'c.name': 'Hello {name}' },
        bn: { 'b.count': '{count} টি বই', 'c.name': 'নমস্কার {naam}', 'd.only': 'শুধু বাংলা' },
      }),
    ).toEqual([
      'a.only: no Bangla translation',
      'c.name: placeholders differ (bn: {naam}, en: {name})',
      'd.only: no English translation',
    ]);
  });

  it('find a message that does not parse', () => {
    expect(catalogProblems({ en: { x: 'Broken {name' }, bn: { x: 'ভাঙা {name}' } })[0]).toMatch(/^x \(en\): /);
  });

  it("read an option's one-word text as text, not as a placeholder ({kind, select, BOOK {book}}, {count, plural, other {#}})", () => {
    const [select] = Object.values(compileCatalog({ x: '{kind, select, BOOK {book} other {thing}}' }));
    expect([...placeholdersOf(select!)]).toEqual(['kind']);
    expect(catalogProblems({ en: { x: '{count, plural, one {#} other {#}}' }, bn: { x: '{count, plural, other {#টি}}' } })).toEqual([]);
    expect(catalogProblems({ en: { x: '{kind, select, BOOK {book} other {thing}}' }, bn: { x: '{kind, select, BOOK {বই} other {জিনিস}}' } })).toEqual([]);
  });

  it('read nested placeholders (plural branches) as placeholders', () => {
    const [compiled] = Object.values(compileCatalog({ x: '{count, plural, one {# of {total}} other {# of {total}}}' }));
    expect([...placeholdersOf(compiled!)].sort()).toEqual(['count', 'total']);
  });

  it('refuse an id defined in two areas, and merge the areas otherwise', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    const write = (area: string, messages: Record<string, string>) => {
      mkdirSync(path.join(dir, area), { recursive: true });
      writeFileSync(path.join(dir, area, 'en.json'), JSON.stringify(messages));
    };
    write('cart', { 'cart.title': 'Cart' });
    write('shell', { 'shell.home': 'Home' });
    expect(readCatalog('en', dir)).toEqual({ 'cart.title': 'Cart', 'shell.home': 'Home' });
    write('orders', { 'cart.title': 'Basket' });
    expect(() => readCatalog('en', dir)).toThrow('Message cart.title is defined twice: cart/en.json and orders/en.json');
    rmSync(dir, { recursive: true });
  });

  it('English and Bangla hold the same ids', () => {
    expect(Object.keys(readCatalog('bn')).sort()).toEqual(Object.keys(readCatalog('en')).sort());
  });
});
