import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { readerAuthorization } from './reader.authorization.ts';

describeAuthorizationMatrix(readerAuthorization);
