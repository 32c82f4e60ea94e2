/**
 * Receivables against a hand computation over seeded parcels. Dhaka is UTC+6: a parcel delivered at
 * 23:30 on 30 September in Dhaka (17:30 UTC) counts in September, one delivered at 00:30 on 1 October
 * (18:30 UTC on 30 September) in October. Remittances pay the oldest deliveries first for the ageing.
 */
import { signInAs } from '../../../test/accounts.ts';
import { seedParcel, seedRemittance } from '../../../test/receivables-fixtures.ts';
import { insertOrder } from '../../../test/report-fixtures.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { courierAgeing, courierMonthFigures } from './receivables.queries.ts';

let t: TestApp;
let admin: string;
let customerId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  const prisma = t.db.prisma;
  customerId = (await prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } })).id;
  const parcel = (courier: 'steadfast' | 'sandbox', deliveredAt: string | null, collected: number, charge: number) =>
    seedParcel(prisma, customerId, { courier, deliveredAt, collected, charge });
  // Steadfast. Net of each parcel (collected − charge) in brackets.
  await parcel('steadfast', '2026-06-10T06:00:00Z', 40_000, 6_000); // S6 10 June (34 000)
  await parcel('steadfast', '2026-07-20T06:00:00Z', 25_000, 5_000); // S7 20 July (20 000)
  await parcel('steadfast', '2026-08-15T06:00:00Z', 15_000, 5_000); // S9 15 August (10 000)
  await parcel('steadfast', '2026-08-31T18:10:00Z', 20_000, 6_000); // S5 00:10 on 1 September in Dhaka (14 000)
  await parcel('steadfast', '2026-09-02T04:00:00Z', 100_000, 6_000); // S1 2 September (94 000)
  await parcel('steadfast', '2026-09-30T17:30:00Z', 50_000, 6_000); // S2 23:30 on 30 September in Dhaka (44 000)
  await parcel('steadfast', '2026-09-30T18:30:00Z', 70_000, 6_000); // S3 00:30 on 1 October in Dhaka (64 000)
  await parcel('steadfast', null, 99_999, 6_000); // on its way: counts nowhere
  // Sandbox courier: one parcel in September (25 000).
  await parcel('sandbox', '2026-09-15T10:00:00Z', 30_000, 5_000);
  await seedRemittance(prisma, 'steadfast', 10_000, '2026-07-05');
  await seedRemittance(prisma, 'steadfast', 20_000, '2026-09-10', '=HYPERLINK("x")');
  await seedRemittance(prisma, 'sandbox', 10_000, '2026-10-02');

  // Refunds due: a COD order returned after its cash was collected (23:45 on 30 September in Dhaka),
  // a late online payment (5 September) of which 2 000 was refunded, and a returned order refunded in full.
  const book = await createBook(prisma, { title: 'Refund Due Book', price: 30_000 });
  const returned = await insertOrder(prisma, customerId, { placedAt: '2026-09-20T06:00:00Z', status: 'RETURNED', lines: [{ product: book, quantity: 1, unitPrice: 30_000 }], delivery: 6_000 });
  await prisma.order.update({ where: { id: returned.id }, data: { paymentStatus: 'PAID' } });
  await prisma.orderEvent.create({ data: { orderId: returned.id, type: 'STATUS_CHANGED', fromStatus: 'DELIVERED', toStatus: 'RETURNED', actorKind: 'STAFF', at: new Date('2026-09-30T17:45:00Z') } });
  const expired = await insertOrder(prisma, customerId, { placedAt: '2026-09-04T06:00:00Z', status: 'EXPIRED', paymentMethod: 'SANDBOX', lines: [{ product: book, quantity: 1, unitPrice: 12_000 }] });
  const late = await prisma.payment.create({
    data: { orderId: expired.id, method: 'SANDBOX', tranId: `late-${expired.id}`, amount: 12_000, status: 'PAID_NEEDS_REFUND', verifiedAt: new Date('2026-09-05T06:00:00Z') },
  });
  await prisma.refund.create({ data: { orderId: expired.id, paymentId: late.id, kind: 'GATEWAY', amount: 2_000, status: 'SUCCEEDED', idempotencyKey: `late-part-${late.id}` } });
  const settled = await insertOrder(prisma, customerId, { placedAt: '2026-09-06T06:00:00Z', status: 'RETURNED', lines: [{ product: book, quantity: 1, unitPrice: 30_000 }] });
  await prisma.order.update({ where: { id: settled.id }, data: { paymentStatus: 'PAID' } });
  await prisma.orderEvent.create({ data: { orderId: settled.id, type: 'STATUS_CHANGED', toStatus: 'RETURNED', actorKind: 'STAFF', at: new Date('2026-09-08T06:00:00Z') } });
  await prisma.refund.create({ data: { orderId: settled.id, kind: 'MANUAL', amount: 30_000, status: 'SUCCEEDED', paidOutBy: 'Counter', idempotencyKey: `settled-${settled.id}` } });
});
afterAll(() => t.close());

