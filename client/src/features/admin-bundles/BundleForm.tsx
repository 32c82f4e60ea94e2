import { graphql, useFragment } from 'react-relay';
import type { BundleForm_bundle$data, BundleForm_bundle$key } from '../../__generated__/BundleForm_bundle.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm, type ProductKindFormProps } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { bundleForm, bundleInput, checkItems, type BundleItemRow } from './bundle-form.ts';
import { BundleItemsEditor } from './BundleItemsEditor.tsx';

const bundleFragment = graphql`
  fragment BundleForm_bundle on Bundle {
    ...useProductEditor_product
    year
    itemsValue { formatted }
    items {
      quantity
      product {
        id
        title
        digital
        published
        price { formatted }
      }
    }
  }
`;

const mutations = {
  create: graphql`
    mutation BundleFormCreateBundleMutation($input: CreateBundleInput!) {
      createBundle(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on CreateBundlePayload { bundle { id ...BundleForm_bundle } } }
    }
  `,
  update: graphql`
    mutation BundleFormUpdateBundleMutation($input: UpdateBundleInput!) {
      updateBundle(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on UpdateBundlePayload { bundle { id ...BundleForm_bundle ...ProductAdminFrame_product } } }
    }
  `,
};

function itemRows(bundle: BundleForm_bundle$data | null | undefined): BundleItemRow[] {
  return (bundle?.items ?? []).map(({ product, quantity }) => ({
    productId: product.id,
    title: product.title,
    detail: `${product.price.formatted}${product.published ? '' : ' · unpublished'}`,
    digital: product.digital,
    quantity: String(quantity),
  }));
}

/**
 * Every field of a bundle: the common product fields, the exam year and the products in it with their
 * quantities. Fields are checked when left and when changed; the server's messages show next to their
 * fields. A new bundle opens its edit page once created.
 */
export function BundleForm({ bundle: key, sections }: ProductKindFormProps<'bundle', BundleForm_bundle$key>) {
  const bundle = useFragment(bundleFragment, key);
  const editor = useProductEditor({
    kind: 'BUNDLE',
    mutations,
    form: bundleForm,
    product: bundle,
    valuesOf: (saved) => ({ year: saved ? String(saved.year) : '' }),
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
