import { describeAuthorizationMatrix, outcome, ROLES } from '../../../test/authorization-matrix.ts';
import { marketingAuthorization } from './marketing.authorization.ts';

const app = describeAuthorizationMatrix(marketingAuthorization);

it('lets everyone read the storefront trackers', async () => {
  for (const role of ROLES) expect(await outcome(app(), role, 'marketingTrackers', '{ marketingTrackers { tagManagerId } }')).toBe('ok');
});
