import { signInAs } from '../../../../test/accounts.ts';
import { describeAuthorizationMatrix } from '../../../../test/authorization-matrix.ts';
import { productsAdminAuthorization } from './products-admin.authorization.ts';

const app = describeAuthorizationMatrix(productsAdminAuthorization);

it('gives support agents the users of staff search but not its products', async () => {
  const t = app();
  const search = `{ adminSearch(query: "matrix") { products { id } users { id } } }`;
  await t.db.prisma.user.update({ where: { phone: '01700000003' }, data: { name: 'Matrix Customer' } });
  const asAgent = await t.graphql(search, {}, { cookie: await signInAs(t, 'agent') });
  expect(asAgent.data?.adminSearch.products).toEqual([]);
  expect(asAgent.data?.adminSearch.users).toHaveLength(1);
  const asAdmin = await t.graphql(search, {}, { cookie: await signInAs(t, 'admin') });
  expect(asAdmin.data?.adminSearch.products.length).toBeGreaterThan(0);
  expect(asAdmin.data?.adminSearch.users).toHaveLength(1);
});
