import { useState } from 'react';
import { peekPendingCartAdd } from './pending-cart-add.ts';
import './waiting-cart-item.css';

/**
 * On the sign-in and sign-up pages: the item a signed-out "Add to cart" left waiting (cover and
 * title), and that it goes into the cart as soon as the shopper has signed in or signed up.
 * Nothing when no add waits.
 */
export function WaitingCartItem() {
  const [intent] = useState(() => peekPendingCartAdd());
  if (!intent) return null;
  const title = intent.title ?? 'The item you chose';
  return (
    <section className="waiting-item" aria-label="Waiting for your cart">
      {intent.coverUrl ? (
        <img className="waiting-item__cover" src={intent.coverUrl} alt="" width={48} height={72} />
      ) : (
        <span className="waiting-item__cover waiting-item__cover--none" aria-hidden="true" />
      )}
      <p>
        <strong>{title}</strong> will be added to your cart after you sign in or create an account.
      </p>
    </section>
  );
}
