/** The marketing rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

const mutations: Case[] = [
  {
    field: 'updateMarketingSettings',
    document: () =>
      `mutation { updateMarketingSettings(input: { pixels: [{ kind: META, pixelId: "123456789012345", pathPatterns: ["/book/*"] }],
        tagManagerEnabled: false, analyticsEnabled: false }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationUpdateMarketingSettingsSuccess'),
  },
];

const staffQueries: Case[] = [
  { field: 'marketingSettings', document: () => `{ marketingSettings { tagManagerEnabled } }`, expected: staff('FORBIDDEN', 'ok') },
];

export const marketingAuthorization: AuthorizationSpec = {
  mutations,
  staffQueries,
  // The storefront reads the switched-on trackers before anyone signs in (ids and paths only).
  publicQueries: ['marketingTrackers'],
};
