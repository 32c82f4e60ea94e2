/**
 * Synonyms and short forms search understands (issue 33), edited at /admin/search-synonyms
 * (catalog.manage), every change audited. A row is a set of terms that mean one thing; search
 * (search.service.ts planSearch) expands a query's words that name a term to every term of its row.
 */
import type { Context } from '../../../context.ts';
import type { SearchSynonym } from '../../../generated/prisma/client.ts';
import { localId } from '../../../graphql/global-ids.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { recordAudit } from '../../accounts/audit.ts';

type AuditCtx = Pick<Context, 'prisma' | 'viewer' | 'remote'>;

/** Terms a row may hold, and characters a term (search expands every one of them: SYNONYM_MAX_TERMS uses eight). */
export const SYNONYM_LIMITS = { terms: 12, termLength: 60, rows: 500 } as const;

export function listSearchSynonyms(ctx: Pick<Context, 'prisma'>): Promise<SearchSynonym[]> {
  return ctx.prisma.searchSynonym.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: SYNONYM_LIMITS.rows });
}

/** The terms cleaned: one line each, trimmed, no empty or repeated (case-insensitive) ones; at least two. */
export function cleanTerms(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of raw) {
    const clean = term.normalize('NFC').replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key)) continue;
    seen.add(key);
    terms.push(clean);
  }
  if (terms.length < 2) throw new ValidationError([{ field: 'terms', message: 'Give at least two terms that mean the same thing.' }]);
  if (terms.length > SYNONYM_LIMITS.terms) {
    throw new ValidationError([{ field: 'terms', message: `A synonym holds at most ${SYNONYM_LIMITS.terms} terms.` }]);
  }
  const long = terms.find((term) => [...term].length > SYNONYM_LIMITS.termLength);
  if (long) throw new ValidationError([{ field: 'terms', message: `A term is at most ${SYNONYM_LIMITS.termLength} characters: "${long.slice(0, 20)}…".` }]);
  return terms;
}

/** Adds a row (no id) or replaces the terms of one; audited. */
export async function saveSearchSynonym(ctx: AuditCtx, input: { id?: string | number | null; terms: readonly string[] }): Promise<SearchSynonym> {
  const terms = cleanTerms(input.terms);
  if (input.id != null) {
    const id = localId(input.id, ['SearchSynonym'])?.id;
    const before = id ? await ctx.prisma.searchSynonym.findUnique({ where: { id } }) : null;
    if (!before) throw new NotFoundError('SearchSynonym', 'No such synonym.');
    const saved = await ctx.prisma.searchSynonym.update({ where: { id: before.id }, data: { terms } });
    await recordAudit(ctx, { action: 'search.synonym_saved', targetType: 'SearchSynonym', targetId: saved.id, details: { before: before.terms, terms } });
    return saved;
  }
  const count = await ctx.prisma.searchSynonym.count();
  if (count >= SYNONYM_LIMITS.rows) throw new ValidationError([{ field: 'terms', message: `The shop keeps at most ${SYNONYM_LIMITS.rows} synonyms.` }]);
  const saved = await ctx.prisma.searchSynonym.create({ data: { terms } });
  await recordAudit(ctx, { action: 'search.synonym_saved', targetType: 'SearchSynonym', targetId: saved.id, details: { before: null, terms } });
  return saved;
}

/** Removes a row; audited with its terms. */
export async function deleteSearchSynonym(ctx: AuditCtx, rawId: unknown): Promise<string> {
  const id = localId(rawId, ['SearchSynonym'])?.id;
  const row = id ? await ctx.prisma.searchSynonym.findUnique({ where: { id } }) : null;
  if (!row) throw new NotFoundError('SearchSynonym', 'No such synonym.');
  await ctx.prisma.searchSynonym.delete({ where: { id: row.id } });
  await recordAudit(ctx, { action: 'search.synonym_deleted', targetType: 'SearchSynonym', targetId: row.id, details: { terms: row.terms } });
  return row.id;
}
