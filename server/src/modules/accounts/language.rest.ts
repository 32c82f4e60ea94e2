/**
 * `GET /language/{bn|en}?next=/path`: the language switch as a plain link, so it works before the
 * app's scripts have come (the prerendered first view shows the switch at once, and on slow data a
 * shopper may tap it long before the app can answer). It keeps the choice like the app does
 * (chooseLanguage: the cookie, and the account when someone is signed in) and sends the browser back
 * to the page it was on. With the app running, the switch changes the language in place instead.
 */
import { Hono } from 'hono';
import type { AppVariables } from '../../http/rest.ts';
import { isLocale } from '../../shared/i18n/locale.ts';
import { chooseLanguage } from './language.ts';

/** Where to go back to: a path of this shop (never another site's address), else the home page. */
export function samePath(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\u0000-\u001f]/.test(next)) return '/';
  return next;
}

export function languageRoutes() {
  const routes = new Hono<{ Variables: AppVariables }>();
  routes.get('/:locale', async (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.text('No such language: choose bn or en.', 404);
    const ctx = c.var.ctx;
    // A link on another site may change this browser's language, never the account's.
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    await chooseLanguage(crossSite ? { ...ctx, viewer: null } : ctx, locale);
    c.header('Cache-Control', 'no-store');
    return c.redirect(samePath(c.req.query('next')), 303);
  });
  return routes;
}
