import { AppError } from '../../shared/errors.ts';

/** The customer already owns this ebook or course: it is not sold to them again (REST: 409). */
export class AlreadyOwnedError extends AppError {
  readonly code = 'ALREADY_OWNED';
  readonly status = 409;
  constructor(
    readonly productId: string,
    readonly productTitle: string,
    kind: 'EBOOK' | 'CONTENT',
  ) {
    super(
      kind === 'EBOOK'
        ? `You already own ${productTitle}: read it from your library instead of buying it again.`
        : `You already own ${productTitle}: open it from your courses instead of buying it again.`,
    );
  }
}
