import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { referralsAuthorization } from './referrals.authorization.ts';

describeAuthorizationMatrix(referralsAuthorization);
