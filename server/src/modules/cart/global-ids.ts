import { decodeGlobalID } from '@pothos/plugin-relay';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The database id (UUID) inside a Relay global id of one of `typenames`, or a bare UUID as is;
 * null for anything else (the caller answers NotFound).
 */
export function localId(value: unknown, typenames: readonly string[]): { id: string; typename: string | null } | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (UUID.test(text)) return { id: text.toLowerCase(), typename: null };
  try {
    const decoded = decodeGlobalID(text);
    if (typenames.includes(decoded.typename) && UUID.test(decoded.id)) return { id: decoded.id.toLowerCase(), typename: decoded.typename };
  } catch {
    // not a global id
  }
  return null;
}
