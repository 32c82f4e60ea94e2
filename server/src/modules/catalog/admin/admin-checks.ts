/**
 * Checks the product admin service makes that other catalogue admin services may reuse: typed
 * slugs, references by global ID, uploaded-file keys, writing inside a transaction, unique-constraint
 * races as field messages. (Slug making and id decoding themselves are in admin-inputs.ts.)
 */
import { z } from 'zod';
import type { Context } from '../../../context.ts';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import { NotFoundError } from '../../../shared/errors.ts';
import { UPLOAD_PURPOSES, type UploadPurposeName } from '../../storage/file-types.ts';
import { decodeIdOf, SLUG_MAX } from './admin-inputs.ts';

/** A URL slug: lower-case ASCII letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional slug typed by staff; empty or null means "derive it from the title". */
export const slugInput = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'Slug may contain only a-z, 0-9 and single hyphens')
  .nullable()
  .transform((slug) => slug || undefined);

/** The database id in a global ID of one of `typenames`, or null (for references, which answer a field message). */
export function referencedId(globalId: string, typenames: string | readonly string[]): string | null {
  try {
    return decodeIdOf(globalId, typenames);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * Null when `key` is a StoredFile uploaded for `purpose` (its folder and visibility match), else the
 * message to show for the field.
 */
export async function storedFileProblem(
  prisma: Pick<PrismaClient, 'storedFile'>,
  key: string,
  purpose: UploadPurposeName,
): Promise<string | null> {
  const expected = UPLOAD_PURPOSES[purpose];
  const file = await prisma.storedFile.findUnique({ where: { key } });
  if (!file) return 'No uploaded file has this key; upload the file first';
  if (!key.startsWith(`${expected.folder}/`) || file.visibility !== expected.visibility) {
    return `This file was not uploaded as ${purpose === 'ebook' ? 'an ebook' : `a ${purpose.replace('-', ' ')}`}`;
  }
  return null;
}

/** The context with its Prisma client swapped for a transaction's, so recordAudit and helpers write inside it. */
export function inTransaction<C extends Pick<Context, 'prisma'>>(ctx: C, tx: Prisma.TransactionClient): C {
  // They only use model delegates (and $queryRaw), which a transaction client has too.
  return { ...ctx, prisma: tx as PrismaClient };
}

/** True when `error` is a unique-constraint violation naming `column` (a race lost to a concurrent writer). */
export function isUniqueViolationOn(error: unknown, column: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  return JSON.stringify(error.meta ?? {}).includes(column);
}
