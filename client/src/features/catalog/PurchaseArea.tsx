import { useEffect, useRef, useState } from 'react';
import { buttonClassName, LinkButton, Price } from '../../components/ui/index.ts';
import { useT, type MessageId } from '../../i18n/i18n.ts';
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
  /** Named on the sign-in page while a signed-out shopper's add waits. */
  waiting?: { title: string; coverUrl: string | null };
}

const DIGITAL_NOTE: Partial<Record<PurchaseKind, MessageId>> = {
  EBOOK: 'product.note.EBOOK',
  CONTENT: 'product.note.CONTENT',
};

/**
 * Whether `element` is off the screen, once the browser can tell (IntersectionObserver); false
 * until then, and where there is no IntersectionObserver.
 */
function useOffScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOffScreen(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return offScreen;
}

/**
 * The product page's place for buying: one unit goes to the cart (digital goods are bought once).
 * On phones, while this area is scrolled out of view, a bar along the bottom of the screen keeps the
 * price and the same add-to-cart button (with the same chosen variant) within reach; wider screens
 * never show the bar.
 */
export function PurchaseArea({ productId, kind, price, available, variantId, waiting }: PurchaseAreaProps) {
  const t = useT();
  const note = DIGITAL_NOTE[kind];
  const area = useRef<HTMLDivElement>(null);
  const showBar = useOffScreen(area);
  const button = (
    <AddToCartButton
      productId={productId}
      kind={kind}
      price={price}
      available={available}
      variantId={variantId}
      source="product-page"
      waiting={waiting}
      className={buttonClassName({ variant: 'primary', size: 'lg' })}
    />
  );
  return (
    <div className="purchase-area" ref={area}>
      {button}
      {note && <p className="purchase-area__note">{t(note)}</p>}
      {showBar && (
        <div className="purchase-bar" role="region" aria-label={t('product.buy')}>
          <Price amount={price} size="lg" />
          {button}
        </div>
      )}
    </div>
  );
}

/** The course's lessons on its own page (CourseOutline's section). */
export const COURSE_LESSONS_ANCHOR = 'course-outline';

/**
 * What an owner sees instead of the purchase area: the ebook's reader or the course's lessons;
 * an owned ebook or course is never offered again.
 */
export function OwnedArea({ kind, slug }: { kind: string; slug: string }) {
  const t = useT();
  const ebook = kind === 'EBOOK';
  return (
    <div className="purchase-area purchase-area--owned">
      <LinkButton to={ebook ? `/ebook/${slug}/read` : `#${COURSE_LESSONS_ANCHOR}`} variant="primary" size="lg">
        {ebook ? t('product.readNow') : t('product.openCourse')}
      </LinkButton>
      <p className="purchase-area__note">{ebook ? t('product.owned.ebook') : t('product.owned.course')}</p>
    </div>
  );
}

/**
 * The purchase area while the per-user query says whether the viewer owns the product: a blank
 * button-sized shape and note line, so neither "Add to cart" nor "Read now" shows before it is known
 * and nothing below moves when the answer comes.
 */
export function PurchasePending() {
  return (
    <div className="purchase-area purchase-area--pending" aria-busy="true" data-testid="purchase-pending">
      <span className={buttonClassName({ variant: 'primary', size: 'lg' }, 'purchase-area__placeholder')} aria-hidden="true">
        {'\u00a0'}
      </span>
      <p className="purchase-area__note" aria-hidden="true">
        {'\u00a0'}
      </p>
    </div>
  );
}
