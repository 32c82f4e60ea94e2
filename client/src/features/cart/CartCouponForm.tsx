import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CartCouponForm_cart$key } from '../../__generated__/CartCouponForm_cart.graphql.ts';
import type { CartCouponFormApplyMutation } from '../../__generated__/CartCouponFormApplyMutation.graphql.ts';
import type { CartCouponFormRemoveMutation } from '../../__generated__/CartCouponFormRemoveMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, Input } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { trackCartCall, useCartActivity } from './cart-activity.ts';

const applyMutation = graphql`
  mutation CartCouponFormApplyMutation($input: ApplyCouponInput!) {
    applyCoupon(input: $input) {
      __typename
      ... on MutationApplyCouponSuccess {
        cart {
          ...cartRefresh_cart
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const removeMutation = graphql`
  mutation CartCouponFormRemoveMutation {
    removeCoupon {
      ...cartRefresh_cart
    }
  }
`;

/**
 * The coupon field. Seed §8: success toasts 'Coupon applied successfully'; a refusal from the server
 * toasts 'Error' with the server's message; any other failure toasts 'Your coupon is not valid'.
 */
export function CartCouponForm({ cart }: { cart: CartCouponForm_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartCouponForm_cart on Cart {
        coupon {
          code
          label
        }
        couponNotice {
          message
        }
      }
    `,
    cart,
  );
  const [apply] = useMutationPromise<CartCouponFormApplyMutation>(applyMutation);
  const [remove] = useMutationPromise<CartCouponFormRemoveMutation>(removeMutation);
  const { couponLoading } = useCartActivity();
  const t = useT();
  const rich = useRichT();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMessage(t('cart.coupon.enterCode'));
      return;
    }
    setMessage(null);
    try {
      const { applyCoupon } = await trackCartCall(() => apply({ input: { code: trimmed } }), 'coupon');
      if (applyCoupon.__typename === 'MutationApplyCouponSuccess') {
        setCode('');
        toast({ title: t('cart.coupon.applied') });
      } else {
        // The server's own words for now (its errors' codes get catalogue messages elsewhere).
        toast({ title: t('cart.coupon.error'), description: applyCoupon.message, variant: 'destructive' });
      }
    } catch {
      toast({ title: t('cart.coupon.notValid'), variant: 'destructive' });
    }
  };

  const removeCoupon = async () => {
    try {
      await trackCartCall(() => remove({}), 'coupon');
    } catch (error) {
      console.error('Removing the coupon failed', error);
    }
  };

  if (data.coupon) {
    return (
      <div className="coupon-form coupon-form--applied">
        <p>
          {rich('cart.coupon.current', { label: data.coupon.label }, { code: <strong>{data.coupon.code}</strong> })}
        </p>
        <Button variant="outline" onClick={removeCoupon} disabled={couponLoading}>
          {t('cart.coupon.remove')}
        </Button>
      </div>
    );
  }
  return (
    <form className="coupon-form" noValidate onSubmit={submit}>
      {data.couponNotice && <p className="coupon-form__notice">{data.couponNotice.message}</p>}
      <label htmlFor="coupon-code" className="ui-field__label">
        {t('cart.coupon.label')}
      </label>
      <div className="coupon-form__row">
        <Input
          id="coupon-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          invalid={Boolean(message)}
          aria-describedby={message ? 'coupon-code-message' : undefined}
        />
        <Button type="submit" disabled={couponLoading}>
          {couponLoading ? t('cart.coupon.applying') : t('cart.coupon.apply')}
        </Button>
      </div>
      {message && (
        <p id="coupon-code-message" className="ui-field__error">
          {message}
        </p>
      )}
    </form>
  );
}
