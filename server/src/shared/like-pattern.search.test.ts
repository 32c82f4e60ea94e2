/**
 * Every staff search box takes `%` and `_` as themselves (shared/like-pattern.ts): orders, invoices,
 * coupons, products and authors, each with something to find (the customer search: support.test.ts).
 */
import { signInAs } from '../../test/accounts.ts';
import { createAuthor, createBook } from '../../test/catalog-fixtures.ts';
import { fillCart, placeCart } from '../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { taka } from './money.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  const book = await createBook(t.db.prisma, { title: 'Wildcard Algebra', price: taka(200), stock: 10 });
  await createAuthor(t.db.prisma, 'Wildcard Author');
  await t.db.prisma.coupon.create({ data: { code: 'WILDCARD10', discountType: 'FIXED', value: 100, createdByRole: 'admin' } });
  await fillCart(t, customer.id, [{ productId: book.id }]);
  await placeCart(t, customer.id, { name: 'Wildcard Buyer', phone: '01811223344' });
});
afterAll(() => t.close());

const SEARCHES = {
  orders: `query($s: String) { list: adminOrders(first: 5, filter: { search: $s }) { totalCount } }`,
  invoices: `query($s: String) { list: adminInvoices(first: 5, filter: { search: $s }) { totalCount } }`,
  coupons: `query($s: String) { list: coupons(first: 5, filter: { search: $s }) { totalCount } }`,
  products: `query($s: String) { list: adminProducts(first: 5, filter: { search: $s }) { totalCount } }`,
  authors: `query($s: String) { list: authors(first: 5, search: $s) { totalCount } }`,
};
const found: Record<keyof typeof SEARCHES, string> = { orders: 'wildcard buyer', invoices: 'PG-', coupons: 'wildcard', products: 'wildcard alg', authors: 'wildcard auth' };

it.each(Object.keys(SEARCHES) as (keyof typeof SEARCHES)[])('%s: %, _ and a% find nothing, a real fragment finds its row', async (list) => {
  const count = async (s: string) => {
    const { data, errors } = await t.graphql(SEARCHES[list], { s }, { cookie: admin });
    expect(errors).toBeUndefined();
    return data!.list.totalCount as number;
  };
  expect(await count(found[list])).toBeGreaterThan(0);
  for (const s of ['%', '_', 'a%', '_%_']) expect(await count(s)).toBe(0);
});
