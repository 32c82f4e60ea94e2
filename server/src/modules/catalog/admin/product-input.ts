/**
 * What staff may type into a product form, as zod schemas with the messages the admin forms show.
 * Create schemas apply defaults; update schemas leave out what was not sent (undefined = unchanged,
 * null = cleared where a field can be empty). Checks that need the database (references, uniqueness)
 * are in products-admin.service.ts.
 */
import { z } from 'zod';
import { HSC_BATCH_OPTIONS } from '../../../shared/account-forms.ts';
import { slugInput } from './admin-checks.ts';

/** ৳1,00,00,000 (ten million Taka) in poisha: the most any price may be. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_AUTHORS = 20;
export const MAX_VARIANTS = 50;
export const MAX_BUNDLE_ITEMS = 50;
export const MAX_BUNDLE_QUANTITY = 100;
export const MIN_BUNDLE_YEAR = 2000;
export const MAX_BUNDLE_YEAR = 2100;

/** ISBN-13 digits for an ISBN-10 or ISBN-13 with a correct check digit (hyphens and spaces allowed), else null. */
export function normalizeIsbn(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact)) {
    const digits = [...compact].map((ch) => (ch === 'X' ? 10 : Number(ch)));
    const sum = digits.reduce((total, digit, i) => total + digit * (10 - i), 0);
    if (sum % 11 !== 0) return null;
    const twelve = `978${compact.slice(0, 9)}`;
    return twelve + isbn13CheckDigit(twelve);
  }
  if (/^97[89]\d{10}$/.test(compact)) {
    return isbn13CheckDigit(compact.slice(0, 12)) === compact[12] ? compact : null;
  }
  return null;
}

function isbn13CheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((total, ch, i) => total + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** Optional text where null means empty. */
const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullable()
    .transform((value) => value ?? '');

const money = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of poisha` })
    .int(`${label} must be a whole number of poisha`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE, `${label} cannot be more than ৳1,00,00,000`);

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} cannot be more than ${max.toLocaleString('en-US')}`);

/** A global ID or null; whether it names the right kind of thing is checked by the service. */
const reference = z
  .string({ error: 'Must be an ID' })
  .trim()
  .nullable()
  .transform((id) => id || null);

/** A storage key returned by POST /api/uploads, or null. */
const fileKey = z
  .string({ error: 'Must be a file key' })
  .trim()
  .nullable()
  .transform((key) => key || null);

const isbn = z
  .string({ error: 'ISBN must be text' })
  .trim()
  .nullable()
  .transform((value, issues) => {
    if (!value) return null;
    const normalized = normalizeIsbn(value);
    if (!normalized) {
      issues.addIssue({ code: 'custom', message: 'Enter a valid ISBN-10 or ISBN-13 (the check digit does not match)' });
      return z.NEVER;
    }
    return normalized;
  });

const commonFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  subtitle: optionalText('Subtitle', 200),
  description: optionalText('Description', 20_000),
  price: money('Price'),
  compareAtPrice: money('Compare-at price').nullable(),
  stock: count('Stock', MAX_STOCK),
  sectionId: reference,
  authorIds: z
    .array(z.string({ error: 'Must be an ID' }), { error: 'Authors must be a list of IDs' })
    .max(MAX_AUTHORS, `A product can have at most ${MAX_AUTHORS} authors`)
    .nullable()
    .transform((ids) => ids ?? [])
    .refine((ids) => new Set(ids).size === ids.length, 'An author is listed twice'),
  coverKey: fileKey,
  published: z
    .boolean({ error: 'Published must be true or false' })
    .nullable()
    .transform((value) => value ?? false),
  slug: slugInput,
};

const language = optionalText('Language', 50).transform((value) => value || 'Bangla');

const bookFields = {
  publisher: optionalText('Publisher', 200),
  isbn,
  edition: optionalText('Edition', 100),
  pageCount: count('Page count', 100_000)
    .refine((n) => n > 0, 'Page count must be at least 1')
    .nullable(),
  language,
};

const ebookFields = {
  fileKey,
  pageCount: count('Page count', 100_000)
    .nullable()
    .transform((n) => n ?? 0),
  previewPages: count('Preview pages', 100_000)
    .nullable()
    .transform((n) => n ?? 0),
  language,
  printEditionId: reference,
};

