import { AppError } from '../../shared/errors.ts';

/** Not enough stock for the quantity asked (REST answers 409). */
export class OutOfStockError extends AppError {
  readonly code = 'OUT_OF_STOCK';
  readonly status = 409;
  constructor(
    readonly productTitle: string,
    /** How many can be in the cart at most (0 when none is left). */
    readonly available: number,
    readonly requested: number,
  ) {
    super(
      available <= 0
        ? `${productTitle} is out of stock.`
        : `Only ${available} of ${productTitle} ${available === 1 ? 'is' : 'are'} in stock.`,
    );
  }
}
