/** Orders ready to ship, for the shipping tests. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Order } from '../src/generated/prisma/client.ts';
import { taka } from '../src/shared/money.ts';
import { createBook } from './catalog-fixtures.ts';
import { fillCart, placeCart } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A placed COD order of `quantity` copies of a new book (stock `stock`), for a new customer with `phone`. */
export async function placedCodOrder(t: TestApp, options: { phone?: string; quantity?: number; stock?: number; price?: number } = {}) {
  const customer = await t.db.prisma.user.create({ data: { name: 'Parcel Customer', phone: null } });
  const book = await createBook(t.db.prisma, { title: `Parcel Book ${Math.random().toString(36).slice(2, 8)}`, price: options.price ?? taka(450), stock: options.stock ?? 10 });
  await fillCart(t, customer.id, [{ productId: book.id, quantity: options.quantity ?? 2 }]);
  const order = await placeCart(t, customer.id, { phone: options.phone ?? '01712345678' });
  return { order, book, customerId: customer.id, gid: orderGid(order) };
}

export const orderGid = (order: Pick<Order, 'id'>) => encodeGlobalID('Order', order.id);

export const SHIP = `mutation($ids: [ID!]!) { shipOrders(input: { orderIds: $ids }) { __typename
  ... on MutationShipOrdersSuccess { results { number ok reason shipment { cn courier status codAmount { amount } } order { status } } }
  ... on ValidationError { message } } }`;

export const ADVANCE = `mutation($cn: String!, $step: SandboxParcelStep!, $collected: Int) {
  advanceSandboxParcel(input: { cn: $cn, step: $step, collectedPoisha: $collected }) { __typename
    ... on MutationAdvanceSandboxParcelSuccess { shipment { status collectedAmount { amount } } }
    ... on ValidationError { message } } }`;
