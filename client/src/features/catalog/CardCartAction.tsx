import { buttonClassName, LinkButton } from '../../components/ui/index.ts';
import type { ProductCardData } from './ProductCard.tsx';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { useT } from '../../i18n/i18n.ts';

/**
 * A product card's cart action: add one to the cart, or, for stationery sold in several variants,
 * a link to its page to choose one first.
 */
export function CardCartAction({ product }: { product: ProductCardData }) {
  const t = useT();
  if (product.kind === 'STATIONERY' && (product.variants?.length ?? 0) > 1) {
    return (
      <LinkButton to={product.path} variant="outline" block aria-label={t('catalogue.card.optionsFor', { title: product.title })}>
        {t('catalogue.card.options')}
      </LinkButton>
    );
  }
  return (
    <AddToCartButton
      productId={product.id}
      kind={product.kind}
      price={product.price.amount}
      available={product.inStock}
      source="product-list"
      productTitle={product.title}
      waiting={{ title: product.title, coverUrl: product.cover?.url ?? null }}
      className={buttonClassName({ variant: 'primary', block: true })}
    />
  );
}
