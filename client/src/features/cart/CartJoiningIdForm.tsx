import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CartJoiningIdForm_cart$key } from '../../__generated__/CartJoiningIdForm_cart.graphql.ts';
import type { CartJoiningIdFormMutation } from '../../__generated__/CartJoiningIdFormMutation.graphql.ts';
import { Button, Input } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation CartJoiningIdFormMutation($input: SetCartJoiningIdInput!) {
    setCartJoiningId(input: $input) {
      __typename
      ... on MutationSetCartJoiningIdSuccess {
        cart {
          ...CartJoiningIdForm_cart
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The referral code (a campus representative's joining id) the order will carry; refusals show under the field. */
export function CartJoiningIdForm({ cart }: { cart: CartJoiningIdForm_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartJoiningIdForm_cart on Cart {
        id
        joiningId
      }
    `,
    cart,
  );
  const [setCode, busy] = useMutationPromise<CartJoiningIdFormMutation>(mutation);
  const [code, setCodeText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const t = useT();
  const rich = useRichT();

  const send = async (joiningId: string | null) => {
    setMessage(null);
    try {
      const { setCartJoiningId: result } = await setCode({ input: { joiningId } });
      if (result.__typename === 'MutationSetCartJoiningIdSuccess') setCodeText('');
      else setMessage(('message' in result && result.message) || t('cart.joining.failed'));
    } catch {
      setMessage(t('cart.joining.failed'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) setMessage(t('cart.joining.enter'));
    else void send(code.trim());
  };

  if (data.joiningId) {
    return (
      <div className="coupon-form coupon-form--applied">
        <p>
          {rich('cart.joining.current', {}, { code: <strong>{data.joiningId}</strong> })}
        </p>
        <Button variant="outline" onClick={() => void send(null)} disabled={busy}>
          {t('cart.joining.remove')}
        </Button>
        {message && <p className="ui-field__error">{message}</p>}
      </div>
    );
  }
  return (
    <form className="coupon-form" noValidate onSubmit={submit}>
      <label htmlFor="joining-id" className="ui-field__label">
        {t('cart.joining.label')}
      </label>
      <div className="coupon-form__row">
        <Input
          id="joining-id"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCodeText(event.target.value)}
          invalid={Boolean(message)}
          aria-describedby={message ? 'joining-id-message' : undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('cart.joining.saving') : t('cart.joining.add')}
        </Button>
      </div>
      {message && (
        <p id="joining-id-message" className="ui-field__error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
