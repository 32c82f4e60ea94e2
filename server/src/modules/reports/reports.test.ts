/**
 * Report figures against a hand computation over seeded orders: a Dhaka day starts at 18:00 UTC, an
 * empty day is a zero row, cancelled orders are not sales, and the session's time zone changes nothing.
 */
import { signInAs } from '../../../test/accounts.ts';
import { createBook, createEbook, createStationery } from '../../../test/catalog-fixtures.ts';
import { insertOrder } from '../../../test/report-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { salesSeries } from './reports.service.ts';
import { refreshSalesRollup } from './sales-rollup.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  const prisma = t.db.prisma;
  const customer = await prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  const [academic, varsity] = await Promise.all(['academic', 'varsity'].map((slug) => prisma.section.findUniqueOrThrow({ where: { slug } })));
  const book = await createBook(prisma, { title: 'Report Physics', price: 20_000, section: 'academic' });
  const ebook = await createEbook(prisma, { title: 'Report Chemistry Ebook', price: 30_000, section: null });
  const pen = await createStationery(prisma, { title: '-Minus Gel Pen', price: 5_000, section: 'varsity' });
  expect([book.sectionId, pen.sectionId]).toEqual([academic!.id, varsity!.id]);
  const at = (placedAt: string, rest: Omit<Parameters<typeof insertOrder>[2], 'placedAt'>) => insertOrder(prisma, customer.id, { placedAt, ...rest });
  // Dhaka is UTC+6: 17:59:59 UTC is still 10 March there, 18:00 UTC is already 11 March.
  await at('2031-03-10T17:59:59Z', { status: 'DELIVERED', lines: [{ product: book, quantity: 2, unitPrice: 20_000 }], delivery: 6_000 });
  await at('2031-03-10T18:00:00Z', {
    status: 'PLACED', paymentMethod: 'SANDBOX', couponCode: 'SAVE10', discount: 3_000,
    lines: [{ product: ebook, quantity: 1, unitPrice: 30_000, source: 'home' }],
  });
  // 12 March: only a cancelled order, so the day is empty for sales.
  await at('2031-03-12T06:00:00Z', { status: 'CANCELLED', lines: [{ product: book, quantity: 1, unitPrice: 20_000 }] });
  await at('2031-03-13T05:00:00Z', {
    status: 'SHIPPED', paymentMethod: 'BKASH', delivery: 4_000,
    lines: [{ product: pen, quantity: 3, unitPrice: 5_000, source: 'home' }, { product: book, quantity: 1, unitPrice: 20_000, source: 'campaign' }],
  });
  // Outside 10–13 March in Dhaka: 23:00 on 9 March and 00:00 on 14 March.
  await at('2031-03-09T17:00:00Z', { status: 'PLACED', lines: [{ product: book, quantity: 1, unitPrice: 20_000 }] });
  await at('2031-03-13T18:00:00Z', { status: 'PLACED', lines: [{ product: book, quantity: 1, unitPrice: 20_000 }] });
});
afterAll(() => t.close());

const REPORT = `query($range: ReportRangeInput!, $grain: ReportGrain!) { salesReport(range: $range) { __typename
  ... on QuerySalesReportSuccess { report {
    totals { orders units goods { amount } discount { amount } delivery { amount } revenue { amount } averageOrderValue { amount } }
    series(grain: $grain) { start orders revenue { amount } discount { amount } }
    previous { from to totals { orders revenue { amount } } }
    ordersByStatus { status orders }
    product: breakdown(by: PRODUCT) { ...F } kind: breakdown(by: KIND) { ...F } section: breakdown(by: SECTION) { ...F }
    source: breakdown(by: SOURCE) { ...F } coupon: breakdown(by: COUPON) { ...F } method: breakdown(by: PAYMENT_METHOD) { ...F }
    channel: breakdown(by: CHANNEL) { ...F } top: breakdown(by: PRODUCT, first: 1) { label }
  } }
  ... on ValidationError { message fields { field message } } } }
  fragment F on SalesFigure { key label kind orders units revenue { amount } discount { amount } }`;

const row = (label: string, orders: number, units: number, revenue: number, discount = 0) => expect.objectContaining({ label, orders, units, revenue: { amount: revenue }, discount: { amount: discount } });

