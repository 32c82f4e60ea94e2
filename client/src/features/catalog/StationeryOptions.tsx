import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StationeryOptions_stationery$key } from '../../__generated__/StationeryOptions_stationery.graphql.ts';
import { Radio, RadioGroup } from '../../components/ui/index.ts';
import { useT, type MessageValues, type MessageId } from '../../i18n/i18n.ts';
import { LOW_STOCK } from './ProductHero.tsx';
import { PurchaseArea } from './PurchaseArea.tsx';

function variantStock(stock: number, inStock: boolean, t: (id: MessageId, values?: MessageValues) => string): string {
  if (!inStock) return t('product.variant.out');
  return stock <= LOW_STOCK ? t('product.variant.low', { count: stock }) : t('product.variant.in');
}

/**
 * The purchase area of a stationery item: when it comes in variants (colour, ruling …), first the choice
 * of one, with each variant's stock (sold-out ones cannot be chosen); the chosen variant goes to the cart.
 */
export function StationeryOptions({ stationery }: { stationery: StationeryOptions_stationery$key }) {
  const data = useFragment(
    graphql`
      fragment StationeryOptions_stationery on Stationery {
        id
        title
        cover {
          url
        }
        inStock
        price {
          amount
        }
        variants {
          id
          label
          stock
          inStock
        }
      }
    `,
    stationery,
  );
  const t = useT();
  const [chosenId, setChosenId] = useState(() => data.variants.find((variant) => variant.inStock)?.id ?? null);
  const name = useId();
  const chosen = data.variants.find((variant) => variant.id === chosenId) ?? null;
  const hasVariants = data.variants.length > 0;
  return (
    <>
      {hasVariants && (
        <div className="variant-choice">
          <p className="variant-choice__legend" id={`${name}-legend`}>
            {t('product.variant.choose')}
          </p>
          <RadioGroup aria-labelledby={`${name}-legend`} value={chosenId ?? ''} onValueChange={setChosenId}>
            {data.variants.map((variant) => (
              <Radio
                key={variant.id}
                value={variant.id}
                disabled={!variant.inStock}
                label={variant.label}
                description={variantStock(variant.stock, variant.inStock, t)}
              />
            ))}
          </RadioGroup>
        </div>
      )}
      <PurchaseArea
        productId={data.id}
        kind="STATIONERY"
        price={data.price.amount}
        variantId={chosen?.id ?? null}
        available={hasVariants ? Boolean(chosen?.inStock) : data.inStock}
        waiting={{ title: chosen ? `${data.title} (${chosen.label})` : data.title, coverUrl: data.cover?.url ?? null }}
      />
    </>
  );
}
