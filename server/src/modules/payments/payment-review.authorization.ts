/** The payments-under-review rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { randomUUID } from 'node:crypto';
import { PHONES, staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { applyVerifiedPayment, startPayment } from './payments.service.ts';

interface Fixtures {
  /** Two sandbox payments of the customer the gateway held for review: one to accept, one to refuse. */
  toAccept: string;
  toRefuse: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'acceptPaymentUnderReview',
    document: (_role, { toAccept }) => `mutation { acceptPaymentUnderReview(input: { paymentId: "${toAccept}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationAcceptPaymentUnderReviewSuccess'),
  },
  {
    field: 'refusePaymentUnderReview',
    document: (role, { toRefuse }) => `mutation { refusePaymentUnderReview(input: { paymentId: "${toRefuse}", idempotencyKey: "matrix-refuse-${role}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationRefusePaymentUnderReviewSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [{ field: 'paymentsUnderReview', document: () => `{ paymentsUnderReview { tranId } }`, expected: staff('FORBIDDEN', 'ok') }];

/** An online sandbox order of the customer whose payment the gateway took but holds for review. */
async function heldPayment(t: TestApp, customer: string, title: string): Promise<string> {
  const ebook = await createEbook(t.db.prisma, { title, price: taka(200) });
  await fillCart(t, customer, [{ productId: ebook.id }], { deliveryPlace: null });
  const online = await placeCart(t, customer, { paymentMethod: 'SANDBOX' });
  const { payment } = await startPayment(serviceCtx(t, customer), { orderId: online.id });
  await applyVerifiedPayment(serviceCtx(t, customer), {
    status: 'UNDER_REVIEW',
    tranId: payment.tranId,
    amountPoisha: payment.amount,
    providerReference: `SBX${randomUUID()}`,
    gatewayStatus: 'VALID risk_level 1',
    reason: 'held for review: Risky',
    raw: {},
  });
  return payment.id;
}

export const paymentReviewAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const customer = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } })).id;
    return { toAccept: await heldPayment(t, customer, 'Matrix Review Accept'), toRefuse: await heldPayment(t, customer, 'Matrix Review Refuse') };
  },
};
