import { builder } from '../builder.ts';
import { AppError, NotFoundError, ValidationError, type FieldMessage } from './errors.ts';

/** The interface every typed error result implements. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure, returned as data.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'A message that can be shown to the user.' }),
    code: t.exposeString('code', { description: 'A stable machine-readable code.' }),
  }),
});

const FieldMessageRef = builder.objectRef<FieldMessage>('FieldMessage').implement({
  description: 'What is wrong with one input field.',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({ fields: t.field({ type: [FieldMessageRef], resolve: (error) => error.fields }) }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
  fields: (t) => ({ what: t.exposeString('what', { description: 'The kind of thing that was looked for.' }) }),
});
