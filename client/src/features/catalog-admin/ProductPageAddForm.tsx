import { useState } from 'react';
import { graphql } from 'react-relay';
import type { ProductPageAddFormMutation, ProductPageKind } from '../../__generated__/ProductPageAddFormMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FieldFrame, FormError, Input } from '../../components/ui/index.ts';
import { errorToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { ImageUpload, type ImageValue } from './ImageUpload.tsx';

// Answers with the product's pages as they now are, so the list shows the new page in its place.
const addMutation = graphql`
  mutation ProductPageAddFormMutation($input: AddProductPageInput!) {
    addProductPage(input: $input) {
      __typename
      ... on MutationAddProductPageSuccess {
        data {
          product {
            ...ProductPagesEditor_product
          }
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

interface ProductPageAddFormProps {
  productId: string;
  kind: ProductPageKind;
  /** How the page is named: "demo page" or "page image". */
  noun: string;
  /** Called once added (for the screen reader announcement). */
  onAdded: () => void;
}

/** "Add a demo page" (or page image): upload an image, give it a caption, add it at the end. */
export function ProductPageAddForm({ productId, kind, noun, onAdded }: ProductPageAddFormProps) {
  const [image, setImage] = useState<ImageValue | null>(null);
  const [caption, setCaption] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [add, adding] = useMutationPromise<ProductPageAddFormMutation>(addMutation);

  const addPage = async () => {
    if (!image?.key) return;
    setAddError(null);
    try {
      const { addProductPage: result } = await add({
        input: { productId, kind, imageKey: image.key, caption: caption.trim() || null },
      });
      if (result.__typename !== 'MutationAddProductPageSuccess') {
        const fields = 'fields' in result ? (result.fields ?? []) : [];
        setAddError([result.__typename === '%other' ? null : result.message, ...fields.map((f) => f.message)].filter(Boolean)[0] ?? 'The page could not be added.');
        return;
      }
      setImage(null);
      setCaption('');
      onAdded();
    } catch (error) {
      toast(errorToast(error as Error, `Could not add the ${noun}`));
    }
  };

  return (
    <fieldset className="page-add">
      <legend>Add a {noun}</legend>
      <ImageUpload
        label="Page image"
        purpose="page"
        value={image}
        onChange={(next) => {
          setImage(next);
          setAddError(null);
        }}
        previewSize={{ width: 100, height: 150 }}
        hint="JPEG, PNG or WebP."
      />
      <FieldFrame label="Caption">
        {({ id }) => <Input id={id} value={caption} maxLength={200} placeholder="e.g. Contents" onChange={(event) => setCaption(event.target.value)} />}
      </FieldFrame>
      <FormError message={addError} />
      <Button variant="primary" disabled={!image?.key || adding} onClick={() => void addPage()}>
        {adding ? 'Adding…' : `Add ${noun}`}
      </Button>
    </fieldset>
  );
}
