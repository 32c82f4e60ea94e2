/**
 * A product form of any kind: the text fields under a zod schema, optionally a list beside them (a
 * bundle's items, a stationery item's variants) with its row messages, the controls every product
 * form has (useProductFormControls) and the submission: check everything, send, and show the
 * server's messages next to the fields, the list rows, the form's own controls or for the whole form;
 * once saved, a toast, and a new product's edit screen opens.
 * The form's fragment spreads `...useProductEditor_product` (the fields every kind shares); its create
 * and update mutations take `{ input }` and answer `Create<Kind>Payload { <kind> { id } }` or
 * `Update<Kind>Payload` (e.g. CreateBookPayload { book }) or a ValidationError / NotFoundError.
 */
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { z } from 'zod';
import type { useProductEditor_product$data, useProductEditor_product$key } from '../../__generated__/useProductEditor_product.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { CORRECT_FIELDS_MESSAGE, formFailure, type FormFailure, type MutationResult } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import type { ProductKindName } from './admin-list-params.ts';
import { adminProductPath } from './admin-paths.ts';
import { productFormValues } from './product-form.ts';
import { useListField } from './use-list-field.ts';
import { useProductFormControls } from './use-product-form-controls.ts';

const productFragment = graphql`
  fragment useProductEditor_product on Product {
    id
    path
    title
    subtitle
    description
    slug
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
  }
`;

type Controls = ReturnType<typeof useProductFormControls>;

/** What a save answered: the failure to show, null for a saved product, or the id of the product it created. */
export type ProductSaveOutcome = FormFailure | null | { createdId: string };

/** A product's create or update mutation as the editor sends it. */
interface ProductMutation extends MutationParameters {
  variables: { input: Record<string, unknown> };
  response: Record<string, MutationResult>;
}

/** The one field of a mutation's response (e.g. `createBook`). */
function payloadOf(response: Record<string, MutationResult>): MutationResult {
  return Object.values(response)[0]!;
}

interface ProductEditorOptions<S extends z.ZodType<{ title: string }>, K extends string, P extends useProductEditor_product$key, R, L> {
  /** The kind: the edit screen a new product opens, the shop address (/book/…) and the mutations' payloads (CreateBookPayload). */
  kind: ProductKindName;
  /** What the product is called, e.g. "stationery item" ("New stationery item", "Stationery item saved"); default the kind in lower case. */
  noun?: string;
  /** The kind's create and update mutations. */
  mutations: { create: GraphQLTaggedNode; update: GraphQLTaggedNode };
  /** The "created" toast's words (default: “<title>” was added to the catalogue.). */
  createdNote?: (title: string) => string;
  /** The form's rules and the names of its text fields (see productForm). */
  form: { schema: S; fields: readonly string[] };
  /** The saved product (the form's fragment data, with `...useProductEditor_product`), or null for a new one. */
  product: P | null | undefined;
  /** The kind's own text fields' values of a saved product (or empty ones); the common fields' values come from the shared fragment. */
  valuesOf: (product: P | null | undefined) => Record<K, string>;
  list?: {
    /** The list's input field, e.g. "items" (the server's messages name "items.<i>.quantity" …). */
    name: string;
    /** The rows of a saved product (or none). */
    rowsOf: (product: P | null | undefined) => R[];
    /** The rows' messages by the server's field names, and the list to send (null while there are messages). */
    check: (rows: readonly R[]) => { messages: Record<string, string>; value: L | null };
  };
  /** Input fields of the form's own controls (e.g. an ebook's fileKey): their server messages are not the whole form's. */
  otherControls?: readonly string[];
  /** After a save, besides the text fields, the list and the common controls: show the rest of the form's state as saved. */
  onSaved?: (product: P) => void;
  /** The mutation's input (without the id) from the checked values, the common controls' fields and the list. */
  input: (values: z.output<S>, extras: ReturnType<Controls['inputExtras']>, list: L) => Record<string, unknown>;
}

export function useProductEditor<S extends z.ZodType<{ title: string }>, K extends string, P extends useProductEditor_product$key, R = never, L = undefined>({
  form: { schema, fields: textFields },
  product,
  valuesOf,
  list: listSpec,
  otherControls = [],
  onSaved,
  input,
  kind,
  noun = kind.toLowerCase(),
  mutations,
  createdNote = (title) => `“${title}” was added to the catalogue.`,
}: ProductEditorOptions<S, K, P, R, L>) {
  const navigate = useNavigate();
  const common = useFragment(productFragment, product ?? null);
  const [create] = useMutationPromise<ProductMutation>(mutations.create);
  const [update] = useMutationPromise<ProductMutation>(mutations.update);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // BOOK → CreateBookPayload { book { id } }, UpdateBookPayload.
  const payloadType = `${kind.charAt(0)}${kind.slice(1).toLowerCase()}Payload`;
  const save = async (fields: Record<string, unknown>): Promise<ProductSaveOutcome> => {
    if (common) return formFailure(payloadOf(await update({ input: { id: common.id, ...fields } })), `Update${payloadType}`);
    const result = payloadOf(await create({ input: fields }));
    if (result.__typename !== `Create${payloadType}`) return formFailure(result, `Create${payloadType}`);
    return { createdId: (result as unknown as Record<string, { id: string }>)[kind.toLowerCase()]!.id };
  };
  const form = useZodForm(schema, { ...productFormValues(common ?? null), ...valuesOf(product) });
  const list = useListField(listSpec?.name ?? '', () => listSpec?.rowsOf(product) ?? []);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    controls.clearFailure();
    const values = form.validate();
    const checked = listSpec?.check(list.rows);
    if (checked) list.setErrors(checked.messages);
    if (!values || checked?.value === null) {
      setFailure(CORRECT_FIELDS_MESSAGE);
      return;
    }
    const outcome = await save(input(values, controls.inputExtras(!product), checked?.value as L));
    if (outcome === null) {
      toast({ title: `${Noun} saved` });
    } else if ('createdId' in outcome) {
      toast({ title: `${Noun} created`, description: createdNote(values.title) });
      navigate(adminProductPath(kind, outcome.createdId));
    } else {
      controls.showFailure(outcome, [...otherControls, ...(listSpec ? list.showServerMessages(outcome.fields) : [])]);
    }
  });
  const controls = useProductFormControls<useProductEditor_product$data>({
    product: common,
    // Runs after the render that shows the saved product, so `product` is the saved one too.
    onSaved: (saved) => {
      if (!product) return;
      form.reset({ ...productFormValues(saved), ...valuesOf(product) });
      if (listSpec) list.reset(listSpec.rowsOf(product));
      onSaved?.(product);
    },
    formFields: textFields,
    setFieldErrors: form.setErrors,
    setFailure,
  });
  return {
    form,
    list,
    controls,
    submitting,
    failure,
    onSubmit,
    kind,
    noun,
    /** Whether the product is saved already (an edit form) or new. */
    saved: common !== null,
    /** The storefront page, once the product is published. */
    shopPath: common?.published ? common.path : null,
  };
}