/** The 10–13 March report, checked against the hand computation. */
async function expectHandComputedReport() {
  const { data, errors } = await t.graphql(REPORT, { range: { from: '2031-03-10', to: '2031-03-13' }, grain: 'DAY' }, { cookie: admin });
  expect(errors).toBeUndefined();
  const report = data!.salesReport.report;
  // 46,000 (2 × 200 + 60 delivery) + 27,000 (300 − 30 coupon) + 39,000 (3 × 50 + 200 + 40 delivery) poisha.
  expect(report.totals).toEqual({
    orders: 3, units: 7, goods: { amount: 105_000 }, discount: { amount: 3_000 }, delivery: { amount: 10_000 },
    revenue: { amount: 112_000 }, averageOrderValue: { amount: 37_333 },
  });
  expect(report.series).toEqual([
    { start: '2031-03-10', orders: 1, revenue: { amount: 46_000 }, discount: { amount: 0 } },
    { start: '2031-03-11', orders: 1, revenue: { amount: 27_000 }, discount: { amount: 3_000 } },
    { start: '2031-03-12', orders: 0, revenue: { amount: 0 }, discount: { amount: 0 } },
    { start: '2031-03-13', orders: 1, revenue: { amount: 39_000 }, discount: { amount: 0 } },
  ]);
  expect(report.previous).toEqual({ from: '2031-03-06', to: '2031-03-09', totals: { orders: 1, revenue: { amount: 20_000 } } });
  expect(report.ordersByStatus).toEqual([
    { status: 'CANCELLED', orders: 1 }, { status: 'DELIVERED', orders: 1 }, { status: 'PLACED', orders: 1 }, { status: 'SHIPPED', orders: 1 },
  ]);
  expect(report.product).toEqual([row('Report Physics', 2, 3, 60_000), row('Report Chemistry Ebook', 1, 1, 30_000), row('-Minus Gel Pen', 1, 3, 15_000)]);
  expect(report.top).toEqual([{ label: 'Report Physics' }]);
  // A product row says its kind (a printed book and its ebook may share a title); other groupings have none.
  expect(report.product.map((r: { kind: string }) => r.kind)).toEqual(['BOOK', 'EBOOK', 'STATIONERY']);
  expect(report.kind.map((r: { kind: string | null }) => r.kind)).toEqual([null, null, null]);
  expect(report.kind).toEqual([row('BOOK', 2, 3, 60_000), row('EBOOK', 1, 1, 30_000), row('STATIONERY', 1, 3, 15_000)]);
  expect(report.section).toEqual([row('Academic', 2, 3, 60_000), row('No section', 1, 1, 30_000), row('Varsity', 1, 3, 15_000)]);
  expect(report.source).toEqual([row('home', 2, 4, 45_000), row('Direct', 1, 2, 40_000), row('campaign', 1, 1, 20_000)]);
  expect(report.coupon).toEqual([row('No coupon', 2, 6, 85_000), row('SAVE10', 1, 1, 27_000, 3_000)]);
  expect(report.method).toEqual([row('COD', 1, 2, 46_000), row('BKASH', 1, 4, 39_000), row('SANDBOX', 1, 1, 27_000, 3_000)]);
  expect(report.channel).toEqual([row('ONLINE', 3, 7, 112_000, 3_000)]);
}

it('adds up the range by Dhaka day, with the empty day as zero, and every grouping by hand', async () => {
  // Straight from the orders (every day changed since the rollup was last made), then from the rollup the sweep makes.
  await expectHandComputedReport();
  expect(await refreshSalesRollup(t.db.prisma)).toBeGreaterThanOrEqual(5);
  expect(await t.db.prisma.salesChange.count()).toBe(0);
  expect(await t.db.prisma.salesRollup.count({ where: { dimension: 'TOTAL', grain: 'DAY' } })).toBe(5); // 9, 10, 11, 13 and 14 March (12 March sold nothing)
  expect(await t.db.prisma.salesRollup.count({ where: { dimension: 'TOTAL', grain: 'MONTH' } })).toBe(1);
  await expectHandComputedReport();
});

