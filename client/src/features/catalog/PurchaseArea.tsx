import { AddToCartButton } from '../cart/AddToCartButton.tsx';

/** GraphQL's ProductKind. */
export type PurchaseKind = 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';

export interface PurchaseAreaProps {
  /** The product's global id (what addToCart takes). */
  productId: string;
  kind: PurchaseKind;
  /** Unit price in poisha. */
  price: number;
  /** False when the product (or the chosen variant) cannot be bought now: out of stock. */
  available: boolean;
  /** The chosen StationeryVariant's id, for stationery sold in variants. */
  variantId?: string | null;
}

const DIGITAL_NOTE: Partial<Record<PurchaseKind, string>> = {
  EBOOK: 'An ebook: read it in your library once paid. No delivery.',
  CONTENT: 'An online course: open it from your account once paid. No delivery.',
};

/** The product page's place for buying: one unit goes to the cart (digital goods are bought once). */
export function PurchaseArea({ productId, kind, price, available, variantId }: PurchaseAreaProps) {
  const note = DIGITAL_NOTE[kind];
  return (
    <div className="purchase-area">
      <AddToCartButton productId={productId} kind={kind} price={price} available={available} variantId={variantId} source="product-page" />
      {note && <p className="purchase-area__note">{note}</p>}
    </div>
  );
}
