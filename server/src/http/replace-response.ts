import type { Context as HonoContext } from 'hono';

/**
 * Swaps a middleware's response whole. Assigning `c.res` alone copies the old response's headers onto
 * the new one, which would bring back a header the new response left out on purpose.
 */
export function replaceResponse(c: HonoContext, response: Response): void {
  c.res = undefined;
  c.res = response;
}
