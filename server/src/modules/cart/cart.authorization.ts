/** The cart and delivery rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, signedIn, staff, typename, type AuthorizationSpec, type Case, type Role } from '../../../test/authorization-matrix.ts';
import { createBook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  bookId: string;
  /** Lines in the customer's cart: one the customer changes, one the customer removes, one nobody else may touch. */
  ownLine: string;
  removableLine: string;
  foreignLine: string;
}

const notOwner = (ownerOutcome: string): Record<Role, string> => ({
  anonymous: 'UNAUTHENTICATED',
  customer: ownerOutcome,
  another: 'NotFoundError',
  agent: 'NotFoundError',
  admin: 'NotFoundError',
});

const mutations: Case<Fixtures>[] = [
  {
    field: 'addToCart',
    document: (_role, { bookId }) => `mutation { addToCart(input: { productId: "${bookId}", source: "matrix" }) { ${typename} } }`,
    expected: signedIn('MutationAddToCartSuccess'),
  },
  {
    field: 'updateCartLineQuantity',
    // Everyone aims at the customer's own line: only the customer may change it.
    document: (_role, { ownLine }) => `mutation { updateCartLineQuantity(input: { lineId: "${ownLine}", quantity: 2 }) { ${typename} } }`,
    expected: notOwner('MutationUpdateCartLineQuantitySuccess'),
  },
  {
    field: 'removeCartLine',
    document: (role, { removableLine, foreignLine }) =>
      `mutation { removeCartLine(input: { lineId: "${role === 'customer' ? removableLine : foreignLine}" }) { ${typename} } }`,
    expected: notOwner('MutationRemoveCartLineSuccess'),
  },
  {
    field: 'applyCoupon',
    document: () => `mutation { applyCoupon(input: { code: "matrix10" }) { ${typename} } }`,
    expected: signedIn('MutationApplyCouponSuccess'),
  },
  { field: 'removeCoupon', document: () => `mutation { removeCoupon { __typename } }`, expected: signedIn('Cart') },
  {
    field: 'setDeliveryPlace',
    document: () => `mutation { setDeliveryPlace(input: { place: OUTSIDE_DHAKA }) { ${typename} } }`,
    expected: signedIn('MutationSetDeliveryPlaceSuccess'),
  },
  {
    field: 'updateDeliveryRule',
    document: () => `mutation { updateDeliveryRule(input: { place: DHAKA, kind: BOOK, charge: 4000 }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationUpdateDeliveryRuleSuccess'),
  },
];

export const cartAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries: [],
  publicQueries: ['cart', 'deliveryRules'],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const book = await createBook(prisma, { title: 'Matrix Book', price: taka(300), stock: 100 });
    await prisma.coupon.create({ data: { code: 'MATRIX10', discountType: 'PERCENT', value: 10, createdByRole: 'admin' } });
    // Everyone has the book in the cart, so the coupon applies for every signed-in role.
    const carts: Record<string, string> = {};
    for (const role of ['customer', 'another', 'agent', 'admin'] as const) {
      const user = await prisma.user.findUniqueOrThrow({ where: { phone: PHONES[role] } });
      const cart = await prisma.cart.create({ data: { userId: user.id, lines: { create: { productId: book.id, quantity: 1 } } } });
      carts[role] = cart.id;
    }
    const other = await createBook(prisma, { title: 'Matrix Other', price: taka(100), stock: 100 });
    const third = await createBook(prisma, { title: 'Matrix Third', price: taka(100), stock: 100 });
    const own = await prisma.cartLine.findFirstOrThrow({ where: { cartId: carts.customer } });
    const removable = await prisma.cartLine.create({ data: { cartId: carts.customer!, productId: other.id, quantity: 1 } });
    const foreign = await prisma.cartLine.create({ data: { cartId: carts.customer!, productId: third.id, quantity: 1 } });
    const gid = (id: string) => encodeGlobalID('CartLine', id);
    return { bookId: productGlobalId(book), ownLine: gid(own.id), removableLine: gid(removable.id), foreignLine: gid(foreign.id) };
  },
};
