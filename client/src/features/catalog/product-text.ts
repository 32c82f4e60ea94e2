/** Words and numbers the product pages share. */
import { formatTaka } from '#shared/money.ts';

export { formatTaka };

const COUNT = new Intl.NumberFormat('en-US');

/** "1 review", "1,234 reviews". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? one : many}`;
}

/** "45 min", "2 h", "12 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What a discount saves in poisha and whole percent; null when there is none. */
export function saving(price: number, compareAt: number | null | undefined): { amount: number; percent: number } | null {
  if (compareAt == null || compareAt <= price || compareAt <= 0) return null;
  const amount = compareAt - price;
  return { amount, percent: Math.round((amount / compareAt) * 100) };
}

/** The storefront list of each kind, for the breadcrumb of a product without a section. */
export const KIND_LIST: Record<string, { label: string; path: string } | undefined> = {
  EBOOK: { label: 'Ebooks', path: '/ebook' },
  STATIONERY: { label: 'Stationery', path: '/stationery' },
  BUNDLE: { label: 'Bundles', path: '/bundle' },
  CONTENT: { label: 'Courses', path: '/content' },
};

/** What shoppers call each kind, in a sentence ("Be the first to review this book"). */
export const KIND_NOUN: Record<string, string> = {
  BOOK: 'book',
  EBOOK: 'ebook',
  STATIONERY: 'item',
  BUNDLE: 'bundle',
  CONTENT: 'course',
};
