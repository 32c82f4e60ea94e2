import { useState } from 'react';
import { graphql } from 'react-relay';
import type { BulkPublishBarSetProductsPublishedMutation } from '../../__generated__/BulkPublishBarSetProductsPublishedMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, countOf } from '../../components/ui/index.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation BulkPublishBarSetProductsPublishedMutation($input: SetProductsPublishedInput!) {
    setProductsPublished(input: $input) {
      __typename
      ... on SetProductsPublishedPayload {
        products {
          id
          published
          updatedAt
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

interface BulkPublishBarProps {
  /** The selected products' ids. */
  ids: readonly string[];
  /** What the list holds, e.g. { one: 'book', many: 'books' }. */
  noun: { one: string; many: string };
  /** Called after a successful change (the list clears its selection). */
  onDone: () => void;
  onClear: () => void;
}

/** Publish / Unpublish for the selected rows, each after a confirmation that says how many change. */
export function BulkPublishBar({ ids, noun, onDone, onClear }: BulkPublishBarProps) {
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [commit, busy] = useMutationPromise<BulkPublishBarSetProductsPublishedMutation>(mutation);
  const count = countOf(ids.length, noun);

  const run = async (published: boolean) => {
    const title = published ? `Could not publish ${count}` : `Could not unpublish ${count}`;
    try {
      const { setProductsPublished: result } = await commit({ input: { ids: [...ids], published } });
      const failure = failureToast(result, 'SetProductsPublishedPayload', title);
      if (failure) {
        toast(failure);
        return;
      }
      toast({ title: published ? `Published ${count}` : `Unpublished ${count}` });
      setConfirming(null);
      onDone();
    } catch (error) {
      toast(errorToast(error as Error, title));
    }
  };

  return (
    <div className="bulk-bar" role="region" aria-label="Bulk actions">
      <p className="bulk-bar__count" aria-live="polite">
        {count} selected
      </p>
      {confirming === null ? (
        <div className="bulk-bar__actions">
          <Button onClick={() => setConfirming(true)}>
            Publish
          </Button>
          <Button onClick={() => setConfirming(false)}>
            Unpublish
          </Button>
          <Button variant="link" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : (
        <ConfirmStep
          message={
            confirming
              ? `Publish ${count}? ${ids.length === 1 ? 'It' : 'They'} will show in the shop at once.`
              : `Unpublish ${count}? ${ids.length === 1 ? 'It' : 'They'} will disappear from the shop.`
          }
          confirmLabel={confirming ? `Publish ${count}` : `Unpublish ${count}`}
          busy={busy}
          busyLabel={confirming ? 'Publishing…' : 'Unpublishing…'}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
