import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { EbookForm_ebook$data, EbookForm_ebook$key } from '../../__generated__/EbookForm_ebook.graphql.ts';
import type { EbookFormCreateEbookMutation } from '../../__generated__/EbookFormCreateEbookMutation.graphql.ts';
import type { EbookFormUpdateEbookMutation } from '../../__generated__/EbookFormUpdateEbookMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { FormError, TextField } from '../../components/form/Field.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { adminProductPath } from '../catalog-admin/admin-paths.ts';
import type { AuthorChoice } from '../catalog-admin/AuthorPicker.tsx';
import { FileUpload, type FileValue } from '../catalog-admin/FileUpload.tsx';
import type { ImageValue } from '../catalog-admin/ImageUpload.tsx';
import {
  optionalCount,
  optionalText,
  productFieldSchemas,
  productFormValues,
  splitFieldMessages,
  whenParsed,
  withPriceRules,
} from '../catalog-admin/product-form.ts';
import {
  FormSection,
  ProductBasicsSection,
  ProductCoverSection,
  ProductPlacementSection,
  ProductPricingSection,
} from '../catalog-admin/ProductFormSections.tsx';
import { ProductPicker, type ProductChoice } from '../catalog-admin/ProductPicker.tsx';

const ebookFieldSchemas = {
  pageCount: optionalCount('Page count', 100_000),
  previewPages: optionalCount('Preview pages', 100_000),
  language: optionalText('Language', 50),
};

const ebookFormSchema = withPriceRules(z.object({ ...productFieldSchemas, ...ebookFieldSchemas })).superRefine((values, issues) => {
  if (typeof values.pageCount === 'number' && typeof values.previewPages === 'number' && values.previewPages > values.pageCount) {
    issues.addIssue({ code: 'custom', path: ['previewPages'], message: 'Preview pages cannot be more than the page count' });
  }
}, whenParsed('pageCount', 'previewPages'));

type EbookFieldName = keyof typeof productFieldSchemas | keyof typeof ebookFieldSchemas;
const EBOOK_FIELDS = [...Object.keys(productFieldSchemas), ...Object.keys(ebookFieldSchemas)];
/** Server messages about these show by their own controls. */
const OTHER_CONTROLS = ['authorIds', 'coverKey', 'published', 'fileKey', 'printEditionId'];

const ebookFragment = graphql`
  fragment EbookForm_ebook on Ebook {
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
    pageCount
    previewPages
    language
    file {
      name
      size
      contentType
    }
    printEdition {
      id
      title
    }
  }
`;

