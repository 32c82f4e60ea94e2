import type { MiddlewareHandler } from 'hono';
import { isJsonContentType } from './content-type.ts';
import { refuseRequest } from './edge-refusal.ts';

/** The longest string any REST field takes (names, phones, codes, ids, passwords); longer is refused. */
export const MAX_INPUT_STRING_LENGTH = 5_000;

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with the text in a parsed JSON value, or null when every string (keys included) is
 * well-formed Unicode without NUL (PostgreSQL cannot store U+0000 in text) and not over the length limit.
 */
export function invalidJsonText(value: unknown): string | null {
  // An explicit stack, not recursion: a 100 KB body can nest fifty thousand levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const problem = invalidString(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const problem = invalidString(key);
        if (problem) return problem;
        pending.push(child);
      }
    }
  }
  return null;
}

function invalidString(text: string): string | null {
  if (text.length > MAX_INPUT_STRING_LENGTH) return `A text field is longer than ${MAX_INPUT_STRING_LENGTH} characters.`;
  if (text.includes(NUL)) return 'A text field contains a NUL character.';
  if (LONE_SURROGATE.test(text)) return 'A text field contains invalid Unicode (a lone surrogate).';
  return null;
}

/** A REST body parsed as a JSON object ({} when empty), or what is wrong with it. */
export type JsonObjectResult = { value: Record<string, unknown> } | { problem: string };

/** Parses a REST body: malformed JSON, anything but an object, and text no field may hold are problems. */
export function parseJsonObject(text: string): JsonObjectResult {
  if (text.trim() === '') return { value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'The request body is not valid JSON.' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: 'The request body must be a JSON object.' };
  const problem = invalidJsonText(value);
  return problem ? { problem } : { value: value as Record<string, unknown> };
}

/**
 * Every JSON body sent to /api/* is checked at the edge, before the session, a service or the database
 * sees it, whether or not its route reads it: 400 for malformed JSON, non-objects, NUL, lone
 * surrogates and over-long strings. (Size and Content-Type were checked before.)
 */
export function checkJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) return next();
    const parsed = parseJsonObject(await c.req.text());
    if ('problem' in parsed) return refuseRequest(c, 400, 'BAD_REQUEST_BODY', parsed.problem);
    return next();
  };
}