const FIGURES = `courier deliveries collected { amount } charges { amount } remitted { amount } owed { amount }
  ageing { days0to30 { amount } days31to60 { amount } days61to90 { amount } over90 { amount } total { amount } credit { amount } }`;
const MONTH_FIELDS = `month ageingAsOf closed closedAt couriers { ${FIGURES} }
  totals { deliveries collected { amount } charges { amount } remitted { amount } owed { amount } stillOwed { amount } }
  refundsDue { latePayments { amount } orderRefunds { amount } codRefunds { amount } total { amount } }`;
const MONTH = `query($month: String!) { receivablesMonth(month: $month) { __typename
  ... on QueryReceivablesMonthSuccess { month { ${MONTH_FIELDS} shipments { cn courier deliveredAt collected { amount } } remittances { courier amount { amount } receivedOn reference }
    refundsDueItems { kind amount { amount } } csv } }
  ... on NotFoundError { message } } }`;
const REPORT = `query($before: String, $first: Int!) { receivablesReport(before: $before, first: $first) { __typename
  ... on QueryReceivablesReportSuccess { report { olderBefore csv months { ${MONTH_FIELDS} } } }
  ... on ValidationError { fields { field message } } } }`;
const RECORD = `mutation($input: RecordCourierRemittanceInput!) { recordCourierRemittance(input: $input) { __typename
  ... on MutationRecordCourierRemittanceSuccess { recorded { inClosedMonth remittance { courier amount { amount } receivedOn reference note } } }
  ... on ValidationError { fields { field message } } } }`;
const CLOSE = `mutation($month: String!) { closeReceivablesMonth(month: $month) { __typename
  ... on MutationCloseReceivablesMonthSuccess { month { month closed closedAt totals { remitted { amount } owed { amount } } } }
  ... on ValidationError { fields { field message } } } }`;

const money = (amount: number) => ({ amount });
const ageing = (a: [number, number, number, number], credit = 0) => ({
  days0to30: money(a[0]), days31to60: money(a[1]), days61to90: money(a[2]), over90: money(a[3]), total: money(a[0] + a[1] + a[2] + a[3]), credit: money(credit),
});
const month = async (m: string) => (await t.graphql(MONTH, { month: m }, { cookie: admin })).data!.receivablesMonth;

// By hand, September (Dhaka): Steadfast S5 (00:10 on the 1st), S1, S2 (23:30 on the 30th) — collected
// 20 000 + 100 000 + 50 000 = 170 000, charges 3 × 6 000 = 18 000, remitted 20 000 (10 September),
// owed 170 000 − 18 000 − 20 000 = 132 000. The sandbox courier: 30 000 − 5 000 − 0 = 25 000.
// Ageing at 30 September: remitted by then 30 000 pays S6's 34 000 down to 4 000 (112 days: over 90);
// S7 20 000 (72 days: 61–90), S9 10 000 (46 days: 31–60), S5 + S1 + S2 = 14 000 + 94 000 + 44 000 (≤ 29 days).
const SEPTEMBER_STEADFAST = {
  courier: 'steadfast',
  deliveries: 3,
  collected: money(170_000),
  charges: money(18_000),
  remitted: money(20_000),
  owed: money(132_000),
  ageing: ageing([152_000, 10_000, 20_000, 4_000]),
};

