/** Orders written straight into the database at chosen instants, for report figures computed by hand. */
import { randomUUID } from 'node:crypto';
import type { OrderStatus, PaymentMethod, PrismaClient, ProductKind } from '../src/generated/prisma/client.ts';

export interface ReportLine {
  product: { id: string; kind: ProductKind; title: string; sectionId: string | null };
  quantity: number;
  unitPrice: number;
  source?: string;
}

export interface ReportOrder {
  placedAt: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  lines: ReportLine[];
  discount?: number;
  delivery?: number;
  couponCode?: string | null;
  joiningId?: string | null;
}

/** Inserts one order with its lines; totals follow from the lines (net = goods − discount + delivery). */
export async function insertOrder(prisma: PrismaClient, customerId: string, order: ReportOrder) {
  const goods = order.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const discount = order.discount ?? 0;
  const delivery = order.delivery ?? 0;
  const id = randomUUID();
  return prisma.order.create({
    data: {
      id,
      number: `RP-${id.slice(0, 8)}`,
      customerId,
      idempotencyKey: id,
      requestHash: id,
      status: order.status ?? 'PLACED',
      paymentMethod: order.paymentMethod ?? 'COD',
      name: 'Report Customer',
      phone: '01711111111',
      goodsTotal: goods,
      discountTotal: discount,
      deliveryCharge: delivery,
      netTotal: goods - discount + delivery,
      couponCode: order.couponCode ?? null,
      joiningId: order.joiningId ?? null,
      placedAt: new Date(order.placedAt),
      lines: {
        create: order.lines.map((l, position) => ({
          productId: l.product.id,
          kind: l.product.kind,
          title: l.product.title,
          sectionId: l.product.sectionId,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          lineTotal: l.unitPrice * l.quantity,
          source: l.source ?? '',
          position,
        })),
      },
    },
  });
}
