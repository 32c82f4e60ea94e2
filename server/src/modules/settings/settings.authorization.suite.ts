import { describeAuthorizationMatrix, outcome, ROLES } from '../../../test/authorization-matrix.ts';
import { settingsAuthorization } from './settings.authorization.ts';

const app = describeAuthorizationMatrix(settingsAuthorization);

it("lets everyone read the shop's language for new visitors", async () => {
  for (const role of ROLES) expect(await outcome(app(), role, 'shopLanguage', '{ shopLanguage }')).toBe('ok');
});
