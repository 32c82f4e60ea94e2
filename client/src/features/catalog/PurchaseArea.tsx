/** GraphQL's ProductKind. */
export type PurchaseKind = 'BOOK' | 'EBOOK' | 'STATIONERY' | 'BUNDLE' | 'CONTENT';

export interface PurchaseAreaProps {
  /** The product's global id (what addToCart takes). */
  productId: string;
  kind: PurchaseKind;
  /** False when the product (or the chosen variant) cannot be bought now: out of stock. */
  available: boolean;
  /** The chosen StationeryVariant's id, for stationery sold in variants. */
  variantId?: string | null;
}

/**
 * The product page's place for buying: the add-to-cart button and quantity belong here. The cart
 * feature fills it in; until then it renders nothing.
 */
export function PurchaseArea(_props: PurchaseAreaProps): React.JSX.Element | null {
  return null;
}
