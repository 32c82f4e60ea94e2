/**
 * The REST shim of seed §7 for the cart and coupons, on the same services as GraphQL.
 *
 * - Money is in whole Taka as JSON numbers (the existing client shows these numbers as they are);
 *   an amount with poisha has at most two decimals. GraphQL gives poisha (Money.amount).
 * - `GET /api/cart/info` answers the seven seed fields, plus `items` (the lines: their `id` is
 *   what PUT /api/cart/quantity and DELETE /api/cart take), `deliveryPlace` and `couponCode`.
 * - `bookId` is a product UUID (a Relay global id or a slug also work); `type` (default 'book')
 *   must be the product's kind: book, ebook, stationery (or 'stationary'), bundle, content.
 * - `couponId` is the applied coupon's UUID (null when none); `joiningId` the referral code the
 *   student came with (null by default).
 * - Every change answers the new summary (the same body as GET /api/cart/info); POST /api/cart with 201.
 * - Errors: `{ statusCode, statusMessage, message }`: 401 signed out, 400 invalid input or coupon,
 *   404 unknown product, line or coupon code, 409 out of stock.
 */
import { Hono } from 'hono';
import { jsonBody, restCall, type AppVariables } from '../../http/rest.ts';
import { ValidationError } from '../../shared/errors.ts';
import { POISHA_PER_TAKA } from '../../shared/money.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import {
  addToCart,
  applyCoupon,
  kindFromType,
  removeCartLine,
  removeCoupon,
  setDeliveryPlace,
  updateCartLineQuantity,
  viewerCart,
  type CartView,
} from './cart.service.ts';

/** Poisha to Taka for the REST shim. */
export const toTaka = (poisha: number) => poisha / POISHA_PER_TAKA;

/** The body of GET /api/cart/info (and of every cart change). */
export function cartInfoJson(view: CartView) {
  return {
    qty: view.qty,
    totalPrice: toTaka(view.totalPrice),
    discountedAmount: toTaka(view.discountedAmount),
    netPrice: toTaka(view.netPrice),
    deliveryCharges: toTaka(view.deliveryCharges),
    couponId: view.coupon?.id ?? null,
    joiningId: view.cart.joiningId,
    couponCode: view.coupon?.code ?? null,
    deliveryPlace: view.cart.deliveryPlace,
    items: view.lines.map((line) => ({
      id: line.id,
      bookId: line.product.id,
      type: line.product.kind.toLowerCase(),
      title: line.product.title,
      slug: line.product.slug,
      variantId: line.variantId,
      variant: line.variant?.label ?? null,
      quantity: line.quantity,
      price: toTaka(line.product.price),
      total: toTaka(line.lineTotal),
      source: line.source,
      available: line.available,
      maxQuantity: line.maxQuantity,
    })),
  };
}

/** Numbers may arrive as numeric strings from form-encoded habits. */
const intLike = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);
const idLike = (value: unknown) => (typeof value === 'number' ? String(value) : value);

export function cartRest() {
  const api = new Hono<{ Variables: AppVariables }>();

  api.get('/cart/info', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      return c.json(cartInfoJson(await viewerCart(c.var.ctx)));
    }),
  );

  api.post('/cart', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      const body = await jsonBody(c);
      const kind = kindFromType(body.type);
      if (!kind) throw new ValidationError([{ field: 'type', message: 'type must be book, ebook, stationery, bundle or content' }]);
      const view = await addToCart(c.var.ctx, {
        productId: idLike(body.bookId),
        kind,
        quantity: intLike(body.quantity),
        source: body.source,
        variantId: body.variantId,
      });
      return c.json(cartInfoJson(view), 201);
    }),
  );

  api.put('/cart/quantity', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      const body = await jsonBody(c);
      const view = await updateCartLineQuantity(c.var.ctx, { lineId: body.id, quantity: intLike(body.quantity) });
      return c.json(cartInfoJson(view));
    }),
  );

  api.delete('/cart', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      const body = await jsonBody(c);
      return c.json(cartInfoJson(await removeCartLine(c.var.ctx, { lineId: body.id })));
    }),
  );

  api.put('/cart/delivery', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      const body = await jsonBody(c);
      return c.json(cartInfoJson(await setDeliveryPlace(c.var.ctx, { place: body.place })));
    }),
  );

  api.post('/coupon/apply', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      const body = await jsonBody(c);
      return c.json(cartInfoJson(await applyCoupon(c.var.ctx, { code: body.code })));
    }),
  );

  api.delete('/coupon', (c) =>
    restCall(c, async () => {
      requireViewerId(c.var.ctx);
      return c.json(cartInfoJson(await removeCoupon(c.var.ctx)));
    }),
  );

  return api;
}
