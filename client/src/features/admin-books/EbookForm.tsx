import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EbookForm_ebook$data, EbookForm_ebook$key } from '../../__generated__/EbookForm_ebook.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FileUpload, type FileValue } from '../catalog-admin/FileUpload.tsx';
import { optionalCount, optionalText, productForm, unstockedInputFields, whenParsed } from '../catalog-admin/product-form.ts';
import { FormGrid, FormSection, ProductForm, type ProductKindFormProps } from '../catalog-admin/ProductFormSections.tsx';
import { ProductPicker, type ProductChoice } from '../catalog-admin/ProductPicker.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';

const ebookFieldSchemas = {
  pageCount: optionalCount('Page count', 100_000),
  previewPages: optionalCount('Preview pages', 100_000),
  language: optionalText('Language', 50),
};

const ebookRules = productForm(ebookFieldSchemas);
const ebookForm = {
  ...ebookRules,
  schema: ebookRules.schema.superRefine((values, issues) => {
    if (typeof values.pageCount === 'number' && typeof values.previewPages === 'number' && values.previewPages > values.pageCount) {
      issues.addIssue({ code: 'custom', path: ['previewPages'], message: 'Preview pages cannot be more than the page count' });
    }
  }, whenParsed('pageCount', 'previewPages')),
};

const ebookFragment = graphql`
  fragment EbookForm_ebook on Ebook {
    ...useProductEditor_product
    pageCount
    previewPages
    language
    file { name size contentType }
    printEdition { id title }
  }
`;

const mutations = {
  create: graphql`
    mutation EbookFormCreateEbookMutation($input: CreateEbookInput!) {
      createEbook(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on CreateEbookPayload { ebook { id ...EbookForm_ebook } } }
    }
  `,
  update: graphql`
    mutation EbookFormUpdateEbookMutation($input: UpdateEbookInput!) {
      updateEbook(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on UpdateEbookPayload { ebook { id ...EbookForm_ebook } } }
    }
  `,
};

function formValues(ebook: EbookForm_ebook$data | null | undefined): Record<keyof typeof ebookFieldSchemas, string> {
  return {
    pageCount: ebook ? String(ebook.pageCount) : '',
    previewPages: ebook ? String(ebook.previewPages) : '',
    language: ebook?.language ?? 'Bangla',
  };
}

/**
 * Every field of an ebook, including its private file (a PDF: only its name and size are
 * shown), page count, free preview pages and the printed book it is the digital edition of.
 */
export function EbookForm({
  ebook: key,
  sections,
  initialPrintEdition = null,
}: ProductKindFormProps<'ebook', EbookForm_ebook$key> & {
  /** For a new ebook: the printed book it is the digital edition of (from "Add ebook edition"). */
  initialPrintEdition?: ProductChoice | null;
}) {
  const ebook = useFragment(ebookFragment, key);
  const [file, setFile] = useState<FileValue | null>(ebook?.file ?? null);
  const [fileKey, setFileKey] = useState<string | undefined>(undefined);
  const [printEdition, setPrintEdition] = useState<ProductChoice | null>(ebook ? (ebook.printEdition ?? null) : initialPrintEdition);
  // The print edition is sent only when changed: the API hides an unpublished one, which is still linked.
  const [printEditionChanged, setPrintEditionChanged] = useState(!ebook && initialPrintEdition !== null);
  const editor = useProductEditor({
    kind: 'EBOOK',
    mutations,
    form: ebookForm,
    product: ebook,
    valuesOf: formValues,
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
