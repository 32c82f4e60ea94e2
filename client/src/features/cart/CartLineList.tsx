import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CartLineList_cart$key } from '../../__generated__/CartLineList_cart.graphql.ts';
import type { CartLineListQuantityMutation } from '../../__generated__/CartLineListQuantityMutation.graphql.ts';
import type { CartLineListRemoveMutation } from '../../__generated__/CartLineListRemoveMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, Select } from '../../components/ui/index.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { trackCartCall, useCartActivity } from './cart-activity.ts';

const quantityMutation = graphql`
  mutation CartLineListQuantityMutation($input: UpdateCartLineQuantityInput!) {
    updateCartLineQuantity(input: $input) {
      __typename
      ... on MutationUpdateCartLineQuantitySuccess {
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
  mutation CartLineListRemoveMutation($input: RemoveCartLineInput!) {
    removeCartLine(input: $input) {
      __typename
      ... on MutationRemoveCartLineSuccess {
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

/** 1 … max, for the quantity list (the current quantity is always offered, even above a shrunken stock). */
function quantityOptions(max: number, current: number): number[] {
  return Array.from({ length: Math.max(max, current, 1) }, (_, i) => i + 1);
}

/** The cart's lines: product, unit price, quantity (within stock; 1 for digital goods), line total and removal. */
export function CartLineList({ cart }: { cart: CartLineList_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartLineList_cart on Cart {
        lines {
          id
          quantity
          maxQuantity
          available
          variantLabel
          unitPrice {
            amount
          }
          lineTotal {
            amount
          }
          product {
            id
            title
            path
            kind
            digital
            cover {
              url
            }
          }
        }
      }
    `,
    cart,
  );
  const [setQuantity] = useMutationPromise<CartLineListQuantityMutation>(quantityMutation);
  const [removeLine] = useMutationPromise<CartLineListRemoveMutation>(removeMutation);
  const { loading } = useCartActivity();
  const t = useT();
  const locale = useLocale();

  const changeQuantity = async (lineId: string, quantity: number) => {
    try {
      const { updateCartLineQuantity } = await trackCartCall(() => setQuantity({ input: { lineId, quantity } }));
      const failure = failureToast(updateCartLineQuantity, 'MutationUpdateCartLineQuantitySuccess', t('cart.line.quantityFailed'));
      if (failure) toast(failure);
    } catch (error) {
      console.error('Changing the quantity failed', error);
    }
  };

  const remove = async (lineId: string) => {
    try {
      const { removeCartLine } = await trackCartCall(() => removeLine({ input: { lineId } }));
      const failure = failureToast(removeCartLine, 'MutationRemoveCartLineSuccess', t('cart.line.removeFailed'));
      if (failure) toast(failure);
    } catch (error) {
      console.error('Removing a cart line failed', error);
    }
  };

  return (
    <ul className="cart-lines" aria-label={t('cart.lines.label')}>
      {data.lines.map((line) => {
        const title = line.variantLabel ? t('cart.line.titleWithVariant', { title: line.product.title, variant: line.variantLabel }) : line.product.title;
        return (
          <li key={line.id} className={line.available ? 'cart-line' : 'cart-line cart-line--unavailable'} aria-label={title}>
            {line.product.cover ? (
              <img className="cart-line__cover" src={line.product.cover.url} alt="" width={48} height={72} loading="lazy" />
            ) : (
              <span className="cart-line__cover" aria-hidden="true" />
            )}
            <div className="cart-line__body">
              <Link to={line.product.path}>{title}</Link>
              <span className="cart-line__price">{t('cart.line.each', { price: formatMoney(line.unitPrice.amount, locale) })}</span>
              {!line.available && <span className="cart-line__warning">{t('cart.line.noLongerSold')}</span>}
            </div>
            {line.product.digital ? (
              <span className="cart-line__quantity">{t('cart.line.qtyOne')}</span>
            ) : (
              <label className="cart-line__quantity">
                <span className="visually-hidden">{t('cart.line.quantityOf', { title })}</span>
                <Select
                  className="cart-line__select"
                  value={line.quantity}
                  disabled={loading || !line.available}
                  onChange={(event) => void changeQuantity(line.id, Number(event.target.value))}
                >
                  {quantityOptions(line.maxQuantity, line.quantity).map((n) => (
                    <option key={n} value={n}>
                      {formatNumber(n, locale)}
                    </option>
                  ))}
                </Select>
              </label>
            )}
            <span className="cart-line__total">{formatMoney(line.lineTotal.amount, locale)}</span>
            <Button
              variant="ghost"
              size="sm"
              className="cart-line__remove"
              aria-label={t('cart.line.removeNamed', { title })}
              onClick={() => void remove(line.id)}
              disabled={loading}
            >
              {t('cart.line.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
