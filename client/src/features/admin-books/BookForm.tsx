import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { BookForm_book$data, BookForm_book$key } from '../../__generated__/BookForm_book.graphql.ts';
import type { BookFormCreateBookMutation } from '../../__generated__/BookFormCreateBookMutation.graphql.ts';
import type { BookFormUpdateBookMutation } from '../../__generated__/BookFormUpdateBookMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { TextField } from '../../components/form/Field.tsx';
import { FormError } from '../../components/form/Field.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { databaseId } from '../catalog-admin/admin-paths.ts';
import type { AuthorChoice } from '../catalog-admin/AuthorPicker.tsx';
import type { ImageValue } from '../catalog-admin/ImageUpload.tsx';
import { productFormValues, splitFieldMessages } from '../catalog-admin/product-form.ts';
import {
  FormSection,
  ProductBasicsSection,
  ProductCoverSection,
  ProductPlacementSection,
  ProductPricingSection,
} from '../catalog-admin/ProductFormSections.tsx';
import { BOOK_FIELDS, bookFormSchema, bookInput, type BookFieldName } from './book-form.ts';

const bookFragment = graphql`
  fragment BookForm_book on Book {
    id
    title
    subtitle
    description
    slug
    path
    stock
    published
    updatedAt
    price {
      amount
    }
    compareAtPrice {
      amount
    }
    section {
      id
    }
    authors {
      id
      name
    }
    cover {
      url
      alt
    }
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

function formValues(book: BookForm_book$data | null | undefined): Record<BookFieldName, string> {
  return {
    ...productFormValues(book ?? null),
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
 * messages show next to their fields. A new book opens its edit page once created.
 */
export function BookForm({ book: bookKey, sections }: BookFormProps) {
  const book = useFragment(bookFragment, bookKey);
  const navigate = useNavigate();
  const form = useZodForm(bookFormSchema, formValues(book));
  const [authors, setAuthors] = useState<AuthorChoice[]>(() => book?.authors.map(({ id, name }) => ({ id, name })) ?? []);
  const [published, setPublished] = useState(book?.published ?? false);
  const [cover, setCover] = useState<ImageValue | null>(book?.cover ?? null);
  // undefined: unchanged; null: removed; a key: a new upload.
  const [coverKey, setCoverKey] = useState<string | null | undefined>(undefined);
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const [create] = useMutationPromise<BookFormCreateBookMutation>(createMutation);
  const [update] = useMutationPromise<BookFormUpdateBookMutation>(updateMutation);

  // After a save the store has the book as the server keeps it (normalised ISBN, slug …): show that.
  const { reset } = form;
  const shownVersion = useRef(book?.updatedAt);
  useEffect(() => {
    if (!book || book.updatedAt === shownVersion.current) return;
    shownVersion.current = book.updatedAt;
    reset(formValues(book));
    setCover(book.cover ?? null);
    setCoverKey(undefined);
    setAuthors(book.authors.map(({ id, name }) => ({ id, name })));
    setPublished(book.published);
  }, [book, reset]);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    setOtherErrors({});
    const values = form.validate();
    if (!values) {
      setFailure('Please correct the highlighted fields.');
      return;
    }
    const input = bookInput(values, { authorIds: authors.map((author) => author.id), published, coverKey });
    const result = book
      ? (await update({ input: { id: book.id, ...input } })).updateBook
      : (await create({ input: { ...input, coverKey: coverKey ?? null } })).createBook;
    const problem = formFailure(result, book ? 'UpdateBookPayload' : 'CreateBookPayload');
    if (problem) {
      const { own, other } = splitFieldMessages(problem.fields, BOOK_FIELDS);
      form.setErrors(own);
      setOtherErrors(other);
      const shownByFields = Object.keys(own).length > 0 || ['authorIds', 'coverKey', 'published'].some((field) => field in other);
      setFailure(shownByFields ? 'Please correct the highlighted fields.' : problem.message);
      return;
    }
    if (result.__typename === 'CreateBookPayload') {
      toast({ title: 'Book created', description: `“${values.title}” was added to the catalogue.` });
      navigate(`/admin/books/${encodeURIComponent(databaseId(result.book.id))}`);
    } else {
      toast({ title: 'Book saved' });
    }
  });

  return (
    <form className="product-form" noValidate onSubmit={onSubmit} aria-label={book ? 'Edit book' : 'New book'}>
      <ProductBasicsSection field={form.field} pathPrefix="/book/" />
      <FormSection title="Book details">
        <TextField label="Publisher" {...form.field('publisher')} />
        <TextField label="ISBN" {...form.field('isbn')} hint="ISBN-10 or ISBN-13; hyphens are fine." />
        <TextField label="Edition" {...form.field('edition')} hint="e.g. 3rd edition, 2026" />
        <TextField label="Pages" inputMode="numeric" {...form.field('pageCount')} />
        <TextField label="Language" {...form.field('language')} />
      </FormSection>
      <ProductPricingSection field={form.field} />
      <ProductPlacementSection
        field={form.field}
        sections={sections}
        authors={authors}
        onAuthorsChange={setAuthors}
        authorsError={otherErrors.authorIds}
        published={published}
        onPublishedChange={setPublished}
        publishedError={otherErrors.published}
      />
      <ProductCoverSection
        cover={cover}
        error={otherErrors.coverKey}
        onCoverChange={(next) => {
          setCover(next);
          setCoverKey(next ? (next.key ?? undefined) : null);
        }}
      />
      <FormError message={failure} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : book ? 'Save book' : 'Create book'}
        </button>
        {book?.published && (
          <a href={book.path} className="button" target="_blank" rel="noreferrer">
            View in shop
          </a>
        )}
      </div>
    </form>
  );
}
