import { graphql, useFragment } from 'react-relay';
import type { StationeryForm_stationery$data, StationeryForm_stationery$key } from '../../__generated__/StationeryForm_stationery.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm, type ProductKindFormProps } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { checkVariants, stationeryForm, stationeryInput, type VariantRow } from './stationery-form.ts';
import { VariantsEditor } from './VariantsEditor.tsx';

const stationeryFragment = graphql`
  fragment StationeryForm_stationery on Stationery {
    ...useProductEditor_product
    brand
    variants { id label sku stock }
  }
`;

const mutations = {
  create: graphql`
    mutation StationeryFormCreateStationeryMutation($input: CreateStationeryInput!) {
      createStationery(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on CreateStationeryPayload { stationery { id ...StationeryForm_stationery } } }
    }
  `,
  update: graphql`
    mutation StationeryFormUpdateStationeryMutation($input: UpdateStationeryInput!) {
      updateStationery(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on UpdateStationeryPayload { stationery { id ...StationeryForm_stationery ...ProductAdminFrame_product } } }
    }
  `,
};

function variantRows(item: StationeryForm_stationery$data | null | undefined): VariantRow[] {
  return (item?.variants ?? []).map(({ id, label, sku, stock }) => ({ key: id, label, sku, stock: String(stock) }));
}

/**
 * Every field of a stationery item: the common product fields, the brand and its variants (label,
 * SKU, stock). Fields are checked when left and when changed; the server's messages show next to
 * their fields. A new item opens its edit page once created.
 */
export function StationeryForm({ stationery: key, sections }: ProductKindFormProps<'stationery', StationeryForm_stationery$key>) {
  const item = useFragment(stationeryFragment, key);
  const editor = useProductEditor({
    kind: 'STATIONERY',
    noun: 'stationery item',
    mutations,
    form: stationeryForm,
    product: item,
    valuesOf: (saved) => ({ brand: saved?.brand ?? '' }),
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
