import { graphql, useFragment } from 'react-relay';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import type { StationeryForm_stationery$data, StationeryForm_stationery$key } from '../../__generated__/StationeryForm_stationery.graphql.ts';
import type { StationeryFormCreateStationeryMutation } from '../../__generated__/StationeryFormCreateStationeryMutation.graphql.ts';
import type { StationeryFormUpdateStationeryMutation } from '../../__generated__/StationeryFormUpdateStationeryMutation.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import {
  checkVariants,
  STATIONERY_FIELDS,
  stationeryFormSchema,
  stationeryInput,
  type VariantRow,
} from './stationery-form.ts';
import { VariantsEditor } from './VariantsEditor.tsx';

const stationeryFragment = graphql`
  fragment StationeryForm_stationery on Stationery {
    id
    path
    published
    ...useProductEditor_product
    brand
    variants {
      id
      label
      sku
      stock
    }
  }
`;

const createMutation = graphql`
  mutation StationeryFormCreateStationeryMutation($input: CreateStationeryInput!) {
    createStationery(input: $input) {
      __typename
      ... on CreateStationeryPayload {
        stationery {
          id
          ...StationeryForm_stationery
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
  mutation StationeryFormUpdateStationeryMutation($input: UpdateStationeryInput!) {
    updateStationery(input: $input) {
      __typename
      ... on UpdateStationeryPayload {
        stationery {
          id
          ...StationeryForm_stationery
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

function formValues(item: StationeryForm_stationery$data | null | undefined) {
  return { brand: item?.brand ?? '' };
}

function variantRows(item: StationeryForm_stationery$data | null | undefined): VariantRow[] {
  return (item?.variants ?? []).map(({ id, label, sku, stock }) => ({ key: id, label, sku, stock: String(stock) }));
}

interface StationeryFormProps {
  /** The item to edit; null to add a new one. */
  stationery: StationeryForm_stationery$key | null;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
}

/**
 * Every field of a stationery item: the common product fields, the brand and its variants (label,
 * SKU, stock). Fields are checked when left and when changed; the server's messages show next to
 * their fields. A new item opens its edit page once created.
 */
export function StationeryForm({ stationery: key, sections }: StationeryFormProps) {
  const item = useFragment(stationeryFragment, key);
  const editor = useProductEditor({
    kind: 'STATIONERY',
    noun: 'stationery item',
    mutations: { create: createMutation, update: updateMutation },
    schema: stationeryFormSchema,
    product: item,
    valuesOf: formValues,
    textFields: STATIONERY_FIELDS,
    list: { name: 'variants', rowsOf: variantRows, check: checkVariants },
    input: (values, extras, checkedVariants) => ({ ...stationeryInput(values, checkedVariants), ...extras }),
  });

  const { form, list: variants } = editor;

  return (
    <ProductForm editor={editor} sections={sections} stock={variants.rows.length === 0} withAuthors={false} submitNoun="item">
      <FormSection title="Stationery" wide>
        <TextField label="Brand" {...form.field('brand')} hint="e.g. Matador, Deli, Faber-Castell" />
        <VariantsEditor value={variants.rows} onChange={variants.setRows} errors={variants.errors} onErrorsChange={variants.setErrors} />
      </FormSection>
    </ProductForm>
  );
}
