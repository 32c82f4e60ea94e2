import { graphql, useFragment } from 'react-relay';
import type { BookForm_book$data, BookForm_book$key } from '../../__generated__/BookForm_book.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm, type ProductKindFormProps } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { bookForm, bookInput, type BookDetailName } from './book-form.ts';

const bookFragment = graphql`
  fragment BookForm_book on Book {
    ...useProductEditor_product
    publisher
    isbn
    edition
    pageCount
    language
  }
`;

const mutations = {
  create: graphql`
    mutation BookFormCreateBookMutation($input: CreateBookInput!) {
      createBook(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on CreateBookPayload { book { id ...BookForm_book } } }
    }
  `,
  update: graphql`
    mutation BookFormUpdateBookMutation($input: UpdateBookInput!) {
      updateBook(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on UpdateBookPayload { book { id ...BookForm_book ...BookAdminFrame_book } } }
    }
  `,
};

function formValues(book: BookForm_book$data | null | undefined): Record<BookDetailName, string> {
  return {
    publisher: book?.publisher ?? '',
    isbn: book?.isbn ?? '',
    edition: book?.edition ?? '',
    pageCount: book?.pageCount != null ? String(book.pageCount) : '',
    language: book?.language ?? 'Bangla',
  };
}

/**
 * Every field of a printed book. Fields are checked when left and when changed; the server's field
 * messages show next to their fields. A new book opens its edit page once created. After a save the
 * form shows the book as the server keeps it (normalised ISBN, slug …).
 */
export function BookForm({ book: key, sections }: ProductKindFormProps<'book', BookForm_book$key>) {
  const book = useFragment(bookFragment, key);
  const editor = useProductEditor({
    kind: 'BOOK',
    mutations,
    form: bookForm,
    product: book,
    valuesOf: formValues,
    input: (values, extras) => ({ ...bookInput(values), ...extras }),
  });
  const { field } = editor.form;

  return (
    <ProductForm editor={editor} sections={sections}>
      <FormSection title="Book details">
        <TextField label="Publisher" {...field('publisher')} />
        <TextField label="ISBN" {...field('isbn')} hint="ISBN-10 or ISBN-13; hyphens are fine." />
        <TextField label="Edition" {...field('edition')} hint="e.g. 3rd edition, 2026" />
        <TextField label="Pages" inputMode="numeric" {...field('pageCount')} />
        <TextField label="Language" {...field('language')} />
      </FormSection>
    </ProductForm>
  );
}
