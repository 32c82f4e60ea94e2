/** The bench's orders, made in SQL (seconds for 100,000, where Prisma's inserts would take minutes). */
import type { PrismaClient } from '../server/src/generated/prisma/client.ts';

/** Inserts `orders` orders spread over 2026 with their lines, and 200 products to sell; then ANALYZE. */
export async function generateReportOrders(prisma: PrismaClient, orders: number) {
  const customer = await prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } });
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Product" ("id", "kind", "slug", "title", "price", "sectionId", "updatedAt")
    SELECT gen_random_uuid(), (ARRAY['BOOK','EBOOK','STATIONERY','BUNDLE','CONTENT'])[1 + i % 5]::"ProductKind", 'bench-report-' || i,
      'Bench product ' || i, 10000 + (i % 50) * 1000, (SELECT "id" FROM "Section" ORDER BY "slug" OFFSET i % 5 LIMIT 1), now()
    FROM generate_series(1, 200) i`);
  // Orders spread evenly over 2026 in UTC (so also across Dhaka midnights), statuses and methods by turns.
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "number", "customerId", "idempotencyKey", "requestHash", "status", "paymentMethod", "name", "phone",
      "goodsTotal", "discountTotal", "deliveryCharge", "netTotal", "couponCode", "joiningId", "placedAt", "updatedAt")
    SELECT gen_random_uuid(), 'BENCH-' || i, '${customer.id}'::uuid, 'bench-' || i, 'bench',
      (ARRAY['PLACED','PROCESSING','SHIPPED','DELIVERED','DELIVERED','DELIVERED','CANCELLED','EXPIRED'])[1 + i % 8]::"OrderStatus",
      (ARRAY['COD','COD','SSLCOMMERZ','BKASH'])[1 + i % 4]::"PaymentMethod", 'Bench Customer', '01711111111',
      0, 0, CASE WHEN i % 3 = 0 THEN 0 ELSE 6000 END, 0,
      CASE WHEN i % 10 = 0 THEN 'SAVE' || (i % 7) END, CASE WHEN i % 20 = 0 THEN 'REP' || (i % 13) END,
      timestamp '2026-01-01' + (i * (interval '365 days' / ${orders})), now()
    FROM generate_series(1, ${orders}) i`);
  await prisma.$executeRawUnsafe(`
    WITH products AS (SELECT "id", "kind", "title", "price", "sectionId", row_number() OVER (ORDER BY "slug") - 1 AS "n" FROM "Product" WHERE "slug" LIKE 'bench-report-%')
    INSERT INTO "OrderLine" ("id", "orderId", "productId", "kind", "title", "sectionId", "unitPrice", "quantity", "lineTotal", "source", "position")
    SELECT gen_random_uuid(), o."id", p."id", p."kind", p."title", p."sectionId", p."price", 1 + (o."serial" + k) % 3, p."price" * (1 + (o."serial" + k) % 3),
      (ARRAY['', 'home', 'search', 'campaign-fb', 'section'])[1 + (o."serial" * k) % 5], k
    FROM "Order" o CROSS JOIN LATERAL generate_series(1, 1 + o."serial" % 3) k
    JOIN products p ON p."n" = (o."serial" * 7 + k * 13) % 200
    WHERE o."number" LIKE 'BENCH-%'`);
  await prisma.$executeRawUnsafe(`
    UPDATE "Order" o SET "goodsTotal" = s."goods",
      "discountTotal" = CASE WHEN o."couponCode" IS NULL THEN 0 ELSE s."goods" / 10 END,
      "netTotal" = s."goods" - CASE WHEN o."couponCode" IS NULL THEN 0 ELSE s."goods" / 10 END + o."deliveryCharge"
    FROM (SELECT "orderId", SUM("lineTotal") AS "goods" FROM "OrderLine" GROUP BY 1) s
    WHERE s."orderId" = o."id" AND o."number" LIKE 'BENCH-%'`);
  // As autovacuum would have left a real shop's tables: statistics current, visibility map set.
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
}
