/** The orders and payments rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, signedIn, staff, typename, type AuthorizationSpec, type Case, type Role } from '../../../test/authorization-matrix.ts';
import { createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startPayment } from '../payments/payments.service.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  net: string;
  /** The customer's COD order (cancelled by the customer), another placed COD order (staff move it), an unpaid online order. */
  cancellable: string;
  placed: string;
  online: string;
  /** A payment attempt of the customer's online order, and that order's number (the payment outcome pages). */
  tranId: string;
  onlineNumber: string;
}

const ownerOnly = (ownerOutcome: string): Record<Role, string> => ({
  anonymous: 'UNAUTHENTICATED',
  customer: ownerOutcome,
  another: 'NotFoundError',
  agent: 'NotFoundError',
  admin: 'NotFoundError',
});

const mutations: Case<Fixtures>[] = [
  {
    field: 'placeOrder',
    document: (role, { net }) =>
      `mutation { placeOrder(input: { idempotencyKey: "matrix-${role}-key", paymentMethod: COD, deliveryPlace: DHAKA, name: "Matrix",
        phone: "01711111111", address: "Road 1", district: "Dhaka", expectedNetPoisha: ${net} }) { ${typename} } }`,
    expected: signedIn('MutationPlaceOrderSuccess'),
  },
  {
    field: 'cancelOrder',
    document: (_role, { cancellable }) => `mutation { cancelOrder(input: { orderId: "${cancellable}" }) { ${typename} } }`,
    expected: ownerOnly('MutationCancelOrderSuccess'),
  },
  {
    field: 'transitionOrder',
    document: (_role, { placed }) => `mutation { transitionOrder(input: { orderId: "${placed}", to: PROCESSING }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationTransitionOrderSuccess'),
  },
  {
    field: 'addOrderNote',
    document: (_role, { placed }) => `mutation { addOrderNote(input: { orderId: "${placed}", message: "Called the customer" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationAddOrderNoteSuccess'),
  },
  {
    field: 'startOrderPayment',
    document: (_role, { online }) => `mutation { startOrderPayment(input: { orderId: "${online}" }) { ${typename} } }`,
    expected: ownerOnly('MutationStartOrderPaymentSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  {
    field: 'order',
    document: (_role, { placed }) => `{ order(id: "${placed}") { ${typename} } }`,
    // Agents read any order (orders.view) to help its customer; changing one is orders.manage's.
    expected: { anonymous: 'UNAUTHENTICATED', customer: 'QueryOrderSuccess', another: 'NotFoundError', agent: 'QueryOrderSuccess', admin: 'QueryOrderSuccess' },
  },
  { field: 'adminOrders', document: () => `{ adminOrders(first: 5) { totalCount } }`, expected: staff('FORBIDDEN', 'ok') },
  {
    field: 'viewerPayment',
    document: (_role, { tranId }) => `{ viewerPayment(tranId: "${tranId}") { ${typename} } }`,
    expected: ownerOnly('QueryViewerPaymentSuccess'),
  },
  {
    field: 'viewerOrderByNumber',
    document: (_role, { onlineNumber }) => `{ viewerOrderByNumber(number: "${onlineNumber}") { ${typename} } }`,
    expected: ownerOnly('QueryViewerOrderByNumberSuccess'),
  },
  { field: 'orderSalesBySource', document: () => `{ orderSalesBySource { source } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const ordersAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: ['viewerOrders', 'viewerEntitlements', 'checkoutPaymentMethods'],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const book = await createBook(prisma, { title: 'Matrix Order Book', price: taka(300), stock: 100 });
    const ebook = await createEbook(prisma, { title: 'Matrix Order Ebook', price: taka(150) });
    const users: Record<string, string> = {};
    for (const role of ['customer', 'another', 'agent', 'admin'] as const) {
      users[role] = (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES[role] } })).id;
    }
    const gid = (id: string) => encodeGlobalID('Order', id);
    await fillCart(t, users.customer!, [{ productId: book.id }]);
    const cancellable = await placeCart(t, users.customer!);
    await fillCart(t, users.customer!, [{ productId: book.id }]);
    const placed = await placeCart(t, users.customer!);
    await fillCart(t, users.customer!, [{ productId: ebook.id }], { deliveryPlace: null });
    const online = await placeCart(t, users.customer!, { paymentMethod: 'SANDBOX' });
    const attempt = await startPayment(serviceCtx(t, users.customer!), { orderId: online.id });
    for (const userId of Object.values(users)) await fillCart(t, userId, [{ productId: book.id }]);
    return { net: String(await cartNet(t, users.customer!)), cancellable: gid(cancellable.id), placed: gid(placed.id), online: gid(online.id), tranId: attempt.payment.tranId, onlineNumber: online.number };
  },
};
