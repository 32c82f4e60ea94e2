/** The support desk's rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, staff, typename, type AuthorizationSpec, type Case, type Role } from '../../../test/authorization-matrix.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  customer: string;
  agent: string;
  codOrder: string;
  onlineOrder: string;
  /** One queue item per staff role, so both claims (and then both finishes) succeed. */
  queueKeys: Record<Role, string>;
}

/** The demo agent's limits; the matrix issues within them. */
const MATRIX_AGENT_LIMIT = { maxPerDay: 20, maxPercent: 15, maxFixed: taka(200) };

const both = (success: string) => staff(success, success);

const mutations: Case<Fixtures>[] = [
  {
    field: 'addCustomerNote',
    document: (_role, { customer }) => `mutation { addCustomerNote(input: { customerId: "${customer}", body: "Prefers evening calls" }) { ${typename} } }`,
    expected: both('MutationAddCustomerNoteSuccess'),
  },
  {
    field: 'logCall',
    document: (_role, { codOrder }) =>
      `mutation { logCall(input: { orderId: "${codOrder}", direction: OUTBOUND, outcome: NO_ANSWER, followUpOn: "2099-01-01" }) { ${typename} } }`,
    expected: both('MutationLogCallSuccess'),
  },
  {
    field: 'issueCustomerCoupon',
    document: (_role, { customer }) =>
      `mutation { issueCustomerCoupon(input: { customerId: "${customer}", discountType: PERCENT, value: 10, reason: "Late delivery" }) { ${typename} } }`,
    expected: both('MutationIssueCustomerCouponSuccess'),
  },
  {
    field: 'resendPaymentLink',
    document: (_role, { onlineOrder }) => `mutation { resendPaymentLink(input: { orderId: "${onlineOrder}" }) { ${typename} } }`,
    expected: both('MutationResendPaymentLinkSuccess'),
  },
  {
    field: 'claimQueueItem',
    document: (role, { queueKeys }) => `mutation { claimQueueItem(input: { key: "${queueKeys[role]}" }) { ${typename} } }`,
    expected: both('MutationClaimQueueItemSuccess'),
  },
  {
    field: 'finishQueueItem',
    document: (role, { queueKeys }) => `mutation { finishQueueItem(input: { key: "${queueKeys[role]}" }) { ${typename} } }`,
    expected: both('MutationFinishQueueItemSuccess'),
  },
  {
    field: 'setAgentCouponLimit',
    document: (_role, { agent }) =>
      `mutation { setAgentCouponLimit(input: { agentId: "${agent}", maxPerDay: ${MATRIX_AGENT_LIMIT.maxPerDay}, maxPercent: ${MATRIX_AGENT_LIMIT.maxPercent}, maxFixed: ${MATRIX_AGENT_LIMIT.maxFixed} }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetAgentCouponLimitSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'supportCustomers', document: () => `{ supportCustomers(search: "+880 1700-000003") { name } }`, expected: both('ok') },
  {
    field: 'supportCustomer',
    document: (_role, { customer }) => `{ supportCustomer(id: "${customer}") { ${typename} } }`,
    expected: both('QuerySupportCustomerSuccess'),
  },
  { field: 'supportCalls', document: () => `{ supportCalls(first: 5) { totalCount } }`, expected: both('ok') },
  { field: 'supportFollowUpsDue', document: () => `{ supportFollowUpsDue { phone } }`, expected: both('ok') },
  { field: 'supportQueue', document: () => `{ supportQueue { key } }`, expected: both('ok') },
  { field: 'supportDashboard', document: () => `{ supportDashboard { ${typename} } }`, expected: both('QuerySupportDashboardSuccess') },
  { field: 'agentCouponStats', document: () => `{ agentCouponStats(groupBy: AGENT) { ${typename} } }`, expected: both('QueryAgentCouponStatsSuccess') },
  { field: 'agentCouponLimits', document: () => `{ agentCouponLimits { name } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'myCouponAllowance', document: () => `{ myCouponAllowance { remainingToday } }`, expected: both('ok') },
];

export const supportAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const user = async (role: Role) => (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES[role] } })).id;
    const customerId = await user('customer');
    const agentId = await user('agent');
    await prisma.agentCouponLimit.create({ data: { agentId, ...MATRIX_AGENT_LIMIT } });
    const book = await createBook(prisma, { title: 'Support Matrix Book', price: taka(300), stock: 100 });
    const ebook = await createEbook(prisma, { title: 'Support Matrix Ebook', price: taka(150) });
    const cod: { id: string }[] = [];
    for (let i = 0; i < 3; i++) {
      await fillCart(t, customerId, [{ productId: book.id }]);
      cod.push(await placeCart(t, customerId));
    }
    await fillCart(t, customerId, [{ productId: ebook.id }], { deliveryPlace: null });
    const online = await placeCart(t, customerId, { paymentMethod: 'SANDBOX' });
    const gid = (id: string) => encodeGlobalID('Order', id);
    const key = (i: number) => `cod:${cod[i]!.id}`;
    return {
      customer: encodeGlobalID('User', customerId),
      agent: encodeGlobalID('User', agentId),
      codOrder: gid(cod[0]!.id),
      onlineOrder: gid(online.id),
      queueKeys: { anonymous: key(1), customer: key(1), another: key(1), agent: key(1), admin: key(2) },
    };
  },
};