const variant = z.object({
  label: z
    .string({ error: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(100, 'Label must be at most 100 characters'),
  sku: z
    .string({ error: 'SKU is required' })
    .trim()
    .toUpperCase()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'SKU may contain only letters, digits, dots, hyphens and underscores'),
  stock: count('Stock', MAX_STOCK),
});

const variants = z
  .array(variant)
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
  .nullable()
  .transform((list) => list ?? [])
  .superRefine((list, issues) => {
    const labels = new Set<string>();
    const skus = new Set<string>();
    list.forEach((v, i) => {
      if (labels.has(v.label.toLowerCase())) issues.addIssue({ code: 'custom', path: [i, 'label'], message: 'Two variants have this label' });
      if (skus.has(v.sku)) issues.addIssue({ code: 'custom', path: [i, 'sku'], message: 'Two variants have this SKU' });
      labels.add(v.label.toLowerCase());
      skus.add(v.sku);
    });
  });

const stationeryFields = {
  brand: optionalText('Brand', 100),
  variants,
};

const bundleItem = z.object({
  productId: z.string({ error: 'Choose a product' }).trim().min(1, 'Choose a product'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_BUNDLE_QUANTITY, `Quantity cannot be more than ${MAX_BUNDLE_QUANTITY}`),
});

const bundleFields = {
  year: z
    .number({ error: 'Year is required' })
    .int('Year must be a whole number')
    .min(MIN_BUNDLE_YEAR, `Year must be between ${MIN_BUNDLE_YEAR} and ${MAX_BUNDLE_YEAR}`)
    .max(MAX_BUNDLE_YEAR, `Year must be between ${MIN_BUNDLE_YEAR} and ${MAX_BUNDLE_YEAR}`),
  items: z
    .array(bundleItem, { error: 'Add the products in the bundle' })
    .min(1, 'A bundle needs at least one product')
    .max(MAX_BUNDLE_ITEMS, `A bundle can have at most ${MAX_BUNDLE_ITEMS} products`)
    .superRefine((items, issues) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.productId)) {
          issues.addIssue({ code: 'custom', path: [i, 'productId'], message: 'This product is already in the bundle; raise its quantity instead' });
        }
        seen.add(item.productId);
      });
    }),
};

const contentFields = {
  hscBatch: z.enum(HSC_BATCH_OPTIONS, { error: `HSC batch must be one of: ${HSC_BATCH_OPTIONS.join(', ')}` }),
  instructor: optionalText('Instructor', 100),
};

/** Every field of any kind's form after parsing; undefined = not sent (keep the current or default value). */
export interface ParsedProductInput {
  title?: string;
  subtitle?: string;
  description?: string;
  price?: number;
  compareAtPrice?: number | null;
  stock?: number;
  sectionId?: string | null;
  authorIds?: string[];
  coverKey?: string | null;
  published?: boolean;
  slug?: string;
  // Book
  publisher?: string;
  isbn?: string | null;
  edition?: string;
  pageCount?: number | null;
  language?: string;
  // Ebook (pageCount and language as above)
  fileKey?: string | null;
  previewPages?: number;
  printEditionId?: string | null;
  // Stationery
  brand?: string;
  variants?: { label: string; sku: string; stock: number }[];
  // Bundle
  year?: number;
  items?: { productId: string; quantity: number }[];
  // Content
  hscBatch?: string;
  instructor?: string;
}

const optionalAll = (fields: Record<string, z.ZodType>) =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()]));

/** Create: title, price (and a bundle's year and items, a course's batch) required; the rest defaulted by the service. */
function createSchema(kindFields: Record<string, z.ZodType>, required: string[] = []): z.ZodType<ParsedProductInput> {
  const { title, price, ...rest } = commonFields;
  const kindRequired = Object.fromEntries(required.map((name) => [name, kindFields[name]!]));
  return z
    .object({ ...optionalAll({ ...rest, ...kindFields }), ...kindRequired, title, price })
    .superRefine((parsed, issues) => {
      const input = parsed as ParsedProductInput & { price: number };
      if (input.compareAtPrice != null && input.compareAtPrice < input.price) {
        issues.addIssue({ code: 'custom', path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE });
      }
    }) as z.ZodType<ParsedProductInput>;
}

/** Update: the product's id plus any field to change (cross-field rules are checked on the merged result). */
function updateSchema(kindFields: Record<string, z.ZodType>): z.ZodType<ParsedProductInput & { id: string }> {
  return z.object({ id: z.string(), ...optionalAll({ ...commonFields, ...kindFields }) }) as z.ZodType<ParsedProductInput & { id: string }>;
}

export const COMPARE_AT_MESSAGE = 'Compare-at price must be at least the price';

export const productSchemas = {
  BOOK: { create: createSchema(bookFields), update: updateSchema(bookFields) },
  EBOOK: { create: createSchema(ebookFields), update: updateSchema(ebookFields) },
  STATIONERY: { create: createSchema(stationeryFields), update: updateSchema(stationeryFields) },
  BUNDLE: { create: createSchema(bundleFields, ['year', 'items']), update: updateSchema(bundleFields) },
  CONTENT: { create: createSchema(contentFields, ['hscBatch']), update: updateSchema(contentFields) },
} as const;
