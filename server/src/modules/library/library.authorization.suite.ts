import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { libraryAuthorization } from './library.authorization.ts';

describeAuthorizationMatrix(libraryAuthorization);
