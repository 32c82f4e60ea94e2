import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { DeleteProductSectionDeleteProductMutation } from '../../__generated__/DeleteProductSectionDeleteProductMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormSection } from './ProductFormSections.tsx';
import { Button, FormError } from '../../components/ui/index.ts';

const mutation = graphql`
  mutation DeleteProductSectionDeleteProductMutation($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      __typename
      ... on DeleteProductPayload {
        deletedId
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

interface DeleteProductSectionProps {
  /** The product's global id. */
  id: string;
  title: string;
  /** What it is, e.g. "bundle" (for the button and messages). */
  noun: string;
  /** Where to go once it is deleted (its list). */
  listPath: string;
}

/**
 * Deleting a product, after a confirmation step. The server refuses while a bundle contains it;
 * its reason shows here and nothing changes.
 */
export function DeleteProductSection({ id, title, noun, listPath }: DeleteProductSectionProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, removing] = useMutationPromise<DeleteProductSectionDeleteProductMutation>(mutation);
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;

  const runDelete = async () => {
    setFailure(null);
    try {
      const { deleteProduct: result } = await remove({ input: { id } });
      const problem = formFailure(result, 'DeleteProductPayload');
      if (problem) {
        setFailure([...new Set([problem.message, ...Object.values(problem.fields)])].join(' '));
        setConfirming(false);
        return;
      }
      toast({ title: `${Noun} deleted`, description: `“${title}” was removed from the catalogue.` });
      navigate(listPath);
    } catch (error) {
      setFailure(errorMessage(error));
      setConfirming(false);
    }
  };

  return (
    <FormSection title={`Delete this ${noun}`} wide>
      {confirming ? (
        <ConfirmStep
          message={`Delete “${title}”? It disappears from the shop and from this list. This cannot be undone.`}
          confirmLabel={`Delete ${noun}`}
          busy={removing}
          busyLabel="Deleting…"
          onConfirm={() => void runDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete {noun}…
          </Button>
        </p>
      )}
      <FormError message={failure} />
    </FormSection>
  );
}
