/** Bulk coupon batches: 10,000 unique codes in one go, statistics from redemptions, CSV export. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { CODE_ALPHABET, CSV_HEADER, csvCell, insertBatchCodes, randomCodePart } from './coupon-batches.service.ts';
import { redeemCoupon } from './coupons.service.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const CREATE = `mutation($input: CreateCouponBatchInput!) { createCouponBatch(input: $input) { __typename
  ... on ValidationError { fields { field message } }
  ... on MutationCreateCouponBatchSuccess { batch { id prefix count description createdByRole exportUrl
      statistics { codes codesUsed redemptions discountGiven { amount } }
      coupons(first: 3) { totalCount edges { node { code usageLimit value discountType kinds } } } } } } }`;

async function createBatch(input: Record<string, unknown>) {
  const result = await t.graphql(CREATE, { input }, { cookie: admin });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createCouponBatch;
}

/** RFC 4180 parsing, to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

describe('createCouponBatch', () => {
  let batchId: string;

  it('generates 10,000 unique codes with the prefix and the shared rules in one go', async () => {
    const started = Date.now();
    const result = await createBatch({
      prefix: 'hsc26',
      count: 10_000,
      description: 'College fair, 2026',
      discountType: 'FIXED',
      value: 5000,
      kinds: ['BOOK'],
    });
    const seconds = (Date.now() - started) / 1000;
    expect(result.__typename).toBe('MutationCreateCouponBatchSuccess');
    expect(result.batch).toMatchObject({
      prefix: 'HSC26',
      count: 10_000,
      createdByRole: 'admin',
      statistics: { codes: 10_000, codesUsed: 0, redemptions: 0, discountGiven: { amount: 0 } },
      coupons: { totalCount: 10_000 },
    });
    expect(result.batch.coupons.edges[0].node).toMatchObject({ usageLimit: 1, value: 5000, discountType: 'FIXED', kinds: ['BOOK'] });
    batchId = decodeGlobalID(result.batch.id).id;

    const rows = await t.db.prisma.coupon.findMany({ where: { batch: { prefix: 'HSC26' } }, select: { code: true } });
    const codes = rows.map((r) => r.code);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    const shape = new RegExp(`^HSC26-[${CODE_ALPHABET}]{8}$`);
    expect(codes.every((code) => shape.test(code))).toBe(true);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'coupons.batch_created' } });
    expect(audit.details).toEqual({ prefix: 'HSC26', count: 10_000 });
    console.log(`10,000-code batch through GraphQL: ${seconds.toFixed(2)} s`);
  });

  it('refuses counts outside 1..10,000 and bad prefixes, creating nothing', async () => {
    const before = await t.db.prisma.coupon.count();
    const base = { discountType: 'PERCENT', value: 10 };
    expect(await createBatch({ ...base, prefix: 'X', count: 0 })).toMatchObject({ fields: [{ field: 'count', message: 'Make at least 1 code' }] });
    expect(await createBatch({ ...base, prefix: 'X', count: 10_001 })).toMatchObject({
      fields: [{ field: 'count', message: 'Make at most 10,000 codes at once' }],
    });
    expect(await createBatch({ ...base, prefix: 'NO-DASH', count: 5 })).toMatchObject({ fields: [{ field: 'prefix' }] });
    expect(await createBatch({ ...base, prefix: 'OK', count: 5, value: 120 })).toMatchObject({ fields: [{ field: 'value' }] });
    expect(await t.db.prisma.coupon.count()).toBe(before);
  });

  it('links every code of the batch to the chosen sections', async () => {
    const medical = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'medical' } });
    const result = await createBatch({ prefix: 'MED', count: 4, discountType: 'PERCENT', value: 5, sectionIds: [encodeGlobalID('Section', medical.id)] });
    const id = decodeGlobalID(result.batch.id).id;
    expect(await t.db.prisma.couponSection.count({ where: { coupon: { batchId: id }, sectionId: medical.id } })).toBe(4);
    await t.db.prisma.couponSection.deleteMany({ where: { coupon: { batchId: id } } });
    await t.db.prisma.coupon.deleteMany({ where: { batchId: id } });
    await t.db.prisma.couponBatch.delete({ where: { id } });
  });

  it('counts codes used and discount given from redemptions', async () => {
    const codes = await t.db.prisma.coupon.findMany({ where: { batchId }, take: 2, orderBy: { code: 'asc' } });
    const a = await newCustomer(t, 'batch-a');
    const b = await newCustomer(t, 'batch-b');
    await t.db.prisma.coupon.update({ where: { id: codes[0]!.id }, data: { usageLimit: 5 } });
    await t.db.prisma.$transaction((tx) => redeemCoupon(tx, { couponId: codes[0]!.id, userId: a.userId, discount: 5000 }));
    await t.db.prisma.$transaction((tx) => redeemCoupon(tx, { couponId: codes[0]!.id, userId: b.userId, discount: 5000 }));
    await t.db.prisma.$transaction((tx) => redeemCoupon(tx, { couponId: codes[1]!.id, userId: a.userId, discount: 3000 }));
    const other = await createBatch({ prefix: 'OTHER', count: 3, discountType: 'PERCENT', value: 5, usageLimit: null });
    expect(other.batch.coupons.edges[0].node.usageLimit).toBeNull();

    const result = await t.graphql(
      `{ couponBatches(first: 10) { totalCount edges { node { prefix statistics { codes codesUsed redemptions discountGiven { amount formatted } } } } } }`,
      {},
      { cookie: admin },
    );
    expect(result.data!.couponBatches).toEqual({
      totalCount: 2,
      edges: [
        { node: { prefix: 'OTHER', statistics: { codes: 3, codesUsed: 0, redemptions: 0, discountGiven: { amount: 0, formatted: '৳0' } } } },
        { node: { prefix: 'HSC26', statistics: { codes: 10_000, codesUsed: 2, redemptions: 3, discountGiven: { amount: 13000, formatted: '৳130' } } } },
      ],
    });
  });

  it('exports the batch as CSV, every code once, with a download file name', async () => {
    const response = await t.rest('GET', `/api/coupon/batches/${batchId}/export.csv`, undefined, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="coupons-HSC26-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so spreadsheet programs read Bangla text right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFcode,active,')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(10_001);
    const codes = rows.slice(1).map((r) => r[0]);
    expect(new Set(codes).size).toBe(10_000);
    const used = rows.find((r) => r[2] === '2')!;
    expect(used).toEqual([used[0], 'yes', '2', '5', '', 'fixed', '50', '', '0', '', '', 'College fair, 2026']);

    const gid = encodeGlobalID('CouponBatch', batchId);
    expect((await t.rest('GET', `/api/coupon/batches/${gid}/export.csv`, undefined, { cookie: admin })).status).toBe(200);
    const missing = await t.rest('GET', '/api/coupon/batches/00000000-0000-4000-8000-000000000000/export.csv', undefined, { cookie: admin });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, statusMessage: 'No such coupon batch.' });
  });

  it('escapes descriptions with commas, quotes, line breaks and formula starts', async () => {
    const result = await createBatch({ prefix: 'ESC', count: 2, discountType: 'PERCENT', value: 10, description: '=HYPERLINK("x"), "50% off"\nnew line' });
    const response = await t.rest('GET', `/api/coupon/batches/${result.batch.id}/export.csv`, undefined, { cookie: admin });
    const rows = parseCsv(await response.text());
    expect(rows).toHaveLength(3);
    expect(rows[1]![11]).toBe(`'=HYPERLINK("x"), "50% off"\nnew line`);
    expect(rows[1]![6]).toBe('10%');
  });
});

describe('codes', () => {
  it('draws from the unambiguous alphabet only', () => {
    const sample = Array.from({ length: 2000 }, () => randomCodePart()).join('');
    expect(sample).toMatch(new RegExp(`^[${CODE_ALPHABET}]+$`));
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(sample).size).toBe(CODE_ALPHABET.length);
  });

  it('draws again for codes that already exist, and keeps the rules and dates exact', async () => {
    const existing = ['DUP-AAAAAAAA', 'DUP-BBBBBBBB'];
    for (const code of existing) await t.db.prisma.coupon.create({ data: { code, discountType: 'FIXED', value: 1, createdByRole: 'admin' } });
    // The first draws repeat codes that exist (and one twice); then fresh ones follow.
    const draws = [...existing, 'DUP-CCCCCCCC', 'DUP-CCCCCCCC', 'DUP-DDDDDDDD', 'DUP-EEEEEEEE', 'DUP-FFFFFFFF'];
    let next = 0;
    const startsAt = new Date('2026-12-01T06:30:00.123Z');
    const endsAt = new Date('2027-01-01T00:00:00.000Z');
    const batch = await t.db.prisma.$transaction(async (tx) => {
      const row = await tx.couponBatch.create({ data: { prefix: 'DUP', count: 4, createdByRole: 'agent' } });
      const rules = {
        description: 'dup test',
        discountType: 'PERCENT' as const,
        value: 25,
        maxDiscount: 20_000,
        minOrder: 10_000,
        startsAt,
        endsAt,
        usageLimit: 3,
        perUserLimit: 1,
        kinds: ['BOOK' as const, 'BUNDLE' as const],
        active: false,
      };
      await insertBatchCodes(tx, row, rules, null, () => draws[next++]!);
      return row;
    });
    const coupons = await t.db.prisma.coupon.findMany({ where: { batchId: batch.id }, orderBy: { code: 'asc' } });
    expect(coupons.map((c) => c.code)).toEqual(['DUP-CCCCCCCC', 'DUP-DDDDDDDD', 'DUP-EEEEEEEE', 'DUP-FFFFFFFF']);
    expect(coupons[0]).toMatchObject({
      description: 'dup test',
      discountType: 'PERCENT',
      value: 25,
      maxDiscount: 20_000,
      minOrder: 10_000,
      startsAt,
      endsAt,
      usageLimit: 3,
      perUserLimit: 1,
      usedCount: 0,
      kinds: ['BOOK', 'BUNDLE'],
      active: false,
      createdByRole: 'agent',
    });
  });

  it('quotes CSV cells only when needed', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});
