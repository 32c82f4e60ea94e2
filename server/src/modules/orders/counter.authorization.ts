/** The counter-sales and outlets rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  book: string;
  outlet: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'placeCounterOrder',
    document: (role, { book }) =>
      `mutation { placeCounterOrder(input: { idempotencyKey: "matrix-counter-${role}", outletCode: "matrix", payment: CASH,
        lines: [{ productId: "${book}", quantity: 1 }], expectedNetPoisha: ${taka(300)} }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationPlaceCounterOrderSuccess'),
  },
  {
    field: 'createOutlet',
    document: (role) => `mutation { createOutlet(input: { code: "matrix-${role}", name: "Matrix ${role}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationCreateOutletSuccess'),
  },
  {
    field: 'updateOutlet',
    document: (_role, { outlet }) => `mutation { updateOutlet(id: "${outlet}", input: { code: "matrix", name: "Matrix counter" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationUpdateOutletSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'outlets', document: () => `{ outlets { code } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'outlet', document: () => `{ outlet(code: "matrix") { ${typename} } }`, expected: staff('FORBIDDEN', 'QueryOutletSuccess') },
  { field: 'counterOrders', document: () => `{ counterOrders(first: 5, outletCode: "matrix") { totalCount } }`, expected: staff('FORBIDDEN', 'ok') },
  { field: 'counterProducts', document: () => `{ counterProducts(query: "Matrix Counter") { title } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const counterAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const book = await createBook(prisma, { title: 'Matrix Counter Book', price: taka(300), stock: 100 });
    const outlet = await prisma.outlet.create({ data: { code: 'matrix', name: 'Matrix counter' } });
    return { book: book.id, outlet: outlet.id };
  },
};
