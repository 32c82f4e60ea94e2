/**
 * Leaf values for the fuzz test: strings that break things (NUL, lone surrogates, right-to-left and
 * Bangla text, emoji, very long text), boundary numbers, and ids — random ones, real ones of every
 * type and of other users' rows, and real ids wearing the wrong type's name.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';

/** Real rows of the test database the generators aim at, gathered once by the harness. */
export interface ValuePool {
  /** Global ids of real rows, by GraphQL type name. */
  idsByType: Record<string, string[]>;
  /** Strings the shop knows: demo phones, emails and passwords, slugs, coupon codes, keys. */
  knownStrings: string[];
}

const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(5),
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  'বাংলা বই ২০২৫',
  '০১৭০০০০০০০৩',
  '👩‍👩‍👧‍👦🇧🇩📚',
  'e\u0301\u0301\u0301',
  "'; DROP TABLE \"User\"; --",
  '%_\\',
  '${{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '2025-02-30T25:61:61Z',
  '+8801700000003',
  'a@b',
  '\t\n\r',
];

const unitString = (unit: 'grapheme' | 'binary' | 'binary-ascii', maxLength: number) => fc.string({ unit, maxLength });

/** Ordinary text a client would send: known values, words in any script, numbers. */
export function plainStringArb(pool: ValuePool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool.knownStrings) },
    { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{2,30}$/) },
    { weight: 1, arbitrary: fc.constantFrom('বাংলা বই ২০২৫', 'পদার্থবিজ্ঞান প্রথম পত্র', 'مرحبا', '📚 Notes', 'HSC 2026', 'user@example.com', '01811223344') },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 99_999 }).map(String) },
  );
}

/** Any string, weighted towards the short and the nasty. */
export function stringArb(pool: ValuePool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
    { weight: 8, arbitrary: fc.constantFrom(...pool.knownStrings) },
    { weight: 8, arbitrary: unitString('grapheme', 40) },
    { weight: 3, arbitrary: unitString('binary', 40) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...pool.knownStrings), fc.constantFrom('\u0000', ' ', '\uD800', 'ক', '%')).map(([s, x]) => s + x) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'ক', '\u0000', '😀', '\uD800'), fc.constantFrom(200, 256, 1_000, 5_000, 20_000, 60_000)).map(([s, n]) => s.repeat(n)) },
  );
}

const BOUNDARY_INTS = [0, 1, -1, 2, 100, 101, 1000, 10_000, 10_001, 2 ** 31 - 1, -(2 ** 31), 2 ** 15, 2 ** 16];

/** Integers GraphQL's Int accepts (32-bit), boundaries included. */
export function intArb(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_INTS) },
    { weight: 4, arbitrary: fc.integer({ min: -5, max: 120 }) },
    { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  );
}

/** Numbers for Float fields and for places where an Int does not fit. */
export function numberArb(): fc.Arbitrary<number> {
  return fc.oneof(
    intArb(),
    fc.constantFrom(2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324, 0.5, -0.0001, 12.345),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Date-time strings: real ones, or (unless `plain`) boundary and broken ones too. */
export function dateTimeArb(plain = false): fc.Arbitrary<string> {
  const real = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  if (plain) return real;
  return fc.oneof(
    real,
    fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00.000Z', '2025-13-01', 'yesterday', '', '1e12', '2025-01-01T00:00:00\u0000Z'),
  );
}

/** Ids: real ones of the right and of the wrong type, bare UUIDs, random global ids and garbage. */
export function idArb(pool: ValuePool): fc.Arbitrary<string> {
  const types = Object.keys(pool.idsByType);
  const realIds = types.flatMap((type) => pool.idsByType[type]!);
  const garbage = fc.oneof(
    fc.constantFrom('', '0', '-1', '1', 'null', 'Book:', ':', '=====', '\u0000', encodeGlobalID('Book', 'not-a-uuid'), encodeGlobalID('', '')),
    fc.string({ maxLength: 30 }),
  );
  if (realIds.length === 0) return fc.oneof(fc.uuid(), garbage);
  const decodedUuid = (id: string) => Buffer.from(id, 'base64').toString('utf8').split(':').slice(1).join(':');
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...realIds), fc.constantFrom(...types)).map(([id, type]) => encodeGlobalID(type, decodedUuid(id))) },
    { weight: 1, arbitrary: fc.constantFrom(...realIds).map(decodedUuid) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...types), fc.uuid()).map(([type, uuid]) => encodeGlobalID(type, uuid)) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: garbage },
  );
}

const PRODUCT_TYPES = ['Book', 'Ebook', 'Stationery', 'Bundle', 'Content'];

/**
 * Real ids of the type a field's name points at (`contentId` → Content, `authorIds` → Author,
 * `productId` → any product kind), as global ids or bare UUIDs; any real id when the name says nothing.
 */
export function idOfFieldArb(pool: ValuePool, field: string): fc.Arbitrary<string> {
  const stem = field.replace(/Ids?$/, '').toLowerCase();
  const types = Object.keys(pool.idsByType).filter((type) => type.toLowerCase() === stem || (stem === 'product' && PRODUCT_TYPES.includes(type)));
  const ids = (types.length ? types : Object.keys(pool.idsByType)).flatMap((type) => pool.idsByType[type]!);
  if (ids.length === 0) return fc.uuid();
  const uuidOf = (id: string) => Buffer.from(id, 'base64').toString('utf8').split(':').slice(1).join(':');
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constantFrom(...ids).map(uuidOf) });
}

/** Any JSON value: what a client sends when it sends the wrong thing. */
export function wrongJsonArb(pool: ValuePool): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 2 ** 53, 1e308, [], {}, [null], { id: null }),
    stringArb(pool),
    fc.jsonValue({ maxDepth: 3 }),
  );
}
