/** Orders for tests: a customer's cart filled straight through Prisma, then placed through the orders service. */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Order } from '../src/generated/prisma/client.ts';
import { placeOrder, type PlaceOrderInput } from '../src/modules/orders/orders.service.ts';
import { cartView, ensureCart } from '../src/modules/cart/cart.service.ts';
import type { TestApp } from './test-app.ts';

/** A service context acting as `userId` (with `permissions`), on the test app's database and services. */
export function serviceCtx(t: TestApp, userId: string, permissions: string[] = []) {
  return {
    prisma: t.db.prisma,
    viewer: { id: userId, roles: [], permissions: new Set(permissions) },
    remote: { ip: '127.0.0.1', userAgent: 'test' },
    services: t.services,
    log: pino({ level: 'silent' }),
  };
}

/** Puts products in the user's cart (replacing what was there). */
export async function fillCart(
  t: TestApp,
  userId: string,
  lines: { productId: string; quantity?: number; variantId?: string | null; source?: string }[],
  options: { couponId?: string | null; deliveryPlace?: 'DHAKA' | 'OUTSIDE_DHAKA' | null } = {},
) {
  const cart = await ensureCart(t.db.prisma, userId);
  await t.db.prisma.cartLine.deleteMany({ where: { cartId: cart.id } });
  await t.db.prisma.cartLine.createMany({
    data: lines.map((l) => ({ cartId: cart.id, productId: l.productId, quantity: l.quantity ?? 1, variantId: l.variantId ?? null, source: l.source ?? '' })),
  });
  return t.db.prisma.cart.update({
    where: { id: cart.id },
    data: { couponId: options.couponId ?? null, deliveryPlace: options.deliveryPlace === undefined ? 'DHAKA' : options.deliveryPlace },
  });
}

/** The net total the customer sees for their cart now. */
export async function cartNet(t: TestApp, userId: string): Promise<number> {
  const cart = await ensureCart(t.db.prisma, userId);
  return (await cartView(t.db.prisma, cart)).netPrice;
}

/** Places the user's cart with sensible defaults (COD to Dhaka unless the cart is digital-only). */
export async function placeCart(t: TestApp, userId: string, overrides: Partial<PlaceOrderInput> = {}): Promise<Order> {
  const cart = await ensureCart(t.db.prisma, userId);
  const view = await cartView(t.db.prisma, cart);
  const input: PlaceOrderInput = {
    idempotencyKey: randomUUID(),
    paymentMethod: view.needsDelivery ? 'COD' : 'SANDBOX',
    deliveryPlace: view.needsDelivery ? (cart.deliveryPlace ?? 'DHAKA') : null,
    name: 'Test Customer',
    phone: '01711111111',
    address: 'House 1, Road 2, Dhanmondi',
    // The district the place belongs to (Chattogram stands for any district outside Dhaka).
    district: view.needsDelivery ? ((overrides.deliveryPlace ?? cart.deliveryPlace) === 'OUTSIDE_DHAKA' ? 'Chattogram' : 'Dhaka') : null,
    expectedNetPoisha: view.netPrice,
    ...overrides,
  };
  return (await placeOrder(serviceCtx(t, userId), input)).order;
}
