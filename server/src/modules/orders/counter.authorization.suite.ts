import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { counterAuthorization } from './counter.authorization.ts';

describeAuthorizationMatrix(counterAuthorization);
