import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { DEFAULT_ROLES, type RoleKey } from '../shared/permissions.ts';
import { INFO_PAGES } from '../modules/catalog/info-pages.data.ts';
import { forgetSectionTree } from '../modules/catalog/section-tree.ts';
import { SHOP_SECTIONS, type SectionSeed } from '../modules/catalog/sections.data.ts';
import { seedDeliveryRules } from '../modules/delivery/delivery.service.ts';
import { inSeedingLock } from './seeding-lock.ts';

type Tx = Prisma.TransactionClient;

/** Inserts the sections of one level that are missing, then their children under the stored parent. */
async function insertSections(tx: Tx, sections: readonly SectionSeed[], parentId: string | null): Promise<number> {
  const { count } = await tx.section.createMany({
    data: sections.map(({ children: _children, ...section }) => ({ ...section, parentId })),
    skipDuplicates: true,
  });
  let created = count;
  for (const { slug, children } of sections) {
    if (!children) continue;
    const parent = await tx.section.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    created += await insertSections(tx, children, parent.id);
  }
  return created;
}

/** Inserts the missing default roles; only a role created now gets its default permissions (admins may have edited the others). */
async function insertRoles(tx: Tx): Promise<number> {
  const created = await tx.role.createManyAndReturn({
    data: DEFAULT_ROLES.map(({ permissions: _permissions, ...role }) => role),
    skipDuplicates: true,
    select: { id: true, key: true },
  });
  const permissions = created.flatMap(({ id, key }) =>
    DEFAULT_ROLES.find((role) => role.key === key)!.permissions.map((permission) => ({ roleId: id, permission })),
  );
  await tx.rolePermission.createMany({ data: permissions, skipDuplicates: true });
  return created.length;
}

/**
 * Inserts the reference data every shop needs: its sections, the customer, agent and admin
 * roles, the info pages' default text and the delivery rules. Idempotent: rows that already exist
 * are left as admins edited them, missing ones are created. Safe with any number of processes
 * starting at once (one transaction under the seeding lock, inserts that skip rows a concurrent
 * writer added). Returns how many rows it created.
 */
export async function seedReferenceData(prisma: PrismaClient): Promise<number> {
  let sectionsCreated = 0;
  const created = await inSeedingLock(prisma, async (tx) => {
    sectionsCreated = await insertSections(tx, SHOP_SECTIONS, null);
    let rows = sectionsCreated;
    rows += await insertRoles(tx);
    rows += (await tx.infoPage.createMany({ data: INFO_PAGES.map((page) => ({ ...page })), skipDuplicates: true })).count;
    rows += await seedDeliveryRules(tx);
    // The shop's own counter (its code is the /admin/shop-orders/bmd of the seed's routes).
    rows += (await tx.outlet.createMany({ data: [{ code: 'bmd', name: 'Banglamotor shop', address: 'Banglamotor, Dhaka' }], skipDuplicates: true })).count;
    return rows;
  });
  // The storefront keeps the section tree in the process (section-tree.ts).
  if (sectionsCreated > 0) forgetSectionTree(prisma);
  return created;
}

export interface DemoAccount {
  /** Stable identity: the account is stored with seedKey `demo:<key>` and found by it, never by phone or email. */
  key: 'admin' | 'agent' | 'customer' | 'fresh';
  role: RoleKey;
  name: string;
  phone: string;
  email: string;
  password: string;
  /** Staff have none: the profile dialog never covers the back office (client ProfileCompletionDialog). */
  hscBatch: string | null;
}

/** The demo accounts listed in the README (local, embedded database only). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', role: 'admin', name: 'Demo Admin', phone: '01700000001', email: 'admin@pathagar.test', password: 'admin123', hscBatch: null },
  { key: 'agent', role: 'agent', name: 'Demo Agent', phone: '01700000002', email: 'agent@pathagar.test', password: 'agent123', hscBatch: null },
  { key: 'customer', role: 'customer', name: 'Demo Customer', phone: '01700000003', email: 'customer@pathagar.test', password: 'customer123', hscBatch: 'HSC 2025' },
  { key: 'fresh', role: 'customer', name: 'Fresh Customer', phone: '01700000004', email: 'fresh@pathagar.test', password: 'fresh123', hscBatch: null },
];

export const demoSeedKey = (account: Pick<DemoAccount, 'key'>) => `demo:${account.key}`;

export interface DemoAccountsResult {
  created: number;
  /** Accounts from before seed keys (same phone or email, no key) that now carry theirs. */
  adopted: number;
  /** Why an account was left out: its phone or email belongs to someone else now. */
  skipped: string[];
}

