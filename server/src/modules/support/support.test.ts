/**
 * The support desk through the real GraphQL app: finding customers, the timeline, calls and
 * follow-ups, the work queue (two agents claiming one item at the same moment), single-customer
 * coupons within an agent's limits and their statistics.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { startSession } from '../accounts/sessions.ts';
import { dhakaDay } from './dhaka-days.ts';

let t: TestApp;
let agentCookie: string;
let adminCookie: string;
let customerId: string;
let customerGid: string;
let bookId: string;

beforeAll(async () => {
  t = await startTestApp();
  agentCookie = `pathagar_session=${await signInAs(t, 'agent')}`;
  adminCookie = `pathagar_session=${await signInAs(t, 'admin')}`;
  customerId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } })).id;
  customerGid = encodeGlobalID('User', customerId);
  bookId = (await createBook(t.db.prisma, { title: 'Support Desk Book', price: taka(500), stock: 100 })).id;
  const agentId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000002' } })).id;
  await t.db.prisma.agentCouponLimit.create({ data: { agentId, maxPerDay: 2, maxPercent: 15, maxFixed: taka(100) } });
});
afterAll(() => t.close());

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await t.graphql(query, variables, { cookie });
  if (errors) throw new Error(JSON.stringify(errors));
  return data!;
}

/** A second agent, signed in. */
async function anotherAgent(name: string): Promise<string> {
  const role = await t.db.prisma.role.findUniqueOrThrow({ where: { key: 'agent' } });
  const user = await t.db.prisma.user.create({ data: { name, roles: { create: { roleId: role.id } } } });
  const { token } = await startSession(t.db.prisma, user.id, { ip: '127.0.0.1', userAgent: 'test' }, t.services.config.session);
  return `pathagar_session=${token}`;
}

const SEARCH = `query($s: String!) { supportCustomers(search: $s) { id name } }`;

describe('finding a customer', () => {
  it.each(['01700000003', '+8801700000003', '8801700000003', '+880 1700-000003', '017 0000 0003', 'customer@pathagar.test', 'CUSTOMER@pathagar.test', 'demo cust', '০১৭০০০০০০০৩', '+৮৮০ ১৭০০-০০০০০৩', '০০০০০৩'])(
    'finds the demo customer by %p',
    async (search) => {
      const { supportCustomers } = await gql(agentCookie, SEARCH, { s: search });
      expect(supportCustomers.map((c: { id: string }) => c.id)).toContain(customerGid);
    },
  );

  it('finds a customer by an order number and by the phone an order was placed with', async () => {
    await fillCart(t, customerId, [{ productId: bookId }]);
    const order = await placeCart(t, customerId, { phone: '01811223344' });
    for (const search of [order.number, order.number.toLowerCase(), '+880-1811-223344']) {
      const { supportCustomers } = await gql(agentCookie, SEARCH, { s: search });
      expect(supportCustomers).toEqual([{ id: customerGid, name: 'Demo Customer' }]);
    }
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    const names = async (s: string) => (await gql(agentCookie, SEARCH, { s })).supportCustomers.map((c: { name: string }) => c.name);
    for (const search of ['%', '_', 'a%', '%%', 'demo_customer', '\\']) expect(await names(search)).toEqual([]);
    await t.db.prisma.user.create({ data: { name: '50% off_books', email: 'half_off@example.test' } });
    expect(await names('%')).toEqual(['50% off_books']);
    expect(await names('_')).toEqual(['50% off_books']);
    expect(await names('0% OFF_')).toEqual(['50% off_books']);
    // With _ as a wildcard this would match "off".
    expect(await names('o_f')).toEqual([]);
  });

  it('answers nothing for an empty search and a number nobody has', async () => {
    expect((await gql(agentCookie, SEARCH, { s: '   ' })).supportCustomers).toEqual([]);
    expect((await gql(agentCookie, SEARCH, { s: 'PG-2020-999999' })).supportCustomers).toEqual([]);
    expect((await gql(agentCookie, SEARCH, { s: '01999999999' })).supportCustomers).toEqual([]);
  });
});

const TIMELINE = `query($id: ID!) { supportCustomer(id: $id) { __typename ... on QuerySupportCustomerSuccess { data {
  user { name } timeline { kind title detail actorName orderNumber } orders { number payable } cart { lines { title quantity } netPrice { amount } } } } } }`;

