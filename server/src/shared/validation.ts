import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses input with a zod schema; a failure becomes a ValidationError with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message });
  }
  throw new ValidationError(fields);
}
