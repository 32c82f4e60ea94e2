/**
 * Staff management of authors. An author's slug is their page address (/author/{slug}): made from
 * the name when not given, and kept when the author is renamed so links keep working. Renaming
 * rewrites the search text of their products in the same transaction (the search vector follows by
 * trigger), so search finds the books under the new name at once.
 */
import { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { Author, Prisma } from '../../../generated/prisma/client.ts';
import { cacheEntity } from '../../../graphql/response-cache.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { parseInput } from '../../../shared/validation.ts';
import { recordAudit } from '../../accounts/audit.ts';
import { inTransaction, isUniqueViolationOn, slugInput } from './admin-checks.ts';
import { slugify, uniqueSlug } from './admin-inputs.ts';
import { refreshProductSearchText } from './products-admin.service.ts';

type AdminCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'services'>;
type Tx = Prisma.TransactionClient;

export const AUTHOR_NAME_MAX = 120;
export const AUTHOR_BIO_MAX = 5000;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(AUTHOR_NAME_MAX, `Name must be at most ${AUTHOR_NAME_MAX} characters`);
const bio = z
  .string({ error: 'Bio must be text' })
  .trim()
  .max(AUTHOR_BIO_MAX, `Bio must be at most ${AUTHOR_BIO_MAX.toLocaleString('en-US')} characters`);
/** A storage key from POST /api/uploads; empty means no photo. */
const photoKey = z
  .string({ error: 'Photo must be a file key' })
  .trim()
  .transform((key) => key || null);

const createSchema = z.object({
  name,
  slug: slugInput.optional(),
  bio: bio.nullish().transform((text) => text ?? ''),
  photoKey: photoKey.nullish().transform((key) => key ?? null),
});
const updateSchema = z.object({
  // undefined or null: unchanged (a name cannot be cleared).
  name: name.nullish().transform((text) => text ?? undefined),
  slug: slugInput.optional(),
  bio: bio.nullish().transform((text) => (text === null ? '' : text)),
  // null or "": remove the photo; left out: unchanged.
  photoKey: photoKey.nullish().transform((key) => (key === undefined ? undefined : (key ?? null))),
});

export interface CreateAuthorInput {
  name: string;
  slug?: string | null;
  bio?: string | null;
  photoKey?: string | null;
}
export interface UpdateAuthorInput {
  id: string;
  name?: string | null;
  slug?: string | null;
  bio?: string | null;
  photoKey?: string | null;
}

async function photoProblem(tx: Tx, key: string): Promise<string | null> {
  const file = await tx.storedFile.findUnique({ where: { key }, select: { visibility: true } });
  if (!file) return 'No uploaded file has this key; upload the photo first';
  if (file.visibility !== 'PUBLIC') return 'This file is private and cannot be shown as a photo';
  return null;
}

async function slugTaken(tx: Tx, slug: string, exceptId?: string): Promise<boolean> {
  return (await tx.author.count({ where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) } })) > 0;
}

async function freeSlugFor(tx: Tx, authorName: string): Promise<string> {
  return uniqueSlug(tx, 'author', slugify(authorName, 'author'), async (base) =>
    (await tx.author.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((a) => a.slug),
  );
}

/** Locks an author's row: products cannot be linked to it (their foreign key waits) until the transaction ends. */
async function lockAuthor(tx: Tx, id: string): Promise<Author> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Author" WHERE id = ${id}::uuid FOR UPDATE`;
  if (!rows.length) throw new NotFoundError('Author', 'No such author.');
  return tx.author.findUniqueOrThrow({ where: { id } });
}

/**
 * Runs `write`, retrying when a concurrent writer took a derived slug first; a slug staff typed
 * that turns out taken becomes a field message.
 */
async function withSlugRetry<T>(derived: boolean, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolationOn(error, 'slug')) throw error;
      if (!derived || attempt >= 3) throw new ValidationError([{ field: 'slug', message: 'Another author has this slug' }]);
    }
  }
}

