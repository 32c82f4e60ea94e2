/**
 * The rules of the product forms, shared by every kind (book, ebook, stationery, bundle, content):
 * zod schemas over the form's text values (empty = left out) with the server's messages, and the
 * helpers that turn parsed values into a create/update input. The server checks again; these give
 * the message as soon as a field is left.
 */
import { z } from 'zod';
import { MAX_PRICE_POISHA, parseTaka, takaInputValue } from './money.ts';

export const COMPARE_AT_MESSAGE = 'Compare-at price must be at least the price';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const MAX_STOCK = 1_000_000;

/** Optional text of at most `max` characters (trimmed; empty stays ""). */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => value ?? '');
}

type Issues = { addIssue: (issue: { code: 'custom'; message: string }) => void };

function parseAmount(label: string, text: string, issues: Issues): number {
  const poisha = parseTaka(text);
  if (poisha === null) {
    issues.addIssue({ code: 'custom', message: `Enter ${label.toLowerCase()} in Taka, e.g. 250 or 249.50` });
    return z.NEVER;
  }
  if (poisha > MAX_PRICE_POISHA) {
    issues.addIssue({ code: 'custom', message: `${label} cannot be more than ৳1,00,00,000` });
    return z.NEVER;
  }
  return poisha;
}

/** A required amount typed in Taka, as poisha. */
export function requiredTaka(label: string) {
  return z.string({ error: `${label} is required` }).transform((text, issues) => parseAmount(label, text, issues));
}

/** An optional amount typed in Taka, as poisha; null when left empty. */
export function optionalTaka(label: string) {
  return z
    .string()
    .optional()
    .transform((text, issues) => (text ? parseAmount(label, text, issues) : null));
}

function parseWhole(label: string, text: string, max: number, min: number, issues: Issues): number {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(compact)) {
    issues.addIssue({ code: 'custom', message: `${label} must be a whole number` });
    return z.NEVER;
  }
  const value = Number(compact);
  if (value < min) {
    issues.addIssue({ code: 'custom', message: `${label} must be at least ${min}` });
    return z.NEVER;
  }
  if (value > max) {
    issues.addIssue({ code: 'custom', message: `${label} cannot be more than ${max.toLocaleString('en-US')}` });
    return z.NEVER;
  }
  return value;
}

/** A whole number from `min` (default 0) to `max` that must be given. */
export function requiredCount(label: string, max: number, min = 0) {
  return z.string({ error: `${label} is required` }).transform((text, issues) => parseWhole(label, text, max, min, issues));
}

/** A whole number from `min` (default 0) to `max`, or null when left empty. */
export function optionalCount(label: string, max: number, min = 0) {
  return z
    .string()
    .optional()
    .transform((text, issues) => (text ? parseWhole(label, text, max, min, issues) : null));
}

/** The slug: empty (the server makes one from the title) or lower-case words joined by hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'Slug may contain only a-z, 0-9 and single hyphens')
  .optional()
  .transform((slug) => slug || null);

/** The fields every product form has, as text values. */
export const productFieldSchemas = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  subtitle: optionalText('Subtitle', 200),
  description: optionalText('Description', 20_000),
  price: requiredTaka('Price'),
  compareAtPrice: optionalTaka('Compare-at price'),
  stock: optionalCount('Stock', MAX_STOCK),
  sectionId: z
    .string()
    .optional()
    .transform((id) => id || null),
  slug: slugSchema,
};

/** The common fields' names (the form's keys; the same as the API's input fields). */
export type ProductFieldName = keyof typeof productFieldSchemas;

/**
 * For a rule across fields: run it once those fields have parsed, even while other fields are still
 * wrong (zod skips object refinements after any failure, and the form checks one field at a time).
 */
export function whenParsed(...fields: string[]) {
  return {
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | null;
      return typeof value === 'object' && value !== null && fields.every((field) => typeof value[field] === 'number' || value[field] === null);
    },
  };
}

/**
 * A kind's form rules: one schema of the common fields and the kind's own (each over the text typed),
 * with the rule that the compare-at price is at least the price, and the names of all its text fields
 * (the server's messages for these show next to them). Each kind's form extends the common fields
 * this way (book-form.ts, bundle-form.ts …).
 */
export function productForm<F extends z.ZodRawShape>(ownFields: F) {
  const schema = z.object({ ...productFieldSchemas, ...ownFields }).superRefine((values, issues) => {
    const { price, compareAtPrice } = values as { price?: unknown; compareAtPrice?: unknown };
    if (typeof price === 'number' && typeof compareAtPrice === 'number' && compareAtPrice < price) {
      issues.addIssue({ code: 'custom', path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE });
    }
  }, whenParsed('price', 'compareAtPrice'));
  return {
    schema,
    fields: [...Object.keys(productFieldSchemas), ...Object.keys(ownFields)] as (ProductFieldName | Extract<keyof F, string>)[],
  };
}

/** The common fields of a create/update input from a product form's checked values. */
export function productInputFields(values: z.output<z.ZodObject<typeof productFieldSchemas>>) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    price: values.price,
    compareAtPrice: values.compareAtPrice,
    stock: values.stock ?? 0,
    sectionId: values.sectionId,
    slug: values.slug,
  };
}

/** The same for a kind without stock (ebooks, courses): every common field but the stock. */
export function unstockedInputFields(values: z.output<z.ZodObject<typeof productFieldSchemas>>) {
  const { stock: _stock, ...fields } = productInputFields(values);
  return fields;
}

/** What a product's common fields are as form text. */
export interface ProductFormProduct {
  title: string;
  subtitle: string;
  description: string;
  price: { amount: number };
  compareAtPrice: { amount: number } | null | undefined;
  stock: number;
  slug: string;
  section: { id: string } | null | undefined;
}

/** The common form values of a saved product, or empty ones for a new product. */
export function productFormValues(product: ProductFormProduct | null): Record<ProductFieldName, string> {
  return {
    title: product?.title ?? '',
    subtitle: product?.subtitle ?? '',
    description: product?.description ?? '',
    price: product ? takaInputValue(product.price.amount) : '',
    compareAtPrice: takaInputValue(product?.compareAtPrice?.amount),
    stock: product ? String(product.stock) : '0',
    sectionId: product?.section?.id ?? '',
    slug: product?.slug ?? '',
  };
}

/**
 * A server ValidationError's field messages, split into the ones the form shows next to its text
 * fields and the rest (e.g. authorIds, coverKey), which the form shows by its other controls.
 */
export function splitFieldMessages(fields: Readonly<Record<string, string>>, formFields: readonly string[]) {
  const own: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) (formFields.includes(field) ? own : other)[field] = message;
  return { own, other };
}
