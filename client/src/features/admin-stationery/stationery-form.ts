/** The stationery form's rules (the shared product fields, the brand and the variants) and its API input. */
import { z } from 'zod';
import { MAX_STOCK, optionalText, productForm, productInputFields, requiredCount } from '../catalog-admin/product-form.ts';

export const MAX_VARIANTS = 50;
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;

export const stationeryFieldSchemas = {
  brand: optionalText('Brand', 100),
};

/** Every text field of the stationery form. */
export const stationeryForm = productForm(stationeryFieldSchemas);

export type StationeryFormValues = z.output<typeof stationeryForm.schema>;

/** A variant as the form holds it (text as typed); `key` tells the rows apart while they are edited. */
export interface VariantRow {
  key: string;
  label: string;
  sku: string;
  stock: string;
}

export type VariantColumn = 'label' | 'sku' | 'stock';

const variantSchema = z.object({
  label: z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(100, 'Label must be at most 100 characters'),
  sku: z
    .string({ error: 'SKU is required' })
    .trim()
    .toUpperCase()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(SKU_PATTERN, 'SKU may contain only letters, digits, dots, hyphens and underscores'),
  stock: requiredCount('Stock', MAX_STOCK),
});

export type VariantInput = z.output<typeof variantSchema>;

/**
 * Checks the variants as typed. `messages` uses the server's field names ("variants" for the list,
 * "variants.<i>.label" …); `value` is the list to send, or null while there are messages.
 */
export function checkVariants(rows: readonly VariantRow[]): { messages: Record<string, string>; value: VariantInput[] | null } {
  const messages: Record<string, string> = {};
  const variants: VariantInput[] = [];
  if (rows.length > MAX_VARIANTS) messages.variants = `At most ${MAX_VARIANTS} variants`;
  // Each box is checked on its own, so two equal labels are found even while a SKU is still wrong.
  const seen = { label: new Set<string>(), sku: new Set<string>() };
  const duplicateMessage = { label: 'Two variants have this label', sku: 'Two variants have this SKU' };
  rows.forEach((row, i) => {
    const result = variantSchema.safeParse({
      label: row.label === '' ? undefined : row.label,
      sku: row.sku === '' ? undefined : row.sku,
      stock: row.stock === '' ? undefined : row.stock,
    });
    const problems = new Map(result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const));
    for (const column of ['label', 'sku'] as const) {
      if (problems.has(column)) continue;
      const value = column === 'label' ? row.label.trim().toLowerCase() : row.sku.trim().toUpperCase();
      if (seen[column].has(value)) problems.set(column, duplicateMessage[column]);
      seen[column].add(value);
    }
    for (const [column, message] of problems) messages[`variants.${i}.${column}`] ??= message;
    if (result.success) variants.push(result.data);
  });
  return { messages, value: Object.keys(messages).length === 0 ? variants : null };
}

/** The units of all variants (the item's stock once it has variants), counting only whole numbers typed. */
export function variantStockTotal(rows: readonly VariantRow[]): number {
  return rows.reduce((sum, row) => sum + (/^\d+$/.test(row.stock.trim()) ? Number(row.stock.trim()) : 0), 0);
}

/** The fields of createStationery/updateStationery from the checked values and variants (published, cover … come from the form's controls). */
export function stationeryInput(values: StationeryFormValues, variants: VariantInput[]) {
  return { ...productInputFields(values), brand: values.brand, variants };
}
