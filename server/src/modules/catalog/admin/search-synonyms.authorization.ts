/** The search synonyms' rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { staff, typename, type AuthorizationSpec, type Case } from '../../../../test/authorization-matrix.ts';

interface Fixtures {
  /** A synonym the admin deletes. */
  doomed: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'saveSearchSynonym',
    document: () => `mutation { saveSearchSynonym(input: { terms: ["matrix", "ম্যাট্রিক্স"] }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSaveSearchSynonymSuccess'),
  },
  {
    field: 'deleteSearchSynonym',
    document: (_role, { doomed }) => `mutation { deleteSearchSynonym(input: { id: "${doomed}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationDeleteSearchSynonymSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  { field: 'searchSynonyms', document: () => `{ searchSynonyms { __typename terms } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const searchSynonymsAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const doomed = await t.db.prisma.searchSynonym.create({ data: { terms: ['doomed', 'gone'] } });
    return { doomed: encodeGlobalID('SearchSynonym', doomed.id) };
  },
};
