import { useState } from 'react';
import { graphql } from 'react-relay';
import { useLocation } from 'react-router';
import type { FreeEbookAreaTakeMutation } from '../../__generated__/FreeEbookAreaTakeMutation.graphql.ts';
import { Button, FormError, LinkButton } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { saveRedirectTarget } from '../session/redirect-target.ts';
import { useSession } from '../session/session-store.ts';

const takeMutation = graphql`
  mutation FreeEbookAreaTakeMutation($input: TakeFreeEbookInput!) {
    takeFreeEbook(input: $input) {
      __typename
      ... on MutationTakeFreeEbookSuccess {
        entitlement {
          id
          product {
            id
            viewerOwns
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * A free (৳0) ebook's purchase area: no cart and no checkout, one button puts it in the customer's
 * library (the page then shows "Read now"); signed out, the button leads to sign-in and back here.
 */
export function FreeEbookArea({ productId }: { productId: string }) {
  const t = useT();
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const [take, taking] = useMutationPromise<FreeEbookAreaTakeMutation>(takeMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const onTake = async () => {
    setFailure(null);
    try {
      const { takeFreeEbook: answer } = await take({ input: { productId } });
      if (answer.__typename !== 'MutationTakeFreeEbookSuccess') setFailure(('message' in answer ? answer.message : undefined) ?? t('product.free.failed'));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  return (
    <div className="purchase-area">
      {user || loading ? (
        <Button variant="primary" size="lg" onClick={onTake} disabled={taking || loading}>
          {taking ? t('product.free.adding') : t('product.free.take')}
        </Button>
      ) : (
        <LinkButton to="/auth/login" variant="primary" size="lg" onClick={() => saveRedirectTarget(`${pathname}${search}`)}>
          {t('product.free.signIn')}
        </LinkButton>
      )}
      <FormError message={failure} />
      <p className="purchase-area__note">{t('product.free.note')}</p>
    </div>
  );
}
