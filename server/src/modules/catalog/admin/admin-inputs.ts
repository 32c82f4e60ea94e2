import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { NotFoundError } from '../../../shared/errors.ts';

/** Helpers the catalogue's admin mutations share: slugs and global ids. */

/** The longest slug we make or accept. */
export const SLUG_MAX = 80;
const SUFFIX_ROOM = 8;

/** A lower-case ASCII slug of a name ("Humayun Ahmed" → "humayun-ahmed"); `fallback` when nothing Latin is left (e.g. a Bangla name). */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - SUFFIX_ROOM)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * The first of `base`, `base-2`, `base-3` … not yet taken. `takenLike(base)` returns the slugs in use
 * that start with `base` (one query, e.g. `findMany({ where: { slug: { startsWith: base } } })`).
 * Call it inside the transaction that inserts the slug: writers deriving from the same base (of the
 * same `scope`, e.g. "author") first take a transaction-scoped advisory lock, so the second one reads
 * after the first has committed and never picks the same slug, in this or any other server process.
 */
export async function uniqueSlug(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  scope: string,
  base: string,
  takenLike: (base: string) => Promise<Iterable<string>>,
): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`slug:${scope}:${base}`}))`;
  const taken = new Set(await takenLike(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a database id (UUID). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The database id inside a global id of one of the given types; NotFoundError (naming `what`, by
 * default the first type) for anything else, so a Book id never reaches an ebook mutation.
 */
export function decodeIdOf(globalId: string, typenames: string | readonly string[], what?: string): string {
  const allowed = typeof typenames === 'string' ? [typenames] : typenames;
  const name = what ?? allowed[0] ?? 'Item';
  try {
    const decoded = decodeGlobalID(String(globalId));
    if (allowed.includes(decoded.typename) && UUID.test(decoded.id)) return decoded.id;
  } catch {
    // not a global id at all
  }
  throw new NotFoundError(name, `No such ${name.toLowerCase()}.`);
}
