import { graphql, useFragment } from 'react-relay';
import type { BundleForm_bundle$data, BundleForm_bundle$key } from '../../__generated__/BundleForm_bundle.graphql.ts';
import type { BundleFormCreateBundleMutation } from '../../__generated__/BundleFormCreateBundleMutation.graphql.ts';
import type { BundleFormUpdateBundleMutation } from '../../__generated__/BundleFormUpdateBundleMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { BUNDLE_FIELDS, bundleFormSchema, bundleInput, checkItems, type BundleItemRow } from './bundle-form.ts';
import { BundleItemsEditor } from './BundleItemsEditor.tsx';

const bundleFragment = graphql`
  fragment BundleForm_bundle on Bundle {
    id
    path
    published
    ...useProductEditor_product
    year
    itemsValue {
      formatted
    }
    items {
      quantity
      product {
        id
        title
        digital
        published
        price {
          formatted
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation BundleFormCreateBundleMutation($input: CreateBundleInput!) {
    createBundle(input: $input) {
      __typename
      ... on CreateBundlePayload {
        bundle {
          id
          ...BundleForm_bundle
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
  mutation BundleFormUpdateBundleMutation($input: UpdateBundleInput!) {
    updateBundle(input: $input) {
      __typename
      ... on UpdateBundlePayload {
        bundle {
          id
          ...BundleForm_bundle
          ...ProductAdminFrame_product
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

function formValues(bundle: BundleForm_bundle$data | null | undefined) {
  return { year: bundle ? String(bundle.year) : '' };
}

function itemRows(bundle: BundleForm_bundle$data | null | undefined): BundleItemRow[] {
  return (bundle?.items ?? []).map(({ product, quantity }) => ({
    productId: product.id,
    title: product.title,
    detail: `${product.price.formatted}${product.published ? '' : ' · unpublished'}`,
    digital: product.digital,
    quantity: String(quantity),
  }));
}

interface BundleFormProps {
  /** The bundle to edit; null to put a new one together. */
  bundle: BundleForm_bundle$key | null;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
}

/**
 * Every field of a bundle: the common product fields, the exam year and the products in it with their
 * quantities. Fields are checked when left and when changed; the server's messages show next to their
 * fields. A new bundle opens its edit page once created.
 */
export function BundleForm({ bundle: bundleKey, sections }: BundleFormProps) {
  const bundle = useFragment(bundleFragment, bundleKey);
  const editor = useProductEditor({
    kind: 'BUNDLE',
    noun: 'bundle',
    mutations: { create: createMutation, update: updateMutation },
    schema: bundleFormSchema,
    product: bundle,
    valuesOf: formValues,
    textFields: BUNDLE_FIELDS,
    list: { name: 'items', rowsOf: itemRows, check: checkItems },
    input: (values, extras, checkedItems) => ({ ...bundleInput(values, checkedItems), ...extras }),
  });

  const { form, list: items } = editor;

  return (
    <ProductForm editor={editor} sections={sections} withAuthors={false}>
      <FormSection title="Bundle" wide>
        <TextField label="Year" inputMode="numeric" {...form.field('year')} hint="The HSC exam year it is put together for, e.g. 2026." />
        <BundleItemsEditor
          value={items.rows}
          onChange={items.setRows}
          errors={items.errors}
          onErrorsChange={items.setErrors}
          hint={bundle ? `Bought one by one the saved products cost ${bundle.itemsValue.formatted}.` : undefined}
        />
      </FormSection>
    </ProductForm>
  );
}