describe("a customer's page", () => {
  it('shows notes, calls and issued coupons in one timeline naming the agent, and the cart', async () => {
    const note = await gql(agentCookie, `mutation($id: ID!) { addCustomerNote(input: { customerId: $id, body: "Prefers Bangla" }) { __typename } }`, { id: customerGid });
    expect(note.addCustomerNote.__typename).toBe('MutationAddCustomerNoteSuccess');
    const call = await gql(agentCookie, `mutation($id: ID!) { logCall(input: { customerId: $id, direction: INBOUND, outcome: CALL_BACK, reason: "Asked about stock", durationSeconds: 90 }) {
      __typename ... on MutationLogCallSuccess { call { phone agentName customerName } } } }`, { id: customerGid });
    expect(call.logCall).toEqual({ __typename: 'MutationLogCallSuccess', call: { phone: '01700000003', agentName: 'Demo Agent', customerName: 'Demo Customer' } });
    await fillCart(t, customerId, [{ productId: bookId, quantity: 2 }]);

    const { supportCustomer } = await gql(agentCookie, TIMELINE, { id: customerGid });
    const page = supportCustomer.data;
    expect(page.user.name).toBe('Demo Customer');
    expect(page.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'NOTE', detail: 'Prefers Bangla', actorName: 'Demo Agent' }),
        expect.objectContaining({ kind: 'CALL', title: 'Call from 01700000003: call back', detail: 'Asked about stock', actorName: 'Demo Agent' }),
        expect.objectContaining({ kind: 'ORDER' }),
      ]),
    );
    expect(page.cart.lines).toEqual([{ title: 'Support Desk Book', quantity: 2 }]);
  });

  it('answers NotFoundError for an id that is no customer', async () => {
    const { supportCustomer } = await gql(agentCookie, TIMELINE, { id: encodeGlobalID('User', '00000000-0000-4000-8000-000000000000') });
    expect(supportCustomer.__typename).toBe('NotFoundError');
  });
});

const LOG_CALL = `mutation($input: LogCallInput!) { logCall(input: $input) { __typename
  ... on MutationLogCallSuccess { call { id followUpOn } } ... on ValidationError { fields { field message } } } }`;

describe('calls', () => {
  it('refuses a bad phone, a past follow-up and an unknown order, recording nothing', async () => {
    const before = await t.db.prisma.supportCall.count();
    const bad = [
      { direction: 'OUTBOUND', outcome: 'NO_ANSWER', phone: '12345' },
      { direction: 'OUTBOUND', outcome: 'NO_ANSWER', phone: '01700000003', followUpOn: '2020-01-01' },
      { direction: 'OUTBOUND', outcome: 'NO_ANSWER', orderId: encodeGlobalID('Order', '00000000-0000-4000-8000-000000000000') },
      { direction: 'OUTBOUND', outcome: 'NO_ANSWER' },
    ];
    for (const input of bad) expect((await gql(agentCookie, LOG_CALL, { input })).logCall.__typename).toBe('ValidationError');
    expect(await t.db.prisma.supportCall.count()).toBe(before);
  });

  it('lists follow-ups due today first, and a later call to the customer closes them', async () => {
    const today = dhakaDay(new Date());
    const logged = await gql(agentCookie, LOG_CALL, { input: { direction: 'OUTBOUND', outcome: 'CALL_BACK', phone: '01722333444', followUpOn: today } });
    expect(logged.logCall.call.followUpOn).toBe(today);
    const due = await gql(agentCookie, `{ supportFollowUpsDue { phone followUpOn } }`);
    expect(due.supportFollowUpsDue).toContainEqual({ phone: '01722333444', followUpOn: today });
    const queue = await gql(agentCookie, `{ supportQueue { key kind phone } }`);
    expect(queue.supportQueue).toContainEqual(expect.objectContaining({ kind: 'FOLLOW_UP', phone: '01722333444' }));

    const mine = await gql(agentCookie, `{ supportCalls(first: 50, filter: { outcome: CALL_BACK }) { totalCount edges { node { outcome phone } } } }`);
    expect(mine.supportCalls.edges.every((e: { node: { outcome: string } }) => e.node.outcome === 'CALL_BACK')).toBe(true);
    const none = await gql(agentCookie, `{ supportCalls(first: 5, filter: { from: "2001-01-01T00:00:00Z", before: "2001-01-02T00:00:00Z" }) { totalCount } }`);
    expect(none.supportCalls.totalCount).toBe(0);
  });
});

