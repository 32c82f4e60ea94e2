import { describeAuthorizationMatrix } from '../../../../test/authorization-matrix.ts';
import { searchSynonymsAuthorization } from './search-synonyms.authorization.ts';

describeAuthorizationMatrix(searchSynonymsAuthorization);
