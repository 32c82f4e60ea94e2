import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { EbookForm_ebook$data, EbookForm_ebook$key } from '../../__generated__/EbookForm_ebook.graphql.ts';
import type { EbookFormCreateEbookMutation } from '../../__generated__/EbookFormCreateEbookMutation.graphql.ts';
import type { EbookFormUpdateEbookMutation } from '../../__generated__/EbookFormUpdateEbookMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FileUpload, type FileValue } from '../catalog-admin/FileUpload.tsx';
import {
  optionalCount,
  optionalText,
  productFieldSchemas,
  unstockedInputFields,
  whenParsed,
  withPriceRules,
} from '../catalog-admin/product-form.ts';
import { FormGrid, FormSection, ProductForm } from '../catalog-admin/ProductFormSections.tsx';
import { ProductPicker, type ProductChoice } from '../catalog-admin/ProductPicker.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';

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

const EBOOK_FIELDS = [...Object.keys(productFieldSchemas), ...Object.keys(ebookFieldSchemas)];

const ebookFragment = graphql`
  fragment EbookForm_ebook on Ebook {
    id
    path
    published
    ...useProductEditor_product
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

function formValues(ebook: EbookForm_ebook$data | null | undefined): Record<keyof typeof ebookFieldSchemas, string> {
  return {
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
 * Every field of an ebook, including its private file (a PDF: only its name and size are
 * shown), page count, free preview pages and the printed book it is the digital edition of.
 */
export function EbookForm({ ebook: key, sections, initialPrintEdition = null }: EbookFormProps) {
  const ebook = useFragment(ebookFragment, key);
  const [file, setFile] = useState<FileValue | null>(ebook?.file ?? null);
  const [fileKey, setFileKey] = useState<string | undefined>(undefined);
  const [printEdition, setPrintEdition] = useState<ProductChoice | null>(ebook ? (ebook.printEdition ?? null) : initialPrintEdition);
  // The print edition is sent only when changed: the API hides an unpublished one, which is still linked.
  const [printEditionChanged, setPrintEditionChanged] = useState(!ebook && initialPrintEdition !== null);
  const editor = useProductEditor({
    kind: 'EBOOK',
    noun: 'ebook',
    mutations: { create: createMutation, update: updateMutation },
    schema: ebookFormSchema,
    product: ebook,
    valuesOf: formValues,
    textFields: EBOOK_FIELDS,
    otherControls: ['fileKey', 'printEditionId'],
    onSaved: (saved) => {
      setFile(saved.file ?? null);
      setFileKey(undefined);
      setPrintEdition(saved.printEdition ?? null);
      setPrintEditionChanged(false);
    },
    input: (values, { coverKey, ...extras }) => ({
      ...unstockedInputFields(values),
      pageCount: values.pageCount ?? 0,
      previewPages: values.previewPages ?? 0,
      language: values.language || 'Bangla',
      ...extras,
      // A new ebook without a cover leaves coverKey out.
      ...(coverKey != null || (ebook && coverKey !== undefined) ? { coverKey } : {}),
      ...(fileKey !== undefined ? { fileKey } : {}),
      ...(printEditionChanged ? { printEditionId: printEdition?.id ?? null } : {}),
    }),
  });

  const { form, controls } = editor;

  return (
    <ProductForm editor={editor} sections={sections} stock={false}>
      <FormSection title="Ebook" wide>
        <FileUpload
          label="Ebook file"
          purpose="ebook"
          value={file}
          error={controls.otherErrors.fileKey}
          hint="A PDF (the reader opens PDF files only; EPUB is not supported). The file is private: only customers who bought the ebook can read it, in the reader. Needed before publishing."
          onChange={(next) => {
            setFile(next);
            setFileKey(next?.key);
          }}
        />
        <FormGrid>
          <TextField label="Page count" inputMode="numeric" {...form.field('pageCount')} />
          <TextField label="Preview pages" inputMode="numeric" {...form.field('previewPages')} hint="How many first pages anyone may read free." />
          <TextField label="Language" {...form.field('language')} />
        </FormGrid>
        <ProductPicker
          label="Print edition"
          kinds={['BOOK']}
          value={printEdition}
          error={controls.otherErrors.printEditionId}
          noneText="Not the digital edition of a printed book."
          hint="The printed book this ebook is the digital edition of (a book has at most one)."
          onChange={(next) => {
            setPrintEdition(next);
            setPrintEditionChanged(true);
          }}
        />
      </FormSection>
    </ProductForm>
  );
}
