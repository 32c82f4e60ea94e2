import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { receivablesAuthorization } from './receivables.authorization.ts';

describeAuthorizationMatrix(receivablesAuthorization);