it('matches the hand computation for September, with the 23:30 parcel of the 30th in it and the 00:30 parcel of the 1st in October', async () => {
  const answer = await month('2026-09');
  expect(answer.__typename).toBe('QueryReceivablesMonthSuccess');
  const sept = answer.month;
  expect(sept).toMatchObject({ month: '2026-09', ageingAsOf: '2026-09-30', closed: false, closedAt: null });
  expect(sept.couriers).toEqual([
    { courier: 'sandbox', deliveries: 1, collected: money(30_000), charges: money(5_000), remitted: money(0), owed: money(25_000), ageing: ageing([25_000, 0, 0, 0]) },
    SEPTEMBER_STEADFAST,
  ]);
  expect(sept.totals).toEqual({ deliveries: 4, collected: money(200_000), charges: money(23_000), remitted: money(20_000), owed: money(157_000), stillOwed: money(211_000) });
  // Refunds due that arose in September: the returned COD order (36 000) and what is left of the late payment (10 000).
  expect(sept.refundsDue).toEqual({ latePayments: money(10_000), orderRefunds: money(0), codRefunds: money(36_000), total: money(46_000) });
  expect(sept.refundsDueItems).toEqual([{ kind: 'LATE_PAYMENT', amount: money(10_000) }, { kind: 'COD_REFUND', amount: money(36_000) }]);
  expect(sept.shipments.map((s: { deliveredAt: string }) => s.deliveredAt)).toEqual([
    '2026-08-31T18:10:00.000Z', '2026-09-02T04:00:00.000Z', '2026-09-15T10:00:00.000Z', '2026-09-30T17:30:00.000Z',
  ]);
  expect(sept.remittances).toEqual([{ courier: 'steadfast', amount: money(20_000), receivedOn: '2026-09-10', reference: '=HYPERLINK("x")' }]);

  // October: S3 (00:30 on the 1st in Dhaka) is its only Steadfast delivery; the sandbox courier remitted 10 000 of September's.
  const oct = (await month('2026-10')).month;
  expect(oct.couriers.map((c: { courier: string; owed: { amount: number } }) => [c.courier, c.owed.amount])).toEqual([['sandbox', -10_000], ['steadfast', 64_000]]);
  expect(oct.refundsDue.total).toEqual(money(0));
});

it('ages what is still owed at a chosen day, oldest deliveries paid first', async () => {
  // At 31 October: Steadfast's 30 000 remitted leaves S6 4 000 (143 days) and S7 20 000 (103): over 90;
  // S9 10 000 (77): 61–90; S5 14 000 (60), S1 94 000 (59), S2 44 000 (31): 31–60; S3 64 000 (30): 0–30.
  // The sandbox courier: 25 000 − 10 000 = 15 000 of 15 September (46 days).
  expect(await courierAgeing(t.db.prisma, '2026-10-31')).toEqual([
    { courier: 'sandbox', days0to30: 0, days31to60: 15_000, days61to90: 0, over90: 0, total: 15_000, credit: 0 },
    { courier: 'steadfast', days0to30: 64_000, days31to60: 152_000, days61to90: 10_000, over90: 24_000, total: 250_000, credit: 0 },
  ]);
  // Before anything was delivered a remittance is credit, not a negative debt.
  await seedRemittance(t.db.prisma, 'steadfast', 5_000, '2026-05-01');
  expect(await courierAgeing(t.db.prisma, '2026-05-31')).toEqual([{ courier: 'steadfast', days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0, credit: 5_000 }]);
  await t.db.prisma.courierRemittance.deleteMany({ where: { receivedOn: new Date('2026-05-01T00:00:00Z') } });
});

