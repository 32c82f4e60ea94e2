import { z } from 'zod';

/** The server's limit on a staff note (a history entry's message). */
export const NOTE_MAX_LENGTH = 1000;

const noteText = z.string().trim().max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters`);

/** A transition's note: optional (empty is none). */
export const optionalNoteSchema = noteText;

/** A staff note on its own: required. */
export const requiredNoteSchema = noteText.pipe(z.string().min(1, 'Write the note'));

/** The message of the first problem with `text` under `schema`, or null. */
export function noteProblem(schema: z.ZodType, text: string): string | null {
  const result = schema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
