/** The shop settings' rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

const mutations: Case[] = [
  {
    // Admins with marketing.manage only: the language every new visitor gets.
    field: 'setShopLanguage',
    document: () => `mutation { setShopLanguage(language: EN) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationSetShopLanguageSuccess'),
  },
];

export const settingsAuthorization: AuthorizationSpec = {
  mutations,
  staffQueries: [],
  // Not a secret: every page's <html lang> shows it to a visitor whose browser names neither language.
  publicQueries: ['shopLanguage'],
};
