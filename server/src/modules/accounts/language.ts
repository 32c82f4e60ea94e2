/**
 * The shopper's interface language: kept in a cookie the server reads for the page's first view
 * (shared/i18n/locale.ts) and, for a signed-in customer, on the account, so the choice follows
 * them to another device (sign-in sets the cookie from it).
 */
import type { Context } from '../../context.ts';
import { isLocale } from '../../shared/i18n/locale.ts';
import { verifiedPhoneHolder } from './identifiers.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../../shared/i18n/locale.ts';

type CookieCtx = Pick<Context, 'cookies' | 'services'>;

/** Readable by the app's scripts on purpose: it names a language, nothing secret. */
export function setLanguageCookie(ctx: CookieCtx, locale: Locale): void {
  ctx.cookies.set(LANGUAGE_COOKIE, locale, {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure: ctx.services.config.session.secureCookie,
    expires: new Date(Date.now() + LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000),
  });
}

/** Keeps `locale` for this browser and, when someone is signed in, on their account. */
export async function chooseLanguage(ctx: Pick<Context, 'cookies' | 'services' | 'prisma' | 'viewer'>, locale: Locale): Promise<Locale> {
  setLanguageCookie(ctx, locale);
  if (ctx.viewer) await ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: { language: locale } });
  return locale;
}

/** Whose language a text follows: the customer's account when known (an order's delivery number may be someone else's), else the number's holder. */
export interface TextRecipient {
  customerId?: string | null;
}

/** Words for a customer in their language (a text message): the language is decided by `textLanguage`. */
export type CustomerText = (locale: Locale) => string;

/**
 * The language a text message to `phone` goes out in. A code asked for on a screen follows that
 * screen (`atScreen`: the person reading it is the one asking), then the account's choice; any other
 * text follows the customer's account (or the one holding the number), then the language of the request when it is that
 * customer's own (never a staff member's interface), and English when nothing says otherwise.
 */
export async function textLanguage(
  ctx: Pick<Context, 'prisma'> & Partial<Pick<Context, 'viewer' | 'locale'>>,
  phone: string,
  options: TextRecipient & { atScreen?: boolean } = {},
): Promise<Locale> {
  if (options.atScreen && ctx.locale) return ctx.locale;
  const select = { id: true, language: true } as const;
  const holder = options.customerId
    ? await ctx.prisma.user.findUnique({ where: { id: options.customerId }, select })
    : await ctx.prisma.user.findFirst({ where: verifiedPhoneHolder(phone), select });
  if (isLocale(holder?.language)) return holder.language;
  if (ctx.locale && holder && ctx.viewer?.id === holder.id) return ctx.locale;
  return 'en';
}
