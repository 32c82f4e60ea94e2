/** The reader and ebook library rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { PHONES, typename, type AuthorizationSpec, type Role } from '../../../test/authorization-matrix.ts';
import { productGlobalId } from '../../../test/catalog-fixtures.ts';
import { buyProducts, createEbookWithFile } from '../../../test/library-fixtures.ts';

interface Fixtures {
  ebookId: string;
}

const progressDocument = (_role: Role, { ebookId }: Fixtures) =>
  `mutation { saveReadingProgress(input: { ebookId: "${ebookId}", page: 2, clientUpdatedAt: "${new Date().toISOString()}" }) { ${typename} } }`;

export const readerAuthorization: AuthorizationSpec<Fixtures> = {
  mutations: [
    {
      field: 'saveReadingProgress',
      document: progressDocument,
      // Only the owner (the demo customer bought it) keeps a place; everyone else signed in is told why.
      expected: {
        anonymous: 'UNAUTHENTICATED',
        customer: 'MutationSaveReadingProgressSuccess',
        another: 'NotEntitledError',
        agent: 'NotEntitledError',
        admin: 'NotEntitledError',
      },
    },
  ],
  staffQueries: [
    {
      field: 'myEbookLibrary',
      document: () => `{ myEbookLibrary { ebook { id } } }`,
      expected: { anonymous: 'UNAUTHENTICATED', customer: 'ok', another: 'ok', agent: 'ok', admin: 'ok' },
    },
    {
      field: 'ebookFileProblems',
      document: () => `{ ebookFileProblems { kind } }`,
      expected: { anonymous: 'UNAUTHENTICATED', customer: 'FORBIDDEN', another: 'FORBIDDEN', agent: 'FORBIDDEN', admin: 'ok' },
    },
  ],
  publicQueries: [],
  setup: async (t) => {
    const ebook = await createEbookWithFile(t, { title: 'Matrix Library Ebook' });
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    await buyProducts(t, customer.id, [ebook.id]);
    return { ebookId: productGlobalId(ebook) };
  },
};