describe('dates at the desk', () => {
  const outside = { message: 'Choose a date between 2000-01-01 and 2099-12-31' };

  it('refuses periods outside 2000..2099 as a ValidationError, never a database error', async () => {
    const dashboard = `query($from: DateTime, $before: DateTime) { supportDashboard(from: $from, before: $before) { __typename ... on ValidationError { fields { field message } } } }`;
    // Its previous period would start in the year 0.
    const yearOne = await t.graphql(dashboard, { from: '0001-01-01T00:00:00Z', before: '0001-01-02T00:00:00Z' }, { cookie: agentCookie });
    expect(yearOne.errors).toBeUndefined();
    expect(yearOne.data!.supportDashboard).toEqual({ __typename: 'ValidationError', fields: [{ field: 'from', ...outside }, { field: 'before', ...outside }] });
    const late = await gql(agentCookie, dashboard, { from: '2099-12-31T00:00:00Z', before: '2100-01-02T00:00:00Z' });
    expect(late.supportDashboard.fields).toEqual([{ field: 'before', ...outside }]);
    const stats = await gql(agentCookie, `query($from: DateTime) { agentCouponStats(groupBy: WEEK, from: $from) { __typename ... on ValidationError { fields { field } } } }`, { from: '1999-12-31T00:00:00Z' });
    expect(stats.agentCouponStats).toEqual({ __typename: 'ValidationError', fields: [{ field: 'from' }] });
  });

  it('refuses a call started or followed up outside 2000..2099, recording nothing', async () => {
    const before = await t.db.prisma.supportCall.count();
    for (const [change, field] of [[{ startedAt: '0001-01-01T00:00:00Z' }, 'startedAt'], [{ followUpOn: '2100-01-01' }, 'followUpOn'], [{ followUpOn: '0000-01-01' }, 'followUpOn']] as const) {
      const answer = await gql(agentCookie, LOG_CALL, { input: { direction: 'OUTBOUND', outcome: 'NO_ANSWER', phone: '01700000003', ...change } });
      expect(answer.logCall).toEqual({ __typename: 'ValidationError', fields: [{ field, ...outside }] });
    }
    expect(await t.db.prisma.supportCall.count()).toBe(before);
  });
});

describe("the customer's texts", () => {
  it('shows staff with audit.view the texts to the customer, refuses agents, and the outbox finds any phone format', async () => {
    const texts = `query($id: ID!) { supportCustomer(id: $id) { ... on QuerySupportCustomerSuccess { data { texts { to body } } } } }`;
    const refused = await t.graphql(texts, { id: customerGid }, { cookie: agentCookie });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.db.prisma.smsMessage.create({ data: { to: '01700000003', body: 'Your order is on its way', provider: 'outbox', status: 'stored' } });
    const shown = await gql(adminCookie, texts, { id: customerGid });
    expect(shown.supportCustomer.data.texts).toContainEqual({ to: '01700000003', body: 'Your order is on its way' });
    const outbox = await gql(adminCookie, `{ smsOutbox(first: 50, to: "+880 1700-000003") { totalCount edges { node { to } } } }`);
    expect(outbox.smsOutbox.totalCount).toBeGreaterThan(0);
    expect(outbox.smsOutbox.edges.every((e: { node: { to: string } }) => e.node.to === '01700000003')).toBe(true);
  });

  it("shows each text's part count as the operators bill it: Bangla as UCS-2, 70 characters a part", async () => {
    const bangla = 'আপনার অর্ডার PG-2026-000042 কুরিয়ারে দেওয়া হয়েছে। ট্র্যাক করুন: https://shop.test/t/ABC';
    await t.db.prisma.smsMessage.create({ data: { to: '01700000091', body: bangla, provider: 'outbox', status: 'stored' } });
    await t.db.prisma.smsMessage.create({ data: { to: '01700000091', body: 'Your Pathagar code is 123456', provider: 'outbox', status: 'stored' } });
    const outbox = await gql(adminCookie, `{ smsOutbox(first: 5, to: "01700000091") { edges { node { body parts unicode } } } }`);
    const byBody = Object.fromEntries(outbox.smsOutbox.edges.map((e: { node: { body: string; parts: number; unicode: boolean } }) => [e.node.body, e.node]));
    expect(bangla.length).toBeGreaterThan(70);
    expect(byBody[bangla]).toMatchObject({ parts: 2, unicode: true });
    expect(byBody['Your Pathagar code is 123456']).toMatchObject({ parts: 1, unicode: false });
  });
});

