import { describeAuthorizationMatrix } from '../../../test/authorization-matrix.ts';
import { paymentReviewAuthorization } from './payment-review.authorization.ts';

describeAuthorizationMatrix(paymentReviewAuthorization);