it('reads stored days from the rollup and changed days from the orders until the sweep remakes them', async () => {
  await refreshSalesRollup(t.db.prisma);
  const prisma = t.db.prisma;
  const totals = async () =>
    (await t.graphql(`{ salesReport(range: { from: "2031-03-10", to: "2031-03-13" }) { ... on QuerySalesReportSuccess { report { totals { orders revenue { amount } } } } } }`, {}, { cookie: admin }))
      .data!.salesReport.report.totals;
  // A stored row is what a clean day reports (the report does not scan that day's orders)…
  await prisma.$executeRaw`UPDATE "SalesRollup" SET "revenue" = "revenue" + 1 WHERE "dimension" = 'TOTAL' AND "grain" = 'DAY' AND "day" = '2031-03-13'`;
  expect(await totals()).toEqual({ orders: 3, revenue: { amount: 112_001 } });
  // A whole month is read from its month row (summed from the days when they were made).
  const march = async () =>
    (await t.graphql(`{ salesReport(range: { from: "2031-03-01", to: "2031-03-31" }) { ... on QuerySalesReportSuccess { report { totals { orders revenue { amount } } } } } }`, {}, { cookie: admin }))
      .data!.salesReport.report.totals;
  expect(await march()).toEqual({ orders: 5, revenue: { amount: 152_000 } }); // 20,000 + 46,000 + 27,000 + 39,000 + 20,000
  await prisma.$executeRaw`UPDATE "SalesRollup" SET "revenue" = "revenue" + 7 WHERE "dimension" = 'TOTAL' AND "grain" = 'MONTH' AND "day" = '2031-03-01'`;
  expect(await march()).toEqual({ orders: 5, revenue: { amount: 152_007 } });
  // …until an order of that day changes: the day is computed from the orders at once, and remade by the next sweep.
  const cancelled = await prisma.order.findFirstOrThrow({ where: { placedAt: new Date('2031-03-13T05:00:00Z') } });
  await prisma.order.update({ where: { id: cancelled.id }, data: { status: 'CANCELLED' } });
  expect(await prisma.salesChange.findMany({ select: { day: true } })).toEqual([{ day: new Date('2031-03-13T00:00:00Z') }]);
  expect(await totals()).toEqual({ orders: 2, revenue: { amount: 73_000 } });
  // The month has a changed day, so its month row is not read: its clean days' rows and the changed day are.
  expect(await march()).toEqual({ orders: 4, revenue: { amount: 113_000 } });
  expect(await refreshSalesRollup(prisma)).toBe(1);
  expect(await totals()).toEqual({ orders: 2, revenue: { amount: 73_000 } });
  expect(await march()).toEqual({ orders: 4, revenue: { amount: 113_000 } }); // the month row, made again from the days
  // An edit no report reads (the delivery address) marks no day.
  await prisma.order.update({ where: { id: cancelled.id }, data: { address: 'House 1, Road 2', status: 'SHIPPED' } });
  await prisma.order.update({ where: { id: cancelled.id }, data: { address: 'House 3, Road 4' } });
  expect(await prisma.salesChange.count()).toBe(1);
  expect(await refreshSalesRollup(prisma)).toBe(1);
  await expectHandComputedReport();
});

it('cuts weeks (Monday first) and months in Dhaka time', async () => {
  const series = async (grain: string, from: string, to: string) =>
    (await t.graphql(REPORT, { range: { from, to }, grain }, { cookie: admin })).data!.salesReport.report.series.map((p: { start: string; orders: number; revenue: { amount: number } }) => [p.start, p.orders, p.revenue.amount]);
  // 8 March 2031 is a Saturday: its week started on 3 March and holds the 9 March order; 10–13 March fall in the next.
  expect(await series('WEEK', '2031-03-08', '2031-03-13')).toEqual([['2031-03-03', 1, 20_000], ['2031-03-10', 3, 112_000]]);
  expect(await series('MONTH', '2031-02-20', '2031-03-13')).toEqual([['2031-02-01', 0, 0], ['2031-03-01', 4, 132_000]]);
});

