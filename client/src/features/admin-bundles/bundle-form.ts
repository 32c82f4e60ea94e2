/** The bundle form's rules (the shared product fields, the exam year and the items) and its API input. */
import { z } from 'zod';
import { productForm, productInputFields, requiredCount } from '../catalog-admin/product-form.ts';

export const MIN_BUNDLE_YEAR = 2000;
export const MAX_BUNDLE_YEAR = 2100;
export const MAX_BUNDLE_ITEMS = 50;
export const MAX_BUNDLE_QUANTITY = 100;
export const YEAR_RANGE_MESSAGE = `Year must be between ${MIN_BUNDLE_YEAR} and ${MAX_BUNDLE_YEAR}`;
export const NO_ITEMS_MESSAGE = 'A bundle needs at least one product';
export const DIGITAL_QUANTITY_MESSAGE = 'An ebook or course can be in a bundle only once (quantity 1)';

export const bundleFieldSchemas = {
  year: z
    .string({ error: 'Year is required' })
    .trim()
    .regex(/^\d+$/, 'Year must be a whole number')
    .transform(Number)
    .refine((year) => year >= MIN_BUNDLE_YEAR && year <= MAX_BUNDLE_YEAR, YEAR_RANGE_MESSAGE),
};

/** Every text field of the bundle form. */
export const bundleForm = productForm(bundleFieldSchemas);

export type BundleFormValues = z.output<typeof bundleForm.schema>;

/** A product in the bundle as the form holds it (the quantity as typed). */
export interface BundleItemRow {
  productId: string;
  title: string;
  detail?: string;
  digital?: boolean;
  quantity: string;
}

const quantitySchema = requiredCount('Quantity', MAX_BUNDLE_QUANTITY, 1);

/** The message for one item's quantity as typed, or undefined when it is fine. */
export function quantityMessage(row: Pick<BundleItemRow, 'quantity' | 'digital'>): string | undefined {
  const result = quantitySchema.safeParse(row.quantity === '' ? undefined : row.quantity);
  if (!result.success) return result.error.issues[0]?.message;
  return row.digital && result.data !== 1 ? DIGITAL_QUANTITY_MESSAGE : undefined;
}

/**
 * The items' messages with the server's field names: "items" for the list, "items.<i>.quantity" for a
 * row. Empty when the items can be sent.
 */
export function itemsMessages(rows: readonly BundleItemRow[]): Record<string, string> {
  const messages: Record<string, string> = {};
  if (rows.length === 0) messages.items = NO_ITEMS_MESSAGE;
  if (rows.length > MAX_BUNDLE_ITEMS) messages.items = `A bundle can have at most ${MAX_BUNDLE_ITEMS} products`;
  rows.forEach((row, i) => {
    const message = quantityMessage(row);
    if (message) messages[`items.${i}.quantity`] = message;
  });
  return messages;
}

/** A bundle's product as createBundle/updateBundle take it. */
export interface BundleItemInput {
  productId: string;
  quantity: number;
}

/** Checks the items as typed: their messages (see itemsMessages), and the items to send (null while there are messages). */
export function checkItems(rows: readonly BundleItemRow[]): { messages: Record<string, string>; value: BundleItemInput[] | null } {
  const messages = itemsMessages(rows);
  if (Object.keys(messages).length > 0) return { messages, value: null };
  return { messages, value: rows.map((row) => ({ productId: row.productId, quantity: Number(row.quantity.replace(/[\s,]/g, '')) })) };
}

/** The fields of createBundle/updateBundle from the checked values and items (published, cover … come from the form's controls). */
export function bundleInput(values: BundleFormValues, items: BundleItemInput[]) {
  return { ...productInputFields(values), year: values.year, items };
}
