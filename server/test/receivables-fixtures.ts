/** Parcels and remittances written straight into the database at chosen instants, for receivables computed by hand. */
import { randomUUID } from 'node:crypto';
import type { PrismaClient, ShipmentStatus } from '../src/generated/prisma/client.ts';
import { createBook } from './catalog-fixtures.ts';
import { insertOrder } from './report-fixtures.ts';

export interface SeedParcel {
  courier: 'steadfast' | 'sandbox';
  /** UTC instant of delivery (null: not delivered). */
  deliveredAt: string | null;
  collected: number;
  charge: number;
  status?: ShipmentStatus;
}

/** One order with one parcel per call. */
export async function seedParcel(prisma: PrismaClient, customerId: string, parcel: SeedParcel) {
  const book = await createBook(prisma, { title: `Receivable Book ${randomUUID().slice(0, 6)}`, price: parcel.collected || 10_000 });
  const order = await insertOrder(prisma, customerId, {
    placedAt: parcel.deliveredAt ?? new Date().toISOString(),
    status: parcel.deliveredAt ? 'DELIVERED' : 'SHIPPED',
    lines: [{ product: book, quantity: 1, unitPrice: parcel.collected || 10_000 }],
  });
  const cn = `T${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  return prisma.shipment.create({
    data: {
      orderId: order.id,
      courier: parcel.courier,
      cn,
      trackingCode: cn,
      reference: `${order.number}-1`,
      codAmount: parcel.collected || 10_000,
      deliveryCharge: parcel.charge,
      collectedAmount: parcel.deliveredAt ? parcel.collected : 0,
      status: parcel.status ?? (parcel.deliveredAt ? 'DELIVERED' : 'IN_TRANSIT'),
      courierStatus: parcel.deliveredAt ? 'delivered' : 'in_review',
      deliveredAt: parcel.deliveredAt ? new Date(parcel.deliveredAt) : null,
    },
    include: { order: true },
  });
}

export function seedRemittance(prisma: PrismaClient, courier: string, amount: number, receivedOn: string, reference = '') {
  return prisma.courierRemittance.create({ data: { courier, amount, receivedOn: new Date(`${receivedOn}T00:00:00Z`), reference } });
}