it('cuts the same days whatever the database session time zone is', async () => {
  const points = await t.db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL TIME ZONE 'America/Los_Angeles'`);
    return salesSeries(tx as unknown as typeof t.db.prisma, { from: '2031-03-10', to: '2031-03-13' }, 'DAY');
  });
  expect(points.map((p) => p.orders)).toEqual([1, 1, 0, 1]);
});

it('exports CSV with a BOM, CRLF rows and formula-safe cells', async () => {
  const { data } = await t.graphql(
    `{ salesReport(range: { from: "2031-03-10", to: "2031-03-13" }) { ... on QuerySalesReportSuccess { report { days: csv products: csv(by: PRODUCT) } } } }`,
    {},
    { cookie: admin },
  );
  const { days, products } = data!.salesReport.report;
  expect(days).toBe('\uFEFFPeriod starting,Orders,Revenue (Tk),Discount (Tk)\r\n2031-03-10,1,460.00,0.00\r\n2031-03-11,1,270.00,30.00\r\n2031-03-12,0,0.00,0.00\r\n2031-03-13,1,390.00,0.00\r\n');
  expect(products.split('\r\n')).toEqual([
    '\uFEFFProduct,Kind,Orders,Units,Revenue (Tk),Discount (Tk)',
    'Report Physics,BOOK,2,3,600.00,0.00',
    'Report Chemistry Ebook,EBOOK,1,1,300.00,0.00',
    "'-Minus Gel Pen,STATIONERY,1,3,150.00,0.00",
    '',
  ]);
});

it('refuses a bad range with the field named, as data', async () => {
  const ask = async (from: string, to: string) => (await t.graphql(REPORT, { range: { from, to }, grain: 'DAY' }, { cookie: admin })).data!.salesReport;
  expect(await ask('2031-03-13', '2031-03-10')).toEqual({ __typename: 'ValidationError', message: 'The last day cannot be before the first day', fields: [{ field: 'to', message: 'The last day cannot be before the first day' }] });
  expect((await ask('2031-02-30', '2031-03-10')).fields).toEqual([{ field: 'from', message: 'This date does not exist' }]);
  expect((await ask('yesterday', '2031-03-10')).fields[0].field).toBe('from');
  expect((await ask('2020-01-01', '2031-03-10')).fields).toEqual([{ field: 'to', message: 'A report covers at most 1100 days' }]);
});

it('refuses days outside 2000-01-01..2099-12-31 as a ValidationError, never a database error (the year 0, and a previous period reaching it)', async () => {
  const ask = async (from: string, to: string) => {
    const { data, errors } = await t.graphql(REPORT, { range: { from, to }, grain: 'DAY' }, { cookie: admin });
    expect(errors).toBeUndefined();
    return data!.salesReport;
  };
  const outside = { message: 'Choose a date between 2000-01-01 and 2099-12-31' };
  expect(await ask('0000-01-01', '0000-01-01')).toEqual({ __typename: 'ValidationError', message: outside.message, fields: [{ field: 'from', ...outside }, { field: 'to', ...outside }] });
  expect((await ask('0001-01-01', '0001-01-01')).fields).toEqual([{ field: 'from', ...outside }, { field: 'to', ...outside }]);
  expect((await ask('1999-12-31', '2000-01-05')).fields).toEqual([{ field: 'from', ...outside }]);
  expect((await ask('2099-12-01', '2100-01-01')).fields).toEqual([{ field: 'to', ...outside }]);
  // The first day taken: its previous period (in 1999) is read as well.
  const first = await ask('2000-01-01', '2000-01-02');
  expect(first.__typename).toBe('QuerySalesReportSuccess');
  expect(first.report.previous).toEqual({ from: '1999-12-30', to: '1999-12-31', totals: { orders: 0, revenue: { amount: 0 } } });
});

it('splits sales by the channel each order was taken through (a shop-counter sale apart from online ones)', async () => {
  const prisma = t.db.prisma;
  const customer = await prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  const book = await createBook(prisma, { title: 'Counter Report Physics', price: 20_000, section: 'academic' });
  await insertOrder(prisma, customer.id, { placedAt: '2031-05-02T06:00:00Z', status: 'DELIVERED', lines: [{ product: book, quantity: 1, unitPrice: 20_000 }] });
  const counter = await insertOrder(prisma, customer.id, { placedAt: '2031-05-02T07:00:00Z', status: 'DELIVERED', lines: [{ product: book, quantity: 2, unitPrice: 20_000 }] });
  await prisma.order.update({ where: { id: counter.id }, data: { channel: 'COUNTER' } });
  const { data } = await t.graphql(REPORT, { range: { from: '2031-05-02', to: '2031-05-02' }, grain: 'DAY' }, { cookie: admin });
  expect(data!.salesReport.report.channel).toEqual([row('COUNTER', 1, 2, 40_000), row('ONLINE', 1, 1, 20_000)]);
});