/** Creates an author; the slug comes from the name (made unique with -2, -3 …) unless given. */
export async function createAuthor(ctx: AdminCtx, input: CreateAuthorInput): Promise<Author> {
  const data = parseInput(createSchema, input);
  const author = await withSlugRetry(!data.slug, () =>
    ctx.prisma.$transaction(async (tx) => {
      const problems = [];
      if (data.slug && (await slugTaken(tx, data.slug))) problems.push({ field: 'slug', message: 'Another author has this slug' });
      const photo = data.photoKey ? await photoProblem(tx, data.photoKey) : null;
      if (photo) problems.push({ field: 'photoKey', message: photo });
      if (problems.length) throw new ValidationError(problems);
      const slug = data.slug ?? (await freeSlugFor(tx, data.name));
      const author = await tx.author.create({ data: { name: data.name, slug, bio: data.bio, photoKey: data.photoKey } });
      await recordAudit(inTransaction(ctx, tx), {
        action: 'catalog.author_saved',
        targetType: 'Author',
        targetId: author.id,
        details: { created: true, name: author.name, slug: author.slug },
      });
      return author;
    }),
  );
  await ctx.services.responseCache.invalidate([cacheEntity.authorListings]);
  return author;
}

/** Changes the given fields of an author; a new name reaches the search text of all their products. */
export async function updateAuthor(ctx: AdminCtx, input: UpdateAuthorInput): Promise<Author> {
  const { id, ...fields } = input;
  const data = parseInput(updateSchema, fields);
  let renamed = false;
  const author = await withSlugRetry(false, () =>
    ctx.prisma.$transaction(async (tx) => {
      const before = await lockAuthor(tx, id);
      const problems = [];
      if (data.slug && data.slug !== before.slug && (await slugTaken(tx, data.slug, id))) {
        problems.push({ field: 'slug', message: 'Another author has this slug' });
      }
      const photo = data.photoKey && data.photoKey !== before.photoKey ? await photoProblem(tx, data.photoKey) : null;
      if (photo) problems.push({ field: 'photoKey', message: photo });
      if (problems.length) throw new ValidationError(problems);

      const author = await tx.author.update({
        where: { id },
        data: { name: data.name, slug: data.slug, bio: data.bio, photoKey: data.photoKey },
      });
      renamed = author.name !== before.name;
      let productsUpdated = 0;
      if (renamed) {
        const links = await tx.productAuthor.findMany({ where: { authorId: id }, select: { productId: true } });
        for (const { productId } of links) await refreshProductSearchText(inTransaction(ctx, tx).prisma, productId);
        productsUpdated = links.length;
      }
      const changed = (['name', 'slug', 'bio', 'photoKey'] as const).filter((key) => author[key] !== before[key]);
      await recordAudit(inTransaction(ctx, tx), {
        action: 'catalog.author_saved',
        targetType: 'Author',
        targetId: author.id,
        details: { created: false, changed, ...(renamed ? { before: before.name, after: author.name, productsUpdated } : {}) },
      });
      return author;
    }),
  );
  // Answers showing the author (their page, bylines) go; a new name also changes what search finds, and the authors' order.
  await ctx.services.responseCache.invalidate([
    cacheEntity.author(author.id),
    ...(renamed ? [cacheEntity.productListings, cacheEntity.authorListings] : []),
  ]);
  return author;
}

/** Deletes an author who is on no product; otherwise says how many products still name them. */
export async function deleteAuthor(ctx: AdminCtx, input: { id: string }): Promise<{ deletedId: string }> {
  const deleted = await ctx.prisma.$transaction(async (tx) => {
    const author = await lockAuthor(tx, input.id);
    const products = await tx.productAuthor.count({ where: { authorId: author.id } });
    if (products > 0) {
      throw new ValidationError([
        {
          field: 'id',
          message: `${author.name} is an author of ${products} product${products === 1 ? '' : 's'}; remove them from ${
            products === 1 ? 'it' : 'those'
          } first`,
        },
      ]);
    }
    await tx.author.delete({ where: { id: author.id } });
    await recordAudit(inTransaction(ctx, tx), {
      action: 'catalog.author_deleted',
      targetType: 'Author',
      targetId: author.id,
      details: { name: author.name, slug: author.slug },
    });
    return { deletedId: author.id };
  });
  await ctx.services.responseCache.invalidate([cacheEntity.author(deleted.deletedId), cacheEntity.authorListings]);
  return deleted;
}
