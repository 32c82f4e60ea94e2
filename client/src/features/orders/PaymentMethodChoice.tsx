import type { PaymentMethod } from '../../__generated__/CheckoutPageQuery.graphql.ts';
import { Radio, RadioGroup } from '../../components/ui/index.ts';
import { useT, type MessageId } from '../../i18n/i18n.ts';
import { paymentMethodText } from './order-text.ts';
import './orders.css';

const METHOD_HINT: Partial<Record<PaymentMethod, MessageId>> = {
  COD: 'checkout.method.hint.COD',
  SSLCOMMERZ: 'checkout.method.hint.SSLCOMMERZ',
  BKASH: 'checkout.method.hint.BKASH',
};

interface PaymentMethodChoiceProps {
  /** The methods this order may be paid with. */
  methods: readonly PaymentMethod[];
  /** Methods listed but not offered for this order, with why (e.g. under the gateway's minimum): shown disabled. */
  unavailable?: ReadonlyMap<PaymentMethod, string>;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  /** Cash on delivery is on offer but not for this order (nothing is delivered): say why it is missing. */
  codLeftOut: boolean;
  error: string | null;
  /** The order has goods to deliver and also ebooks or courses. */
  mixed?: boolean;
  /** A coupon covers the whole total: no payment is taken. */
  nothingToPay?: boolean;
}

/** Checkout's "Payment method" radio group, each method with a line on how it is paid. */
export function PaymentMethodChoice({ methods, unavailable = new Map(), chosen, onChoose, codLeftOut, error, mixed = false, nothingToPay = false }: PaymentMethodChoiceProps) {
  const t = useT();
  const hint = (option: PaymentMethod) => {
    const id = METHOD_HINT[option];
    return id ? t(id) : undefined;
  };
  return (
    <div className="payment-methods">
      <p className="payment-methods__title" id="payment-method-title">
        {t('checkout.method.title')}
      </p>
      <RadioGroup
        aria-labelledby="payment-method-title"
        aria-describedby={error ? 'payment-method-error' : undefined}
        value={chosen ?? ''}
        onValueChange={(value) => onChoose(value as PaymentMethod)}
      >
        {methods.map((option) => (
          <Radio
            key={option}
            value={option}
            label={paymentMethodText(t, option)}
            description={unavailable.get(option) ?? hint(option)}
            disabled={unavailable.has(option)}
          />
        ))}
      </RadioGroup>
      {methods.every((option) => unavailable.has(option)) && <p>{t('checkout.method.none')}</p>}
      <div className="payment-methods__why">
        {nothingToPay ? (
          <p>{t('checkout.method.nothingToPay')}</p>
        ) : codLeftOut ? (
          <p>{t('checkout.method.codLeftOut')}</p>
        ) : methods.includes('COD') ? (
          <p>{t('checkout.method.codOffered')}</p>
        ) : null}
        {mixed && !nothingToPay && methods.includes('COD') && (
          <p>{t('checkout.method.mixed')}</p>
        )}
      </div>
      <p className="ui-field__error" id="payment-method-error">
        {error}
      </p>
    </div>
  );
}
