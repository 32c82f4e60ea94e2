/**
 * The state a product form keeps beside its text fields (authors, published, cover) and how it
 * shows a server failure, for any kind's form. A form spreads `placement` into
 * ProductPlacementSection and `cover` into ProductCoverSection, sends `inputExtras()` with its
 * values, and passes a failed mutation's answer to `showFailure`.
 */
import { useEffect, useRef, useState } from 'react';
import { CORRECT_FIELDS_MESSAGE, type FormFailure } from '../../relay/mutation-result.ts';
import type { AuthorChoice } from './AuthorPicker.tsx';
import type { ImageValue } from './ImageUpload.tsx';
import { splitFieldMessages } from './product-form.ts';

/** What the hook reads of a saved product. */
export interface SavedProductControls {
  updatedAt: unknown;
  published: boolean;
  cover?: ImageValue | null;
  authors: readonly AuthorChoice[];
}

/** Server messages about these show by their own controls (not by a text field). */
const CONTROL_FIELDS = ['authorIds', 'coverKey', 'published'];

interface ProductFormControlsOptions<P extends SavedProductControls> {
  /** The saved product, or null for a new one. */
  product: P | null | undefined;
  /** After a save, the store holds the product as the server keeps it: show that in the text fields. */
  onSaved: (product: P) => void;
  /** The names of the form's text fields. */
  formFields: readonly string[];
  /** Shows the server's messages next to the text fields (useZodForm's setErrors). */
  setFieldErrors: (messages: Record<string, string>) => void;
  /** Sets the message for the whole form. */
  setFailure: (message: string | null) => void;
}

/** The controls of a product form beside its text fields (see the file comment). */
export function useProductFormControls<P extends SavedProductControls>({
  product,
  onSaved,
  formFields,
  setFieldErrors,
  setFailure,
}: ProductFormControlsOptions<P>) {
  const [authors, setAuthors] = useState<AuthorChoice[]>(() => product?.authors.map(({ id, name }) => ({ id, name })) ?? []);
  const [published, setPublished] = useState(product?.published ?? false);
  const [cover, setCover] = useState<ImageValue | null>(product?.cover ?? null);
  // undefined: unchanged; null: removed; a key: a new upload.
  const [coverKey, setCoverKey] = useState<string | null | undefined>(undefined);
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});

  const shownVersion = useRef(product?.updatedAt);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    if (!product || product.updatedAt === shownVersion.current) return;
    shownVersion.current = product.updatedAt;
    saved.current(product);
    setCover(product.cover ?? null);
    setCoverKey(undefined);
    setAuthors(product.authors.map(({ id, name }) => ({ id, name })));
    setPublished(product.published);
  }, [product]);

  return {
    /** ProductPlacementSection's authors and published props. */
    placement: {
      authors,
      onAuthorsChange: setAuthors,
      authorsError: otherErrors.authorIds,
      published,
      onPublishedChange: setPublished,
      publishedError: otherErrors.published,
    },
    /** ProductCoverSection's props. */
    cover: {
      cover,
      error: otherErrors.coverKey,
      onCoverChange: (next: ImageValue | null) => {
        setCover(next);
        setCoverKey(next ? (next.key ?? undefined) : null);
      },
    },
    /** Authors and published always; the cover only when it changed (a new product: null without one). */
    inputExtras: (isNew: boolean) => ({
      authorIds: authors.map((author) => author.id),
      published,
      ...(coverKey !== undefined || isNew ? { coverKey: coverKey ?? null } : {}),
    }),
    /** Clears the messages of the last attempt. */
    clearFailure: () => setOtherErrors({}),
    /** Shows a failed save: field messages beside their fields, else the server's message for the form. */
    showFailure: (problem: FormFailure, otherControls: readonly string[] = []) => {
      const { own, other } = splitFieldMessages(problem.fields, formFields);
      setFieldErrors(own);
      setOtherErrors(other);
      const shownByFields = Object.keys(own).length > 0 || [...CONTROL_FIELDS, ...otherControls].some((field) => field in other);
      setFailure(shownByFields ? CORRECT_FIELDS_MESSAGE : problem.message);
    },
    otherErrors,
  };
}
