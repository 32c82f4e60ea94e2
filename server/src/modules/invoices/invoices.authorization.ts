/** The invoices rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../../test/order-fixtures.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  /** The customer's invoice (a placed COD order). */
  invoice: string;
}

const staffQueries: Case<Fixtures>[] = [
  {
    field: 'invoice',
    document: (_role, { invoice }) => `{ invoice(id: "${invoice}") { ${typename} } }`,
    expected: { anonymous: 'UNAUTHENTICATED', customer: 'QueryInvoiceSuccess', another: 'NotFoundError', agent: 'NotFoundError', admin: 'QueryInvoiceSuccess' },
  },
  { field: 'adminInvoices', document: () => `{ adminInvoices(first: 5) { totalCount } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const invoicesAuthorization: AuthorizationSpec<Fixtures> = {
  mutations: [],
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const customer = (await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } })).id;
    const book = await createBook(prisma, { title: 'Matrix Invoice Book', price: taka(300), stock: 100 });
    await fillCart(t, customer, [{ productId: book.id }]);
    const order = await placeCart(t, customer);
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    return { invoice: encodeGlobalID('Invoice', invoice.id) };
  },
};
