import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CartLineList_cart$key } from '../../__generated__/CartLineList_cart.graphql.ts';
import type { CartLineListQuantityMutation } from '../../__generated__/CartLineListQuantityMutation.graphql.ts';
import type { CartLineListRemoveMutation } from '../../__generated__/CartLineListRemoveMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, Select } from '../../components/ui/index.ts';
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
            formatted
          }
          lineTotal {
            formatted
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

  const changeQuantity = async (lineId: string, quantity: number) => {
    try {
      const { updateCartLineQuantity } = await trackCartCall(() => setQuantity({ input: { lineId, quantity } }));
      const failure = failureToast(updateCartLineQuantity, 'MutationUpdateCartLineQuantitySuccess', 'Could not change the quantity');
      if (failure) toast(failure);
    } catch (error) {
      console.error('Changing the quantity failed', error);
    }
  };

  const remove = async (lineId: string) => {
    try {
      const { removeCartLine } = await trackCartCall(() => removeLine({ input: { lineId } }));
      const failure = failureToast(removeCartLine, 'MutationRemoveCartLineSuccess', 'Could not remove the item');
      if (failure) toast(failure);
    } catch (error) {
      console.error('Removing a cart line failed', error);
    }
  };

  return (
    <ul className="cart-lines" aria-label="Items in your cart">
      {data.lines.map((line) => {
        const title = line.variantLabel ? `${line.product.title} (${line.variantLabel})` : line.product.title;
        return (
          <li key={line.id} className={line.available ? 'cart-line' : 'cart-line cart-line--unavailable'} aria-label={title}>
            {line.product.cover ? (
              <img className="cart-line__cover" src={line.product.cover.url} alt="" width={48} height={72} loading="lazy" />
            ) : (
              <span className="cart-line__cover" aria-hidden="true" />
            )}
            <div className="cart-line__body">
              <Link to={line.product.path}>{title}</Link>
              <span className="cart-line__price">{line.unitPrice.formatted} each</span>
              {!line.available && <span className="cart-line__warning">No longer sold: remove it to continue.</span>}
            </div>
            {line.product.digital ? (
              <span className="cart-line__quantity">Qty 1</span>
            ) : (
              <label className="cart-line__quantity">
                <span className="visually-hidden">Quantity of {title}</span>
                <Select
                  className="cart-line__select"
                  value={line.quantity}
                  disabled={loading || !line.available}
                  onChange={(event) => void changeQuantity(line.id, Number(event.target.value))}
                >
                  {quantityOptions(line.maxQuantity, line.quantity).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </label>
            )}
            <span className="cart-line__total">{line.lineTotal.formatted}</span>
            <Button variant="ghost" size="sm" className="cart-line__remove" onClick={() => void remove(line.id)} disabled={loading}>
              Remove<span className="visually-hidden"> {title}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
