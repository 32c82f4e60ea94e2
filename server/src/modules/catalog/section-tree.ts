import type { ChangeBus } from '../../change-bus.ts';
import type { PrismaClient, Section } from '../../generated/prisma/client.ts';

/**
 * The shop's sections, read whole (a handful of rows) and kept in the process. The storefront asks
 * for them on every page (header, home, section pages); from here they cost no statement, and a list
 * filtered by a section asks the product table for `sectionId IN (the section and its sub-sections)`
 * — which its indexes serve — instead of joining Section three times for every product.
 *
 * Sections change only when reference data is seeded; `sectionsChanged` drops the copy after such a
 * change and tells the other server processes through the change bus, whose `sections` message makes
 * them drop theirs (`forgetAllSectionTrees`). A copy older than SECTION_TREE_TTL_MS is read again all
 * the same, a safety net for a message lost while the bus was down.
 */
export const SECTION_TREE_TTL_MS = 60_000;

type SectionReader = Pick<PrismaClient, 'section'>;

export interface SectionTree {
  bySlug(slug: string): Section | undefined;
  byId(id: string): Section | undefined;
  /** The top-level sections in display order (position, then name). */
  roots(): readonly Section[];
  /** The sub-sections of a section, in display order. */
  children(id: string): readonly Section[];
  /** The ids of the section with this slug and of every section below it; empty when there is none. */
  idsUnder(slug: string): readonly string[];
}

function buildTree(sections: readonly Section[]): SectionTree {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const bySlug = new Map(sections.map((section) => [section.slug, section]));
  const children = new Map<string | null, Section[]>();
  // `sections` come in display order; each list of children keeps it.
  for (const section of sections) {
    const parent = section.parentId !== null && byId.has(section.parentId) ? section.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), section]);
  }
  const below = (id: string, seen: Set<string>): string[] => {
    if (seen.has(id)) return []; // a cycle would be a data error; never loop on it
    seen.add(id);
    return [id, ...(children.get(id) ?? []).flatMap((child) => below(child.id, seen))];
  };
  const roots = (children.get(null) ?? []).filter((section) => section.parentId === null);
  return {
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    roots: () => roots,
    children: (id) => children.get(id) ?? [],
    idsUnder: (slug) => {
      const section = bySlug.get(slug);
      return section ? below(section.id, new Set()) : [];
    },
  };
}

const trees = new WeakMap<SectionReader, { readAt: number; generation: number; tree: Promise<SectionTree> }>();
/** Bumped by `forgetAllSectionTrees`: a copy read before is not used again. */
let generation = 0;

/** This process's copy of the section tree, read when there is none or it is older than the TTL. */
export function sectionTree(prisma: SectionReader, now = Date.now()): Promise<SectionTree> {
  const kept = trees.get(prisma);
  if (kept && kept.generation === generation && now - kept.readAt < SECTION_TREE_TTL_MS) return kept.tree;
  const read = {
    readAt: now,
    generation,
    tree: prisma.section.findMany({ orderBy: [{ position: 'asc' }, { name: 'asc' }] }).then(buildTree),
  };
  trees.set(prisma, read);
  // A failed read is not kept: the next request tries again.
  read.tree.catch(() => {
    if (trees.get(prisma) === read) trees.delete(prisma);
  });
  return read.tree;
}

/** The ids of the section with this slug and of all its sub-sections; empty when there is no such section. */
export async function sectionIdsUnder(prisma: SectionReader, slug: string): Promise<readonly string[]> {
  return (await sectionTree(prisma)).idsUnder(slug);
}

/** Drops this process's copy of the tree (after sections were added, changed or removed). */
export function forgetSectionTree(prisma: SectionReader): void {
  trees.delete(prisma);
}

/** Drops every copy this process keeps (another process changed sections, or its messages may have been missed). */
export function forgetAllSectionTrees(): void {
  generation += 1;
}

/** After a change to sections has committed: this process reads the tree again, and so do the others. */
export async function sectionsChanged(prisma: SectionReader, changes: Pick<ChangeBus, 'publish'>): Promise<void> {
  forgetSectionTree(prisma);
  await changes.publish({ topic: 'sections' });
}

/** Makes this process drop its copies when another process says sections changed. */
export function followSectionChanges(changes: Pick<ChangeBus, 'subscribe'>): () => void {
  return changes.subscribe((message) => {
    if (message.topic === 'sections' || message.topic === 'resync') forgetAllSectionTrees();
  });
}
