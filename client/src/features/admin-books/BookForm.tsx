import { graphql, useFragment } from 'react-relay';
import type { BookForm_book$data, BookForm_book$key } from '../../__generated__/BookForm_book.graphql.ts';
import type { BookFormCreateBookMutation } from '../../__generated__/BookFormCreateBookMutation.graphql.ts';
import type { BookFormUpdateBookMutation } from '../../__generated__/BookFormUpdateBookMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { BOOK_FIELDS, bookFormSchema, bookInput, type BookDetailName } from './book-form.ts';

const bookFragment = graphql`
  fragment BookForm_book on Book {
    id
    path
    published
    ...useProductEditor_product
    publisher
    isbn
    edition
    pageCount
    language
  }
`;

const createMutation = graphql`
  mutation BookFormCreateBookMutation($input: CreateBookInput!) {
    createBook(input: $input) {
      __typename
      ... on CreateBookPayload {
        book {
          id
          ...BookForm_book
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation BookFormUpdateBookMutation($input: UpdateBookInput!) {
    updateBook(input: $input) {
      __typename
      ... on UpdateBookPayload {
        book {
          id
          ...BookForm_book
          ...BookAdminFrame_book
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function formValues(book: BookForm_book$data | null | undefined): Record<BookDetailName, string> {
  return {
    publisher: book?.publisher ?? '',
    isbn: book?.isbn ?? '',
    edition: book?.edition ?? '',
    pageCount: book?.pageCount != null ? String(book.pageCount) : '',
    language: book?.language ?? 'Bangla',
  };
}

interface BookFormProps {
  /** The book to edit; null to add a new one. */
  book: BookForm_book$key | null;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
}

/**
 * Every field of a printed book. Fields are checked when left and when changed; the server's field
 * messages show next to their fields. A new book opens its edit page once created. After a save the
 * form shows the book as the server keeps it (normalised ISBN, slug …).
 */
export function BookForm({ book: bookKey, sections }: BookFormProps) {
  const book = useFragment(bookFragment, bookKey);
  const editor = useProductEditor({
    kind: 'BOOK',
    noun: 'book',
    mutations: { create: createMutation, update: updateMutation },
    schema: bookFormSchema,
    product: book,
    valuesOf: formValues,
    textFields: BOOK_FIELDS,
    input: (values, extras) => ({ ...bookInput(values), ...extras }),
  });

  const { form } = editor;

  return (
    <ProductForm editor={editor} sections={sections}>
      <FormSection title="Book details">
        <TextField label="Publisher" {...form.field('publisher')} />
        <TextField label="ISBN" {...form.field('isbn')} hint="ISBN-10 or ISBN-13; hyphens are fine." />
        <TextField label="Edition" {...form.field('edition')} hint="e.g. 3rd edition, 2026" />
        <TextField label="Pages" inputMode="numeric" {...form.field('pageCount')} />
        <TextField label="Language" {...form.field('language')} />
      </FormSection>
    </ProductForm>
  );
}
