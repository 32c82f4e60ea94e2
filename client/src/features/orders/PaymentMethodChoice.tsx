import type { PaymentMethod } from '../../__generated__/CheckoutPageQuery.graphql.ts';
import { Radio, RadioGroup } from '../../components/ui/index.ts';
import { paymentMethodText } from './order-text.ts';
import './orders.css';

const METHOD_HINT: Partial<Record<PaymentMethod, string>> = {
  COD: 'Pay in cash when the parcel arrives.',
  SSLCOMMERZ: 'Card, mobile banking or internet banking on the SSLCommerz page.',
  BKASH: 'Pay from your bKash account.',
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
  return (
    <div className="payment-methods">
      <p className="payment-methods__title" id="payment-method-title">
        Payment method
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
            label={paymentMethodText(option)}
            description={unavailable.get(option) ?? METHOD_HINT[option]}
            disabled={unavailable.has(option)}
          />
        ))}
      </RadioGroup>
      {methods.every((option) => unavailable.has(option)) && <p>No payment method is available right now. Please try again later.</p>}
      <div className="payment-methods__why">
        {nothingToPay ? (
          <p>Nothing to pay: your coupon covers the whole total. The order is placed at once, without a payment page.</p>
        ) : codLeftOut ? (
          <p>Cash on delivery is not offered for this order: it holds only ebooks or courses, and nothing is delivered to collect the cash. Pay online and read at once.</p>
        ) : methods.includes('COD') ? (
          <p>Cash on delivery is offered because this order has printed goods to deliver: the courier collects the money.</p>
        ) : null}
        {mixed && !nothingToPay && methods.includes('COD') && (
          <p>
            Your ebooks and courses open when they are paid: online at once, or with cash on delivery when the courier delivers the parcel
            and collects the money.
          </p>
        )}
      </div>
      <p className="ui-field__error" id="payment-method-error">
        {error}
      </p>
    </div>
  );
}
