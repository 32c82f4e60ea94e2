import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { reportsAuthorization } from './reports.authorization.ts';

describeAuthorizationMatrix(reportsAuthorization);
