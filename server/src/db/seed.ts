import type { PrismaClient } from '../generated/prisma/client.ts';
import { SHOP_SECTIONS, type SectionSeed } from '../modules/catalog/sections.data.ts';

/**
 * Inserts the reference data every shop needs (its sections). Idempotent: rows that already exist
 * are left as admins edited them, missing ones are created. Returns how many rows it created.
 */
export async function seedReferenceData(prisma: PrismaClient): Promise<number> {
  let created = 0;
  const insert = async (sections: SectionSeed[], parentId: string | null) => {
    for (const { children, ...section } of sections) {
      const existing = await prisma.section.findUnique({ where: { slug: section.slug } });
      const row = existing ?? (await prisma.section.create({ data: { ...section, parentId } }));
      if (!existing) created += 1;
      if (children) await insert(children, row.id);
    }
  };
  await insert(SHOP_SECTIONS, null);
  return created;
}