describe('the work queue', () => {
  const CLAIM = `mutation($key: String!) { claimQueueItem(input: { key: $key }) { __typename
    ... on MutationClaimQueueItemSuccess { item { key claimedByName claimedByViewer } } ... on Error { message } } }`;

  it('lists a new COD order; of two agents claiming it at once one wins and the other is told who has it', async () => {
    await fillCart(t, customerId, [{ productId: bookId }]);
    const order = await placeCart(t, customerId);
    const key = `cod:${order.id}`;
    const queue = await gql(agentCookie, `{ supportQueue { key kind orderNumber } }`);
    expect(queue.supportQueue).toContainEqual({ key, kind: 'COD_CONFIRMATION', orderNumber: order.number });

    const rival = await anotherAgent('Rival Agent');
    const [a, b] = await Promise.all([gql(agentCookie, CLAIM, { key }), gql(rival, CLAIM, { key })]);
    const outcomes = [a.claimQueueItem, b.claimQueueItem];
    expect(outcomes.map((o) => o.__typename).sort()).toEqual(['MutationClaimQueueItemSuccess', 'QueueItemTakenError']);
    const lost = outcomes.find((o) => o.__typename === 'QueueItemTakenError');
    expect(lost.message).toMatch(/^(Demo Agent|Rival Agent) is already working on this item\.$/);
    expect(await t.db.prisma.supportQueueClaim.count({ where: { itemKey: key } })).toBe(1);

    // The winner confirms the order by phone: the item leaves the queue.
    const winner = a.claimQueueItem.__typename === 'MutationClaimQueueItemSuccess' ? agentCookie : rival;
    const confirmed = await gql(winner, LOG_CALL, { input: { orderId: encodeGlobalID('Order', order.id), direction: 'OUTBOUND', outcome: 'CONFIRMED', queueItemKey: key } });
    expect(confirmed.logCall.__typename).toBe('MutationLogCallSuccess');
    const after = await gql(agentCookie, `{ supportQueue { key } }`);
    expect(after.supportQueue.map((i: { key: string }) => i.key)).not.toContain(key);
    expect((await gql(rival, CLAIM, { key })).claimQueueItem.__typename).toBe('ValidationError');
  });

  it('finishing needs a claim', async () => {
    const res = await gql(agentCookie, `mutation { finishQueueItem(input: { key: "cod:nothing" }) { __typename } }`);
    expect(res.finishQueueItem.__typename).toBe('ValidationError');
  });
});

const ISSUE = `mutation($input: IssueCustomerCouponInput!) { issueCustomerCoupon(input: $input) { __typename
  ... on MutationIssueCustomerCouponSuccess { coupon { code label } } ... on Error { message } } }`;

