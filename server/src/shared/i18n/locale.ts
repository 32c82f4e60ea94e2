/**
 * The shop's two interface languages and how one is chosen for a request: the shopper's own choice
 * (the language cookie, which the account's choice also sets at sign-in), else the browser's
 * Accept-Language (Bangla when it names bn before en), else the shop's default.
 */
export const LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie that keeps the shopper's choice (a year; not a secret, readable by the app). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Intl locales behind each interface language: Bangla digits and names in bn, today's formats in en. */
export const INTL_LOCALE: Record<Locale, string> = { bn: 'bn-BD', en: 'en-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The interface language an Accept-Language header prefers, or null when it names neither (q-values honoured). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && isLocale(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.language as Locale | undefined) ?? null;
}

/** The language for a request: the cookie's choice, else Accept-Language, else the shop's default. */
export function negotiateLocale(options: { cookie?: string | null; acceptLanguage?: string | null; fallback: Locale }): Locale {
  if (isLocale(options.cookie)) return options.cookie;
  return localeFromAcceptLanguage(options.acceptLanguage) ?? options.fallback;
}
