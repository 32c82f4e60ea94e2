import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './connect.ts';
import { MIGRATIONS_DIR, applyMigrations, createMigration, diffSchemaAgainstMigrations, resetDatabase } from './migrations.ts';

describe('migrations', () => {
  it('match prisma/schema.prisma: no schema change is missing a migration', async () => {
    expect(await diffSchemaAgainstMigrations()).toBe('');
  });

  it('are recorded in _prisma_migrations, where the Prisma CLI reads the history', async () => {
    const db = await openTestDatabase();
    try {
      const rows = await db.prisma.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
        SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name`;
      const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
      expect(rows.map((r) => r.migration_name)).toEqual(folders.sort());
      expect(rows.every((r) => r.finished_at !== null)).toBe(true);
      expect(await applyMigrations(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('reset drops the data and applies every migration again', async () => {
    const db = await openTestDatabase();
    try {
      expect(await db.prisma.section.count()).toBeGreaterThan(0);
      const applied = await resetDatabase(db);
      expect(applied.length).toBeGreaterThan(0);
      expect(await db.prisma.section.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('creates the next migration from the schema diff, and nothing when there is no change', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-migrations-'));
    expect(await createMigration('init', dir, new Date('2030-01-02T03:04:05Z'))).not.toBeNull();
    const [folder] = readdirSync(dir).filter((name) => name !== 'migration_lock.toml');
    expect(folder).toBe('20300102030405_init');
    expect(readFileSync(path.join(dir, folder!, 'migration.sql'), 'utf8')).toContain('CREATE TABLE "Section"');
    expect(readFileSync(path.join(dir, 'migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"');
    expect(await createMigration('again', dir)).toBeNull();
    await expect(createMigration('Bad Name', dir)).rejects.toThrow(/lower-case/);
  });

  it('apply a copied migrations folder to an empty embedded database', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const db = await openDatabase({ kind: 'pglite' });
    try {
      expect(await applyMigrations(db, dir)).toHaveLength(readdirSync(dir).length - 1);
      expect(await db.prisma.section.count()).toBe(0);
    } finally {
      await db.close();
    }
  });
});
