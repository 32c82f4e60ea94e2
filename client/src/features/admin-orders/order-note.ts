import { z } from 'zod';

/** The server's limit on a staff note (a history entry's message). */
export const NOTE_MAX_LENGTH = 1000;

const tooLong = `Keep the note under ${NOTE_MAX_LENGTH} characters`;

/** A transition's note: optional (an empty field is none). */
export const optionalNoteSchema = z.object({ note: z.string().trim().max(NOTE_MAX_LENGTH, tooLong).optional() });

/** A staff note on its own: required. */
export const requiredNoteSchema = z.object({
  message: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(NOTE_MAX_LENGTH, tooLong),
});
