import { describeAuthorizationMatrix, nodeOutcome, outcome } from '../../../test/authorization-matrix.ts';
import { invoicesAuthorization } from './invoices.authorization.ts';

const app = describeAuthorizationMatrix(invoicesAuthorization);

it("shows an invoice to its order's customer and to invoice staff only, also through node(id:)", async () => {
  const t = app();
  const invoice = await t.db.prisma.invoice.findFirstOrThrow();
  const read = `{ node(id: "${Buffer.from(`Invoice:${invoice.id}`).toString('base64')}") { ... on Invoice { number } } }`;
  // Anyone else gets what an unknown id gets: null (issue 29 item 5).
  for (const role of ['anonymous', 'another', 'agent'] as const) expect(await nodeOutcome(t, role, read)).toBe('null');
  for (const role of ['customer', 'admin'] as const) expect(await outcome(t, role, 'node', read)).toBe('ok');
});