it('cuts months in Dhaka time whatever the database session zone', async () => {
  // A session in New York would move 17:30 UTC on 30 September to the 30th as well, and 18:30 UTC stays the 30th there:
  // the figures must not follow it.
  const figures = await t.db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL TIME ZONE 'America/New_York'`);
    return courierMonthFigures(tx, { from: '2026-09', to: '2026-10' });
  });
  expect(figures.filter((f) => f.courier === 'steadfast').map((f) => [f.month, f.collected])).toEqual([['2026-10', 70_000], ['2026-09', 170_000]]);
});

it('lists months newest first with a CSV (BOM, formula-safe, negative amounts as numbers)', async () => {
  const answer = await t.graphql(REPORT, { before: '2026-11', first: 3 }, { cookie: admin });
  expect(answer.data!.receivablesReport.__typename).toBe('QueryReceivablesReportSuccess');
  const report = answer.data!.receivablesReport.report;
  expect(report.months.map((m: { month: string }) => m.month)).toEqual(['2026-10', '2026-09', '2026-08']);
  expect(report.olderBefore).toBe('2026-08');
  expect(report.months[1].couriers[1]).toEqual(SEPTEMBER_STEADFAST);
  const csv: string = report.csv;
  expect(csv.startsWith('\uFEFFMonth,Courier,Deliveries')).toBe(true);
  expect(csv).toContain('\r\n2026-10,Sandbox courier,0,0,0,100,-100,2026-10-31,');
  expect(csv).toContain('\r\n2026-09,Steadfast,3,1700,180,200,1320,2026-09-30,1520,100,200,40,,');

  const detail = (await month('2026-09')).month.csv as string;
  expect(detail.startsWith('\uFEFF')).toBe(true);
  // The remittance's reference would be a formula in a spreadsheet: it goes out as text.
  expect(detail).toContain(`2026-09,Remittance,2026-09-10,Steadfast,"'=HYPERLINK(""x"")",200,,`);
  expect(detail).toContain('2026-09,Delivery,2026-09-30,Steadfast,');
  expect(detail).not.toContain('Delivery,2026-10-01');

  for (const [variables, field] of [[{ first: 0 }, 'first'], [{ first: 25 }, 'first'], [{ before: '2026-13', first: 3 }, 'before']] as const) {
    const bad = await t.graphql(REPORT, variables, { cookie: admin });
    expect(bad.data!.receivablesReport).toMatchObject({ __typename: 'ValidationError', fields: [{ field }] });
  }
});

it('answers not found for a month that cannot be', async () => {
  for (const bad of ['2026-13', '2026-00', '26-09', '2026-9', 'x', '2999-01']) {
    expect(await month(bad)).toMatchObject({ __typename: 'NotFoundError' });
  }
});

it('takes days and months from 2000 to 2099 only, as a ValidationError', async () => {
  const outside = (await t.graphql(RECORD, { input: { courier: 'steadfast', amountPoisha: 1_000, receivedOn: '0000-01-01' } }, { cookie: admin })).data!.recordCourierRemittance;
  expect(outside).toEqual({ __typename: 'ValidationError', fields: [{ field: 'receivedOn', message: 'Choose a date between 2000-01-01 and 2099-12-31' }] });
  for (const before of ['1999-12', '2100-01', '0000-01']) {
    const { data, errors } = await t.graphql(REPORT, { before, first: 3 }, { cookie: admin });
    expect(errors).toBeUndefined();
    expect(data!.receivablesReport).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'before' }] });
  }
  expect((await t.graphql(REPORT, { before: '2000-01', first: 3 }, { cookie: admin })).data!.receivablesReport.__typename).toBe('QueryReceivablesReportSuccess');
});

it('records remittances with validation, and audits them', async () => {
  const before = await t.db.prisma.courierRemittance.count();
  const bad = [
    [{ amountPoisha: 0 }, 'amountPoisha'],
    [{ amountPoisha: -5 }, 'amountPoisha'],
    [{ receivedOn: '2026-02-30' }, 'receivedOn'],
    [{ receivedOn: '2999-01-01' }, 'receivedOn'],
    [{ reference: 'x'.repeat(101) }, 'reference'],
  ] as const;
  for (const [change, field] of bad) {
    const answer = await t.graphql(RECORD, { input: { courier: 'steadfast', amountPoisha: 1_000, receivedOn: '2026-10-03', ...change } }, { cookie: admin });
    expect(answer.data!.recordCourierRemittance).toMatchObject({ __typename: 'ValidationError', fields: [{ field }] });
  }
  expect(await t.db.prisma.courierRemittance.count()).toBe(before);
  const ok = await t.graphql(RECORD, { input: { courier: 'steadfast', amountPoisha: 1_000, receivedOn: '2026-11-03', reference: ' SF-77 ', note: 'Bank transfer' } }, { cookie: admin });
  expect(ok.data!.recordCourierRemittance).toEqual({
    __typename: 'MutationRecordCourierRemittanceSuccess',
    recorded: { inClosedMonth: false, remittance: { courier: 'steadfast', amount: money(1_000), receivedOn: '2026-11-03', reference: 'SF-77', note: 'Bank transfer' } },
  });
  expect(await t.db.prisma.auditEvent.count({ where: { action: 'receivables.remittance_recorded' } })).toBe(1);
});

it('freezes a closed month: a later remittance and a late-reported delivery dated in it change nothing shown', async () => {
  const before = await month('2026-09');
  const closing = await t.graphql(CLOSE, { month: '2026-09' }, { cookie: admin });
  expect(closing.data!.closeReceivablesMonth).toMatchObject({ __typename: 'MutationCloseReceivablesMonthSuccess', month: { month: '2026-09', closed: true, totals: { owed: money(157_000) } } });

  const late = await t.graphql(RECORD, { input: { courier: 'steadfast', amountPoisha: 5_000, receivedOn: '2026-09-20' } }, { cookie: admin });
  expect(late.data!.recordCourierRemittance.recorded.inClosedMonth).toBe(true);
  await seedParcel(t.db.prisma, customerId, { courier: 'steadfast', deliveredAt: '2026-09-29T06:00:00Z', collected: 8_000, charge: 1_000 });

  const after = await month('2026-09');
  const { closed, closedAt, ...frozen } = after.month;
  const { closed: _c, closedAt: _a, ...original } = before.month;
  expect(frozen).toEqual(original);
  expect(closed).toBe(true);
  expect(closedAt).toBe(closing.data!.closeReceivablesMonth.month.closedAt);
  // The live figures did move; only the closed month does not show it.
  const live = await courierMonthFigures(t.db.prisma, { from: '2026-09', to: '2026-09' });
  expect(live.find((f) => f.courier === 'steadfast')).toMatchObject({ remitted: 25_000, collected: 178_000 });
  // The list reads the snapshot too.
  const list = await t.graphql(REPORT, { before: '2026-10', first: 1 }, { cookie: admin });
  expect(list.data!.receivablesReport.report.months[0]).toMatchObject({ closed: true, couriers: [{ courier: 'sandbox' }, SEPTEMBER_STEADFAST] });
});

it('closes a month once when asked twice at once, and refuses months not over or not months', async () => {
  const answers = await Promise.all([1, 2].map(() => t.graphql(CLOSE, { month: '2026-08' }, { cookie: admin })));
  expect(answers.map((a) => a.data!.closeReceivablesMonth.__typename)).toEqual(['MutationCloseReceivablesMonthSuccess', 'MutationCloseReceivablesMonthSuccess']);
  expect(answers[0]!.data!.closeReceivablesMonth.month.closedAt).toBe(answers[1]!.data!.closeReceivablesMonth.month.closedAt);
  expect(await t.db.prisma.receivablesMonthClose.count({ where: { month: '2026-08' } })).toBe(1);
  expect(await t.db.prisma.auditEvent.count({ where: { action: 'receivables.month_closed', targetId: '2026-08' } })).toBe(1);

  const current = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 7);
  for (const bad of [current, '2026-13', '2999-01']) {
    const answer = await t.graphql(CLOSE, { month: bad }, { cookie: admin });
    expect(answer.data!.closeReceivablesMonth).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'month' }] });
  }
  expect(await t.db.prisma.receivablesMonthClose.count()).toBe(2);
});
