import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductPagesEditor_product$key } from '../../__generated__/ProductPagesEditor_product.graphql.ts';
import type { ProductPagesEditorRemoveProductPageMutation } from '../../__generated__/ProductPagesEditorRemoveProductPageMutation.graphql.ts';
import type { ProductPagesEditorReorderProductPagesMutation } from '../../__generated__/ProductPagesEditorReorderProductPagesMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Announcement, Button, EmptyState } from '../../components/ui/index.ts';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { MoveButtons, movedOrder, useMoveFocus, type MoveBy } from './MoveButtons.tsx';
import { ProductPageAddForm } from './ProductPageAddForm.tsx';
import './ProductPagesEditor.css';

export type PageKind = 'DEMO' | 'PAGE';

const fragment = graphql`
  fragment ProductPagesEditor_product on Product {
    id
    title
    samplePages {
      id
      position
      caption
      image {
        url
        alt
      }
    }
    ... on Book {
      pageImages {
        id
        position
        caption
        image {
          url
          alt
        }
      }
    }
    ... on Ebook {
      pageImages {
        id
        position
        caption
        image {
          url
          alt
        }
      }
    }
  }
`;

const removeMutation = graphql`
  mutation ProductPagesEditorRemoveProductPageMutation($input: RemoveProductPageInput!) {
    removeProductPage(input: $input) {
      __typename
      ... on MutationRemoveProductPageSuccess {
        data {
          deletedId
          product {
            ...ProductPagesEditor_product
          }
        }
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const reorderMutation = graphql`
  mutation ProductPagesEditorReorderProductPagesMutation($input: ReorderProductPagesInput!) {
    reorderProductPages(input: $input) {
      __typename
      ... on MutationReorderProductPagesSuccess {
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

const WORDS: Record<PageKind, { one: string; many: string; empty: string }> = {
  DEMO: {
    one: 'demo page',
    many: 'demo pages',
    empty: 'No demo pages yet. Shoppers see these sample pages on the product page before they buy: add a few (contents, a chapter opening).',
  },
  PAGE: {
    one: 'page image',
    many: 'page images',
    empty: 'No page images yet. Page images are for staff (checking the print, answering questions); shoppers do not see them.',
  },
};

interface ProductPagesEditorProps {
  product: ProductPagesEditor_product$key;
  kind: PageKind;
}

/**
 * A product's demo pages (DEMO, shown to shoppers) or page images (PAGE, staff only): add an image
 * with a caption, remove one (after a confirmation), and move pages up or down.
 */
export function ProductPagesEditor({ product: key, kind }: ProductPagesEditorProps) {
  const product = useFragment(fragment, key);
  const pages = (kind === 'DEMO' ? product.samplePages : product.pageImages) ?? [];
  const words = WORDS[kind];
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [remove, removeBusy] = useMutationPromise<ProductPagesEditorRemoveProductPageMutation>(removeMutation);
  const [reorder, reordering] = useMutationPromise<ProductPagesEditorReorderProductPagesMutation>(reorderMutation);
  const focus = useMoveFocus(pages);

  const removePage = async (id: string, position: number) => {
    const title = `Could not remove the ${words.one}`;
    try {
      const { removeProductPage: result } = await remove({ input: { id } });
      const failure = failureToast(result, 'MutationRemoveProductPageSuccess', title);
      if (failure) {
        toast(failure);
        return;
      }
      setRemoving(null);
      setAnnouncement(`Removed ${words.one} ${position}.`);
    } catch (error) {
      toast(errorToast(error as Error, title));
    }
  };

  const move = async (index: number, by: MoveBy) => {
    const moved = pages[index]!.id;
    const order = movedOrder(pages.map((page) => page.id), index, by);
    const title = `Could not move the ${words.one}`;
    try {
      const { reorderProductPages: result } = await reorder({ input: { productId: product.id, kind, pageIds: order } });
      const failure = failureToast(result, 'MutationReorderProductPagesSuccess', title);
      if (failure) {
        toast(failure);
        return;
      }
      setAnnouncement(`Moved ${words.one} to position ${index + by + 1} of ${order.length}.`);
      focus.focusMoved(moved, by, index + by, order.length);
    } catch (error) {
      toast(errorToast(error as Error, title));
    }
  };

  const busy = reordering || removeBusy;
  return (
    <div className="pages-editor">
      <Announcement message={announcement} />
      {pages.length === 0 ? (
        <EmptyState titleAs="p" title={words.empty} />
      ) : (
        <ol className="page-list" aria-label={`${words.many[0]!.toUpperCase()}${words.many.slice(1)}`}>
          {pages.map((page, index) => {
            const name = `${words.one} ${index + 1}`;
            return (
              <li key={page.id} className="page-card">
                <span className="page-card__number">Page {index + 1}</span>
                <img src={page.image.url} alt={page.caption || page.image.alt || name} width={160} height={240} loading="lazy" decoding="async" />
                <p className="page-card__caption">{page.caption || <span className="page-card__none">No caption</span>}</p>
                {removing === page.id ? (
                  <ConfirmStep
                    message={`Remove ${name}${page.caption ? ` (“${page.caption}”)` : ''}? The pages after it move up.`}
                    confirmLabel="Remove"
                    busy={removeBusy}
                    busyLabel="Removing…"
                    onConfirm={() => void removePage(page.id, index + 1)}
                    onCancel={() => setRemoving(null)}
                  />
                ) : (
                  <div className="page-card__actions">
                    <MoveButtons
                      id={page.id}
                      name={name}
                      index={index}
                      count={pages.length}
                      disabled={busy}
                      focus={focus}
                      onMove={(by) => void move(index, by)}
                    />
                    <Button size="sm" aria-label={`Remove ${name}`} disabled={busy} onClick={() => setRemoving(page.id)}>
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ProductPageAddForm
        productId={product.id}
        kind={kind}
        noun={words.one}
        onAdded={() => setAnnouncement(`Added ${words.one} ${pages.length + 1}.`)}
      />
    </div>
  );
}
