import { describeAuthorizationMatrix, outcome } from '../../../test/authorization-matrix.ts';
import { catalogReadAuthorization } from './catalog-read.authorization.ts';

const app = describeAuthorizationMatrix(catalogReadAuthorization);

it('answers the public catalogue queries to everyone, signed in or not', async () => {
  const t = app();
  for (const role of ['anonymous', 'customer', 'admin'] as const) {
    expect(await outcome(t, role, 'products', `{ products(first: 1) { totalCount } }`)).toBe('ok');
    expect(await outcome(t, role, 'search', `{ search(query: "matrix") { totalCount } }`)).toBe('ok');
    expect(await outcome(t, role, 'infoPage', `{ infoPage(slug: "about") { __typename } }`)).toBe('QueryInfoPageSuccess');
  }
});
