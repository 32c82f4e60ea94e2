/**
 * The event_sequence migration numbers the history already written: by time, and within one instant in the
 * order the shop writes events (a payment's own event before the status change it causes, PLACED→PROCESSING
 * before PROCESSING→SHIPPED; a parcel's hand-over first), whatever the random ids say. New events follow.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverDatabase, serverUrl } from '../../test/test-database.ts';
import { openDatabase, type Database } from './connect.ts';
import { MIGRATIONS_DIR, applyMigrations } from './migrations.ts';

const MIGRATION = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_event_sequence'))!;

/** An empty database: on the PostgreSQL server when DATABASE_URL names one (dropped on close), else an in-memory PGlite. */
async function emptyDatabase(): Promise<Database> {
  const url = serverUrl();
  if (!url) return openDatabase({ kind: 'pglite' });
  return serverDatabase(url, { label: 'evseq_' });
}

it('numbers existing order and shipment events in the order they happened, and new ones after them', async () => {
  const before = mkdtempSync(path.join(os.tmpdir(), 'pathagar-migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  for (const name of readdirSync(before)) if (name >= MIGRATION) rmSync(path.join(before, name), { recursive: true });
  const db = await emptyDatabase();
  const sql = (statement: string) => db.prisma.$executeRawUnsafe(statement);
  try {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await applyMigrations(db, before);
    // Rows as the shop wrote them before the migration (no orders or shipments needed for this).
    await sql('ALTER TABLE "OrderEvent" DROP CONSTRAINT "OrderEvent_orderId_fkey"');
    await sql('ALTER TABLE "ShipmentEvent" DROP CONSTRAINT "ShipmentEvent_shipmentId_fkey"');
    await sql(`
      INSERT INTO "OrderEvent" ("id", "orderId", "type", "fromStatus", "toStatus", "actorKind", "at") VALUES
        ('00000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'STATUS_CHANGED', 'PROCESSING', 'SHIPPED', 'SYSTEM', '2026-11-20T10:00:00Z'),
        ('ffffffff-ffff-4fff-bfff-000000000002', '11111111-1111-4111-8111-111111111111', 'STATUS_CHANGED', 'PLACED', 'PROCESSING', 'STAFF', '2026-11-20T10:00:00Z'),
        ('88888888-8888-4888-8888-000000000003', '11111111-1111-4111-8111-111111111111', 'PLACED', NULL, 'PENDING_PAYMENT', 'CUSTOMER', '2026-11-20T09:00:00Z'),
        ('00000000-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111', 'STATUS_CHANGED', 'PENDING_PAYMENT', 'PLACED', 'SYSTEM', '2026-11-20T09:30:00Z'),
        ('ffffffff-ffff-4fff-bfff-000000000005', '11111111-1111-4111-8111-111111111111', 'PAYMENT_RECEIVED', NULL, NULL, 'SYSTEM', '2026-11-20T09:30:00Z')`);
    await sql(`
      INSERT INTO "ShipmentEvent" ("id", "shipmentId", "status", "courierStatus", "source", "dedupeKey", "at") VALUES
        ('00000000-0000-4000-8000-000000000011', '22222222-2222-4222-8222-222222222222', 'DELIVERED', 'delivered', 'webhook', 'w1', '2026-11-20T06:00:00Z'),
        ('ffffffff-ffff-4fff-bfff-000000000012', '22222222-2222-4222-8222-222222222222', 'CREATED', 'in_review', 'created', 'created', '2026-11-20T10:00:00Z')`);
    expect(await applyMigrations(db)).toContain(MIGRATION);
    const orderEvents = await db.prisma.$queryRaw<{ type: string; fromStatus: string | null; seq: bigint }[]>`
      SELECT "type", "fromStatus"::text, "seq" FROM "OrderEvent" ORDER BY "seq"`;
    expect(orderEvents.map((e) => `${e.type}:${e.fromStatus ?? '-'}`)).toEqual([
      'PLACED:-',
      'PAYMENT_RECEIVED:-',
      'STATUS_CHANGED:PENDING_PAYMENT',
      'STATUS_CHANGED:PLACED',
      'STATUS_CHANGED:PROCESSING',
    ]);
    const shipmentEvents = await db.prisma.$queryRaw<{ source: string }[]>`SELECT "source" FROM "ShipmentEvent" ORDER BY "seq"`;
    expect(shipmentEvents.map((e) => e.source)).toEqual(['created', 'webhook']);
    // The sequence goes on after the renumbered rows.
    await sql(`INSERT INTO "OrderEvent" ("orderId", "id", "type", "actorKind") VALUES ('11111111-1111-4111-8111-111111111111', '00000000-0000-4000-8000-000000000099', 'NOTE', 'STAFF')`);
    const [last] = await db.prisma.$queryRaw<{ type: string; seq: bigint }[]>`SELECT "type", "seq" FROM "OrderEvent" ORDER BY "seq" DESC LIMIT 1`;
    expect(last).toEqual({ type: 'NOTE', seq: 6n });
  } finally {
    await db.close();
  }
});
