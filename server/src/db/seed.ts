import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { DEFAULT_ROLES, type RoleKey } from '../modules/accounts/permissions.ts';
import { INFO_PAGES } from '../modules/catalog/info-pages.data.ts';
import { SHOP_SECTIONS, type SectionSeed } from '../modules/catalog/sections.data.ts';
import { seedDeliveryRules } from '../modules/delivery/delivery.service.ts';

/**
 * Inserts the reference data every shop needs: its sections, the customer, agent and admin
 * roles, and the info pages' default text. Idempotent: rows that already exist are left as admins
 * edited them, missing ones are created. Returns how many rows it created.
 */
export async function seedReferenceData(prisma: PrismaClient): Promise<number> {
  let created = 0;
  const insertSections = async (sections: SectionSeed[], parentId: string | null) => {
    for (const { children, ...section } of sections) {
      const existing = await prisma.section.findUnique({ where: { slug: section.slug } });
      const row = existing ?? (await prisma.section.create({ data: { ...section, parentId } }));
      if (!existing) created += 1;
      if (children) await insertSections(children, row.id);
    }
  };
  await insertSections(SHOP_SECTIONS, null);
  for (const { permissions, ...role } of DEFAULT_ROLES) {
    if (await prisma.role.findUnique({ where: { key: role.key } })) continue;
    await prisma.role.create({ data: { ...role, permissions: { create: permissions.map((permission) => ({ permission })) } } });
    created += 1;
  }
  for (const page of INFO_PAGES) {
    if (await prisma.infoPage.findUnique({ where: { slug: page.slug } })) continue;
    await prisma.infoPage.create({ data: page });
    created += 1;
  }
  created += await seedDeliveryRules(prisma);
  return created;
}

/** The demo accounts listed in the README (local, embedded database only). */
export const DEMO_ACCOUNTS: readonly {
  role: RoleKey;
  name: string;
  phone: string;
  email: string;
  password: string;
  hscBatch: string | null;
}[] = [
  { role: 'admin', name: 'Demo Admin', phone: '01700000001', email: 'admin@pathagar.test', password: 'admin123', hscBatch: null },
  { role: 'agent', name: 'Demo Agent', phone: '01700000002', email: 'agent@pathagar.test', password: 'agent123', hscBatch: null },
  { role: 'customer', name: 'Demo Customer', phone: '01700000003', email: 'customer@pathagar.test', password: 'customer123', hscBatch: 'HSC 2025' },
  { role: 'customer', name: 'Fresh Customer', phone: '01700000004', email: 'fresh@pathagar.test', password: 'fresh123', hscBatch: null },
];

/** Creates the missing demo accounts; returns how many it created. */
export async function seedDemoAccounts(prisma: PrismaClient): Promise<number> {
  let created = 0;
  for (const { role, password, ...account } of DEMO_ACCOUNTS) {
    if (await prisma.user.findUnique({ where: { phone: account.phone } })) continue;
    await prisma.user.create({
      data: {
        ...account,
        passwordHash: await hashPassword(password),
        phoneVerifiedAt: new Date(),
        roles: { create: { role: { connect: { key: role } } } },
      },
    });
    created += 1;
  }
  return created;
}
