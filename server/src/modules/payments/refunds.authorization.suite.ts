import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { refundsAuthorization } from './refunds.authorization.ts';

describeAuthorizationMatrix(refundsAuthorization);
