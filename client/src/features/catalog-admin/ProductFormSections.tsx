/**
 * The parts of a product form every kind shares, each a fieldset: basics (title, subtitle,
 * description, slug), price and stock, placement (section, authors, published) and the cover.
 * A kind's form (BookForm, EbookForm, a bundle or course form) puts these around its own fields
 * with ProductForm.
 */
import type { FormEvent, ReactNode } from 'react';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { buttonClassName, CheckboxField, TextAreaField, TextField } from '../../components/ui/index.ts';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import { AuthorPicker, type AuthorChoice } from './AuthorPicker.tsx';
import { FormActions } from './FormActions.tsx';
import { ImageUpload, type ImageValue } from './ImageUpload.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import type { ProductFieldName } from './product-form.ts';
import { SectionSelect } from './SectionSelect.tsx';
import './ProductFormSections.css';

type FieldOf = (name: ProductFieldName) => FieldProps;

/**
 * The props of a kind's form (BookForm, BundleForm …): the product to edit under the kind's own name
 * (its fragment key, e.g. `book`), or null to add a new one, and `sections`, a query with
 * `...SectionSelect_query`.
 */
export type ProductKindFormProps<Name extends string, Key> = { readonly [name in Name]: Key | null } & { sections: SectionSelect_query$key };

/** A titled group of fields, side by side where there is room (`wide`: each on a full row). */
export function FormSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <fieldset className="form-section">
      <legend>{title}</legend>
      <FormGrid wide={wide}>{children}</FormGrid>
    </fieldset>
  );
}

/** Fields side by side where there is room, one under another on a phone. */
export function FormGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? 'form-grid form-grid--wide' : 'form-grid'}>{children}</div>;
}

/** Title, subtitle, description and the slug (its storefront address). */
export function ProductBasicsSection({ field, pathPrefix }: { field: FieldOf; /** e.g. "/book/" */ pathPrefix: string }) {
  return (
    <FormSection title="Basics" wide>
      <TextField label="Title" {...field('title')} />
      <TextField label="Subtitle" {...field('subtitle')} />
      <TextAreaField label="Description" rows={6} {...field('description')} />
      <TextField
        label="Slug"
        {...field('slug')}
        hint={`The shop address ${pathPrefix}<slug>. Leave it empty to make one from the title.`}
      />
    </FormSection>
  );
}

/** Price and compare-at price in Taka, and the stock (physical goods only). */
export function ProductPricingSection({ field, stock = true }: { field: FieldOf; stock?: boolean }) {
  return (
    <FormSection title="Price and stock">
      <MoneyInput label="Price" {...field('price')} hint="In Taka, e.g. 350 or 349.50." />
      <MoneyInput label="Compare-at price" {...field('compareAtPrice')} hint="The struck-through “was” price; leave empty for none." />
      {stock && <TextField label="Stock" inputMode="numeric" {...field('stock')} hint="Units in the warehouse." />}
    </FormSection>
  );
}

interface PlacementProps {
  field: FieldOf;
  sections: SectionSelect_query$key;
  authors: readonly AuthorChoice[];
  onAuthorsChange: (authors: AuthorChoice[]) => void;
  /** A server message about the authors (authorIds). */
  authorsError?: string;
  published: boolean;
  onPublishedChange: (published: boolean) => void;
  publishedError?: string;
  /** Whether the product has authors (books, ebooks, courses); default true. */
  withAuthors?: boolean;
}

/** Where it shows: section, authors (byline order) and whether it is published. */
export function ProductPlacementSection({
  field,
  sections,
  authors,
  onAuthorsChange,
  authorsError,
  published,
  onPublishedChange,
  publishedError,
  withAuthors = true,
}: PlacementProps) {
  return (
    <FormSection title="Placement" wide>
      <SectionSelect query={sections} label="Section" emptyLabel="No section" {...field('sectionId')} />
      {withAuthors && <AuthorPicker value={authors} onChange={onAuthorsChange} error={authorsError} hint="In byline order: the first author shows first." />}
      <CheckboxField
        label="Published"
        checked={published}
        onChange={onPublishedChange}
        error={publishedError}
        hint="Published products show in the shop; unpublished ones only here."
      />
    </FormSection>
  );
}

/** The cover image (2:3), uploaded as soon as it is chosen. */
export function ProductCoverSection({
  cover,
  onCoverChange,
  error,
}: {
  cover: ImageValue | null;
  onCoverChange: (cover: ImageValue | null) => void;
  error?: string;
}) {
  return (
    <FormSection title="Cover" wide>
      <ImageUpload
        label="Cover image"
        purpose="cover"
        value={cover}
        onChange={onCoverChange}
        error={error}
        hint="JPEG, PNG or WebP, portrait (2:3) looks best."
      />
    </FormSection>
  );
}

/** The end of a product form: the form's message, the submit button and, once published, its shop page. */
export function ProductFormActions({
  failure,
  submitting,
  submitLabel,
  shopPath,
}: {
  failure: string | null;
  submitting: boolean;
  /** e.g. "Create bundle" or "Save bundle". */
  submitLabel: string;
  /** The storefront page when the product is published. */
  shopPath?: string | null;
}) {
  return (
    <FormActions submitLabel={submitLabel} submitting={submitting} failure={failure}>
      {shopPath && (
        <a href={shopPath} className={buttonClassName()} target="_blank" rel="noreferrer">
          View in shop
        </a>
      )}
    </FormActions>
  );
}

interface ProductFormProps {
  /** What useProductEditor returns. */
  editor: {
    form: { field: FieldOf };
    controls: {
      placement: Omit<PlacementProps, 'field' | 'sections' | 'withAuthors'>;
      cover: { cover: ImageValue | null; onCoverChange: (cover: ImageValue | null) => void; error?: string };
    };
    submitting: boolean;
    failure: string | null;
    onSubmit: (event: FormEvent) => void;
    kind: string;
    noun: string;
    saved: boolean;
    shopPath: string | null;
  };
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
  /** Whether the product has a stock field (physical goods without variants); default true. */
  stock?: boolean;
  /** Whether the product has authors; default true. */
  withAuthors?: boolean;
  /** The submit button's noun when shorter than the product's ("Save item"); default the editor's noun. */
  submitNoun?: string;
  /** The kind's own sections, between the basics and the price. */
  children: ReactNode;
}

/**
 * A whole product form (named "New book" or "Edit book"): basics, the kind's own sections, price,
 * placement, cover and the actions ("Create book" or "Save book", and "View in shop" once published).
 */
export function ProductForm({ editor, sections, stock, withAuthors, submitNoun = editor.noun, children }: ProductFormProps) {
  const { form, controls, submitting, failure, onSubmit, kind, noun, saved, shopPath } = editor;
  return (
    <form className="product-form" noValidate onSubmit={onSubmit} aria-label={`${saved ? 'Edit' : 'New'} ${noun}`}>
      <ProductBasicsSection field={form.field} pathPrefix={`/${kind.toLowerCase()}/`} />
      {children}
      <ProductPricingSection field={form.field} stock={stock} />
      <ProductPlacementSection field={form.field} sections={sections} withAuthors={withAuthors} {...controls.placement} />
      <ProductCoverSection {...controls.cover} />
      <ProductFormActions failure={failure} submitting={submitting} submitLabel={`${saved ? 'Save' : 'Create'} ${submitNoun}`} shopPath={shopPath} />
    </form>
  );
}
