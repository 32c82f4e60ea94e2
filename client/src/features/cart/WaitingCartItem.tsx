import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { peekPendingCartAdd } from './pending-cart-add.ts';
import './waiting-cart-item.css';

/**
 * On the sign-in and sign-up pages: the item a signed-out "Add to cart" left waiting (cover and
 * title), and that it goes into the cart as soon as the shopper has signed in or signed up.
 * Nothing when no add waits.
 */
export function WaitingCartItem() {
  const [intent] = useState(() => peekPendingCartAdd());
  const t = useT();
  const rich = useRichT();
  if (!intent) return null;
  const title = intent.title ?? t('cart.waiting.someItem');
  return (
    <section className="waiting-item" aria-label={t('cart.waiting.label')}>
      {intent.coverUrl ? (
        <img className="waiting-item__cover" src={intent.coverUrl} alt="" width={48} height={72} />
      ) : (
        <span className="waiting-item__cover waiting-item__cover--none" aria-hidden="true" />
      )}
      <p>{rich('cart.waiting.body', {}, { title: <strong>{title}</strong> })}</p>
    </section>
  );
}
