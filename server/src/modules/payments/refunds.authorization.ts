/** The refunds rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { randomUUID } from 'node:crypto';
import { PHONES, staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { taka } from '../../shared/money.ts';
import { transitionOrder } from '../orders/orders.service.ts';
import { applyVerifiedPayment, startPayment } from './payments.service.ts';

interface Fixtures {
  /** A paid sandbox payment of the customer, and the customer's delivered COD order. */
  paymentId: string;
  deliveredOrder: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'refundPayment',
    document: (role, { paymentId }) => `mutation { refundPayment(input: { paymentId: "${paymentId}", idempotencyKey: "matrix-refund-${role}", amountPoisha: 100 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationRefundPaymentSuccess'),
  },
  {
    field: 'recordManualRefund',
    document: (role, { deliveredOrder }) =>
      `mutation { recordManualRefund(input: { orderId: "${deliveredOrder}", idempotencyKey: "matrix-manual-${role}", paidOutBy: "Counter", amountPoisha: 100 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationRecordManualRefundSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [{ field: 'refundQueue', document: () => `{ refundQueue { tranId } }`, expected: staff('FORBIDDEN', 'ok') }];

export const refundsAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const customer = (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } })).id;
    const admin = (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.admin } })).id;
    const ebook = await createEbook(prisma, { title: 'Matrix Refund Ebook', price: taka(200) });
    await fillCart(t, customer, [{ productId: ebook.id }], { deliveryPlace: null });
    const online = await placeCart(t, customer, { paymentMethod: 'SANDBOX' });
    const { payment } = await startPayment(serviceCtx(t, customer), { orderId: online.id });
    await applyVerifiedPayment(serviceCtx(t, customer), { status: 'PAID', tranId: payment.tranId, amountPoisha: payment.amount, providerReference: `SBX${randomUUID()}`, raw: {} });
    const book = await createBook(prisma, { title: 'Matrix Refund Book', price: taka(300), stock: 10 });
    await fillCart(t, customer, [{ productId: book.id }]);
    const cod = await placeCart(t, customer);
    for (const to of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await transitionOrder(serviceCtx(t, admin, ['orders.manage']), { orderId: cod.id, to });
    return { paymentId: payment.id, deliveredOrder: cod.id };
  },
};
