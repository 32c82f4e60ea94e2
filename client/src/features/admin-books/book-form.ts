/** The book form's rules (the shared product fields plus a book's own) and its API input. */
import { z } from 'zod';
import { optionalCount, optionalText, productForm, productInputFields } from '../catalog-admin/product-form.ts';

/** ISBN-13 digits for an ISBN-10 or ISBN-13 with a correct check digit (hyphens and spaces allowed), else null. */
export function normalizeIsbn(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact)) {
    const digits = [...compact].map((ch) => (ch === 'X' ? 10 : Number(ch)));
    if (digits.reduce((total, digit, i) => total + digit * (10 - i), 0) % 11 !== 0) return null;
    const twelve = `978${compact.slice(0, 9)}`;
    return twelve + isbn13CheckDigit(twelve);
  }
  if (/^97[89]\d{10}$/.test(compact)) return isbn13CheckDigit(compact.slice(0, 12)) === compact[12] ? compact : null;
  return null;
}

function isbn13CheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((total, ch, i) => total + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

export const ISBN_MESSAGE = 'Enter a valid ISBN-10 or ISBN-13 (the check digit does not match)';

export const bookFieldSchemas = {
  publisher: optionalText('Publisher', 200),
  isbn: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || normalizeIsbn(value) !== null, ISBN_MESSAGE)
    .transform((value) => value || null),
  edition: optionalText('Edition', 100),
  pageCount: optionalCount('Page count', 100_000, 1),
  language: optionalText('Language', 50),
};

/** Every field of the book form, as the form's text values are checked, and their names. */
export const bookForm = productForm(bookFieldSchemas);

export type BookFormValues = z.output<typeof bookForm.schema>;
/** A book's own fields (beside the common ones). */
export type BookDetailName = keyof typeof bookFieldSchemas;

/** The fields of createBook/updateBook from the checked values (authors, published and the cover come from the form's controls). */
export function bookInput(values: BookFormValues) {
  return {
    ...productInputFields(values),
    publisher: values.publisher,
    isbn: values.isbn,
    edition: values.edition,
    pageCount: values.pageCount,
    language: values.language || 'Bangla',
  };
}
