/** Expected failures: resolvers return them as typed GraphQL results, the REST shim as JSON errors. */
export abstract class AppError extends Error {
  abstract readonly code: string;
  /** HTTP status the REST shim answers with. */
  abstract readonly status: number;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldMessage {
  field: string;
  message: string;
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION_FAILED';
  readonly status = 400;
  constructor(readonly fields: FieldMessage[], message = fields[0]?.message ?? 'The input is not valid.') {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly status = 404;
  constructor(readonly what: string, message = `${what} not found`) {
    super(message);
  }
}