describe('coupons issued by agents', () => {
  it('refuses a coupon to the issuing agent and to any staff account, changing nothing', async () => {
    const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000002' } });
    const admin = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000001' } });
    const rival = await t.db.prisma.user.create({ data: { name: 'Other Agent', roles: { create: { roleId: (await t.db.prisma.role.findUniqueOrThrow({ where: { key: 'agent' } })).id } } } });
    const coupons = await t.db.prisma.coupon.count();
    const texts = await t.db.prisma.smsMessage.count();
    const issueTo = (cookie: string, id: string) =>
      gql(cookie, ISSUE, { input: { customerId: encodeGlobalID('User', id), discountType: 'PERCENT', value: 15, reason: 'Goodwill' } });
    expect((await issueTo(agentCookie, agent.id)).issueCustomerCoupon).toEqual({ __typename: 'CouponRecipientError', message: 'You cannot issue a support coupon to yourself.' });
    for (const id of [admin.id, rival.id]) {
      expect((await issueTo(agentCookie, id)).issueCustomerCoupon).toEqual({
        __typename: 'CouponRecipientError',
        message: 'Support coupons are for customers: this is a staff account.',
      });
    }
    // Managers without limits are held to it too.
    expect((await issueTo(adminCookie, admin.id)).issueCustomerCoupon.__typename).toBe('CouponRecipientError');
    expect((await issueTo(adminCookie, agent.id)).issueCustomerCoupon.__typename).toBe('CouponRecipientError');
    expect(await t.db.prisma.coupon.count()).toBe(coupons);
    expect(await t.db.prisma.smsMessage.count()).toBe(texts);
  });

  it('issues within limits, texts the code, refuses beyond the daily number, and only the customer can use it', async () => {
    const issue = (value: number) => gql(agentCookie, ISSUE, { input: { customerId: customerGid, discountType: 'PERCENT', value, reason: 'Late delivery' } });
    const first = (await issue(10)).issueCustomerCoupon;
    expect(first.__typename).toBe('MutationIssueCustomerCouponSuccess');
    expect(first.coupon.label).toBe('10% off, up to ৳100');
    const sms = await t.db.prisma.smsMessage.findFirstOrThrow({ where: { to: '01700000003' }, orderBy: { createdAt: 'desc' } });
    expect(sms.body).toContain(first.coupon.code);
    expect((await issue(15)).issueCustomerCoupon.__typename).toBe('MutationIssueCustomerCouponSuccess');
    const third = (await issue(5)).issueCustomerCoupon;
    expect(third).toEqual({ __typename: 'CouponLimitError', message: 'You have issued your 2 coupons for today.' });
    expect(await t.db.prisma.coupon.count({ where: { issuedToId: customerId } })).toBe(2);

    // Another customer cannot apply it; the customer can, and redeems it by ordering.
    const apply = (cookie: string) =>
      gql(cookie, `mutation($code: String!) { applyCoupon(input: { code: $code }) { __typename ... on CouponInvalidError { reason } } }`, { code: first.coupon.code });
    await fillCart(t, (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000004' } })).id, [{ productId: bookId }]);
    expect((await apply(`pathagar_session=${await signInAs(t, 'fresh')}`)).applyCoupon).toEqual({ __typename: 'CouponInvalidError', reason: 'ISSUED_TO_ANOTHER' });
    await fillCart(t, customerId, [{ productId: bookId, quantity: 2 }]);
    expect((await apply(`pathagar_session=${await signInAs(t, 'customer')}`)).applyCoupon.__typename).toBe('MutationApplyCouponSuccess');
    const order = await placeCart(t, customerId);
    // 10% of ৳1,000 = ৳100 (the cap).
    expect(order.discountTotal).toBe(taka(100));

    const stats = await gql(agentCookie, `{ agentCouponStats(groupBy: AGENT) { __typename ... on QueryAgentCouponStatsSuccess { data {
      label issued redeemed redemptionRate discountGiven { amount } revenue { amount } } } } }`);
    expect(stats.agentCouponStats.data).toEqual([
      { label: 'Demo Agent', issued: 2, redeemed: 1, redemptionRate: 0.5, discountGiven: { amount: taka(100) }, revenue: { amount: order.netTotal } },
    ]);
    const byReason = await gql(agentCookie, `{ agentCouponStats(groupBy: REASON) { ... on QueryAgentCouponStatsSuccess { data { label issued } } } }`);
    expect(byReason.agentCouponStats.data).toEqual([{ label: 'Late delivery', issued: 2 }]);
    const byWeek = await gql(agentCookie, `{ agentCouponStats(groupBy: WEEK) { ... on QueryAgentCouponStatsSuccess { data { label issued } } } }`);
    expect(byWeek.agentCouponStats.data).toHaveLength(1);
    expect(byWeek.agentCouponStats.data[0].label).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const desk = await gql(agentCookie, `{ supportDashboard { ... on QuerySupportDashboardSuccess { data { mine { couponsIssued callsMade } team { couponsIssued } queueSize } } } }`);
    expect(desk.supportDashboard.data.mine.couponsIssued).toBe(2);
    expect(desk.supportDashboard.data.team.couponsIssued).toBe(2);
  });

  it('lets coupon managers set limits, and lists agents with theirs', async () => {
    const agent = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000002' } });
    const set = await gql(adminCookie, `mutation($id: ID!) { setAgentCouponLimit(input: { agentId: $id, maxPerDay: 5, maxPercent: 101, maxFixed: 100 }) { __typename } }`, {
      id: encodeGlobalID('User', agent.id),
    });
    expect(set.setAgentCouponLimit.__typename).toBe('ValidationError');
    const ok = await gql(adminCookie, `mutation($id: ID!) { setAgentCouponLimit(input: { agentId: $id, maxPerDay: 5, maxPercent: 20, maxFixed: 10000 }) { __typename } }`, {
      id: encodeGlobalID('User', agent.id),
    });
    expect(ok.setAgentCouponLimit.__typename).toBe('MutationSetAgentCouponLimitSuccess');
    const list = await gql(adminCookie, `{ agentCouponLimits { name maxPerDay maxPercent configured } }`);
    expect(list.agentCouponLimits).toContainEqual({ name: 'Demo Agent', maxPerDay: 5, maxPercent: 20, configured: true });
  });
});