type DemoOutcome = 'created' | 'adopted' | { skipped: string };

async function seedDemoAccount(tx: Tx, account: DemoAccount, passwordHash: string): Promise<DemoOutcome> {
  const seedKey = demoSeedKey(account);
  const { phone, email } = account;
  const holders = await tx.user.findMany({ where: { OR: [{ phone }, { email }] }, select: { id: true, seedKey: true } });
  if (holders.length === 1 && holders[0]!.seedKey === null) {
    await tx.user.update({ where: { id: holders[0]!.id }, data: { seedKey } });
    return 'adopted';
  }
  const skipped = { skipped: `demo account ${seedKey} left out: phone ${phone} or email ${email} belongs to another account` };
  if (holders.length > 0) return skipped;
  const [user] = await tx.user.createManyAndReturn({
    data: [{ seedKey, name: account.name, phone, email, hscBatch: account.hscBatch, passwordHash, phoneVerifiedAt: new Date() }],
    // A sign-up that took the phone or email a moment ago wins; this account is left out.
    skipDuplicates: true,
    select: { id: true },
  });
  if (!user) return skipped;
  await tx.user.update({ where: { id: user.id }, data: { roles: { create: { role: { connect: { key: account.role } } } } } });
  return 'created';
}

/**
 * Creates the demo accounts that have never existed. An account is found by its seed key, so one a
 * customer has edited (phone, email, name…) is left alone and never recreated; an account from before
 * seed keys is adopted by its phone or email; one whose phone or email someone else holds now is
 * skipped. Safe with concurrent starts (same lock and transaction as the reference data).
 */
export async function seedDemoAccounts(prisma: PrismaClient, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<DemoAccountsResult> {
  const result: DemoAccountsResult = { created: 0, adopted: 0, skipped: [] };
  const seeded = async (client: Pick<PrismaClient, 'user'>) =>
    new Set(
      (await client.user.findMany({ where: { seedKey: { in: accounts.map(demoSeedKey) } }, select: { seedKey: true } })).map(
        (u) => u.seedKey,
      ),
    );
  // Every restart after the first stops here, without a transaction or a password hash.
  const before = await seeded(prisma);
  const missing = accounts.filter((account) => !before.has(demoSeedKey(account)));
  if (missing.length === 0) return result;
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));

  return inSeedingLock(prisma, async (tx) => {
    const now = await seeded(tx);
    for (const [index, account] of missing.entries()) {
      if (now.has(demoSeedKey(account))) continue;
      const outcome = await seedDemoAccount(tx, account, hashes[index]!);
      if (outcome === 'created') result.created += 1;
      else if (outcome === 'adopted') result.adopted += 1;
      else result.skipped.push(outcome.skipped);
    }
    return result;
  });
}

/** What the demo agent may issue from the support desk (README): 10 coupons a Dhaka day, up to 15 % or ৳200 off. */
export const DEMO_AGENT_COUPON_LIMIT = { maxPerDay: 10, maxPercent: 15, maxFixed: 20_000 } as const;

/**
 * Gives the demo agent coupon limits when they have none, so "Issue a coupon" works in the demo. A
 * limit an admin has set (even to zero) is left alone. Returns whether a row was created.
 */
export async function seedDemoCouponLimits(prisma: PrismaClient): Promise<boolean> {
  const agent = await prisma.user.findUnique({ where: { seedKey: demoSeedKey({ key: 'agent' }) }, select: { id: true } });
  if (!agent) return false;
  const { count } = await prisma.agentCouponLimit.createMany({ data: [{ agentId: agent.id, ...DEMO_AGENT_COUPON_LIMIT }], skipDuplicates: true });
  return count > 0;
}