const createMutation = graphql`
  mutation EbookFormCreateEbookMutation($input: CreateEbookInput!) {
    createEbook(input: $input) {
      __typename
      ... on CreateEbookPayload {
        ebook {
          id
          ...EbookForm_ebook
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
  mutation EbookFormUpdateEbookMutation($input: UpdateEbookInput!) {
    updateEbook(input: $input) {
      __typename
      ... on UpdateEbookPayload {
        ebook {
          id
          ...EbookForm_ebook
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

function formValues(ebook: EbookForm_ebook$data | null | undefined): Record<EbookFieldName, string> {
  return {
    ...productFormValues(ebook ?? null),
    pageCount: ebook ? String(ebook.pageCount) : '',
    previewPages: ebook ? String(ebook.previewPages) : '',
    language: ebook?.language ?? 'Bangla',
  };
}

interface EbookFormProps {
  /** The ebook to edit; null to add a new one. */
  ebook: EbookForm_ebook$key | null;
  sections: SectionSelect_query$key;
  /** For a new ebook: the printed book it is the digital edition of (from "Add ebook edition"). */
  initialPrintEdition?: ProductChoice | null;
}

/**
 * Every field of an ebook, including its private file (PDF or EPUB: only its name and size are
 * shown), page count, free preview pages and the printed book it is the digital edition of.
 */
export function EbookForm({ ebook: key, sections, initialPrintEdition = null }: EbookFormProps) {
  const ebook = useFragment(ebookFragment, key);
  const navigate = useNavigate();
  const form = useZodForm(ebookFormSchema, formValues(ebook));
  const [authors, setAuthors] = useState<AuthorChoice[]>(() => ebook?.authors.map(({ id, name }) => ({ id, name })) ?? []);
  const [published, setPublished] = useState(ebook?.published ?? false);
  const [cover, setCover] = useState<ImageValue | null>(ebook?.cover ?? null);
  const [coverKey, setCoverKey] = useState<string | null | undefined>(undefined);
  const [file, setFile] = useState<FileValue | null>(ebook?.file ?? null);
  const [fileKey, setFileKey] = useState<string | undefined>(undefined);
  const [printEdition, setPrintEdition] = useState<ProductChoice | null>(ebook ? (ebook.printEdition ?? null) : initialPrintEdition);
  // The print edition is sent only when changed: the API hides an unpublished one, which is still linked.
  const [printEditionChanged, setPrintEditionChanged] = useState(!ebook && initialPrintEdition !== null);
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const [create] = useMutationPromise<EbookFormCreateEbookMutation>(createMutation);
  const [update] = useMutationPromise<EbookFormUpdateEbookMutation>(updateMutation);

  const { reset } = form;
  const shownVersion = useRef(ebook?.updatedAt);
  useEffect(() => {
    if (!ebook || ebook.updatedAt === shownVersion.current) return;
    shownVersion.current = ebook.updatedAt;
    reset(formValues(ebook));
    setCover(ebook.cover ?? null);
    setCoverKey(undefined);
    setFile(ebook.file ?? null);
    setFileKey(undefined);
    setAuthors(ebook.authors.map(({ id, name }) => ({ id, name })));
    setPublished(ebook.published);
    setPrintEdition(ebook.printEdition ?? null);
    setPrintEditionChanged(false);
  }, [ebook, reset]);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    setOtherErrors({});
    const values = form.validate();
    if (!values) {
      setFailure('Please correct the highlighted fields.');
      return;
    }
    const input = {
      title: values.title,
      subtitle: values.subtitle,
      description: values.description,
      price: values.price,
      compareAtPrice: values.compareAtPrice,
      sectionId: values.sectionId,
      slug: values.slug,
      pageCount: values.pageCount ?? 0,
      previewPages: values.previewPages ?? 0,
      language: values.language || 'Bangla',
      authorIds: authors.map((author) => author.id),
      published,
      ...(coverKey !== undefined ? { coverKey } : {}),
      ...(fileKey !== undefined ? { fileKey } : {}),
      ...(printEditionChanged ? { printEditionId: printEdition?.id ?? null } : {}),
    };
    const result = ebook ? (await update({ input: { id: ebook.id, ...input } })).updateEbook : (await create({ input })).createEbook;
    const problem = formFailure(result, ebook ? 'UpdateEbookPayload' : 'CreateEbookPayload');
    if (problem) {
      const { own, other } = splitFieldMessages(problem.fields, EBOOK_FIELDS);
      form.setErrors(own);
      setOtherErrors(other);
      const shownByFields = Object.keys(own).length > 0 || OTHER_CONTROLS.some((field) => field in other);
      setFailure(shownByFields ? 'Please correct the highlighted fields.' : problem.message);
      return;
    }
    if (result.__typename === 'CreateEbookPayload') {
      toast({ title: 'Ebook created', description: `“${values.title}” was added to the catalogue.` });
      navigate(adminProductPath('EBOOK', result.ebook.id));
    } else {
      toast({ title: 'Ebook saved' });
    }
  });

  return (
    <form className="product-form" noValidate onSubmit={onSubmit} aria-label={ebook ? 'Edit ebook' : 'New ebook'}>
      <ProductBasicsSection field={form.field} pathPrefix="/ebook/" />
      <FormSection title="Ebook" wide>
        <FileUpload
          label="Ebook file"
          purpose="ebook"
          value={file}
          error={otherErrors.fileKey}
          hint="PDF or EPUB. The file is private: only customers who bought the ebook can read it, in the reader. Needed before publishing."
          onChange={(next) => {
            setFile(next);
            setFileKey(next?.key);
          }}
        />
        <div className="form-grid">
          <TextField label="Page count" inputMode="numeric" {...form.field('pageCount')} />
          <TextField label="Preview pages" inputMode="numeric" {...form.field('previewPages')} hint="How many first pages anyone may read free." />
          <TextField label="Language" {...form.field('language')} />
        </div>
        <ProductPicker
          label="Print edition"
          kinds={['BOOK']}
          value={printEdition}
          error={otherErrors.printEditionId}
          noneText="Not the digital edition of a printed book."
          hint="The printed book this ebook is the digital edition of (a book has at most one)."
          onChange={(next) => {
            setPrintEdition(next);
            setPrintEditionChanged(true);
          }}
        />
      </FormSection>
      <ProductPricingSection field={form.field} stock={false} />
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
          {submitting ? 'Saving…' : ebook ? 'Save ebook' : 'Create ebook'}
        </button>
        {ebook?.published && (
          <a href={ebook.path} className="button" target="_blank" rel="noreferrer">
            View in shop
          </a>
        )}
      </div>
    </form>
  );
}
