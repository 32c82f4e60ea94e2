/**
 * The product-form core (issue 31): every kind's form is the common fields plus its own, under one
 * schema with the price rule, and names all its text fields.
 */
import { z } from 'zod';
import { bookForm } from '../admin-books/book-form.ts';
import { bundleForm } from '../admin-bundles/bundle-form.ts';
import { courseForm } from '../admin-content/content-form.ts';
import { stationeryForm } from '../admin-stationery/stationery-form.ts';
import { COMPARE_AT_MESSAGE, optionalText, productFieldSchemas, productForm } from './product-form.ts';

const COMMON = Object.keys(productFieldSchemas);

describe('productForm', () => {
  const form = productForm({ brand: optionalText('Brand', 10) });

  it('checks the common fields and the kind’s own in one schema', () => {
    expect(form.schema.parse({ title: ' Gel pen ', price: '20', brand: 'Matador' })).toEqual({
      title: 'Gel pen',
      subtitle: '',
      description: '',
      price: 2000,
      compareAtPrice: null,
      stock: null,
      sectionId: null,
      slug: null,
      brand: 'Matador',
    });
    const issues = form.schema.safeParse({ title: '', price: 'ten', brand: 'A brand far too long' }).error!.issues;
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      title: 'Title is required',
      price: 'Enter price in Taka, e.g. 250 or 249.50',
      brand: 'Brand must be at most 10 characters',
    });
  });

  it('adds the price rule, which runs while another field is still wrong', () => {
    const issues = form.schema.safeParse({ title: '', price: '350', compareAtPrice: '300' }).error!.issues;
    expect(issues).toContainEqual(expect.objectContaining({ path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE }));
    expect(form.schema.safeParse({ title: 'Pen', price: '350', compareAtPrice: '400' }).success).toBe(true);
  });

  it('names the common fields and the kind’s own', () => {
    expect(form.fields).toEqual([...COMMON, 'brand']);
  });

  it('is what every kind’s form extends', () => {
    for (const [kindForm, own] of [
      [bookForm, ['publisher', 'isbn', 'edition', 'pageCount', 'language']],
      [bundleForm, ['year']],
      [stationeryForm, ['brand']],
      [courseForm, ['hscBatch', 'instructor']],
    ] as const) {
      expect(kindForm.fields).toEqual([...COMMON, ...own]);
      expect(Object.keys((kindForm.schema as unknown as z.ZodObject).shape)).toEqual([...COMMON, ...own]);
      expect(kindForm.schema.safeParse({ title: 'X', price: '10', compareAtPrice: '5' }).error!.issues).toContainEqual(
        expect.objectContaining({ path: ['compareAtPrice'], message: COMPARE_AT_MESSAGE }),
      );
    }
  });
});
