import { AppError } from '../../shared/errors.ts';

/**
 * The customer already owns this ebook or course: it is not sold to them again, alone or in a bundle
 * (`bundleTitle`: the bundle that holds it) (REST: 409).
 */
export class AlreadyOwnedError extends AppError {
  readonly code = 'ALREADY_OWNED';
  readonly status = 409;
  constructor(
    readonly productId: string,
    readonly productTitle: string,
    kind: 'EBOOK' | 'CONTENT',
    readonly bundleTitle: string | null = null,
  ) {
    super(
      bundleTitle
        ? `${bundleTitle} holds ${productTitle}, which you already own: remove the bundle from your cart (buy its other items on their own).`
        : kind === 'EBOOK'
        ? `You already own ${productTitle}: read it from your library instead of buying it again.`
        : `You already own ${productTitle}: open it from your courses instead of buying it again.`,
    );
  }
}
