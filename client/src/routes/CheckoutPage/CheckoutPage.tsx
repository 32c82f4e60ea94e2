import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { CheckoutPageQuery, PaymentMethod } from '../../__generated__/CheckoutPageQuery.graphql.ts';
import type { CheckoutPagePlaceOrderMutation } from '../../__generated__/CheckoutPagePlaceOrderMutation.graphql.ts';
import type { DeliveryDetails } from '#shared/address-forms.ts';
import { deliveryPlaceOf, findDistrict } from '#shared/districts.ts';
import { Button, CheckboxField, EmptyState, FormError, LinkButton, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { CartSummary } from '../../features/cart/CartSummary.tsx';
import { checkoutBlocker } from '../../features/cart/checkout-blocker.ts';
import { useChooseDeliveryPlace } from '../../features/cart/DeliveryPlacePicker.tsx';
import { DistrictField } from '../../features/addresses/DistrictField.tsx';
import { SavedAddressPicker } from '../../features/addresses/SavedAddressPicker.tsx';
import { useCheckoutAddress } from '../../features/addresses/use-checkout-address.ts';
import { PaymentMethodChoice } from '../../features/orders/PaymentMethodChoice.tsx';
import { PlaceOrderRefusal } from '../../features/orders/place-order-refusal.tsx';
import { useStartPayment } from '../../features/orders/use-start-payment.ts';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
import { DELIVERY_PLACE_NAMES } from '../../features/cart/DeliveryPlacePicker.tsx';
import { translatedField } from '../../features/addresses/address-messages.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { usePageHead } from '../../lib/head.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { DeliveryPlaceValue } from '../../lib/delivery-places.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import '../../features/cart/cart-page.css';
import '../../features/orders/orders.css';

const query = graphql`
  query CheckoutPageQuery {
    viewer {
      ...useCheckoutAddress_user
    }
    checkoutPaymentMethods
    cart {
      lines {
        id
        available
        quantity
        variantLabel
        product {
          title
          kind
        }
        lineTotal {
          amount
        }
      }
      needsDelivery
      deliveryPlace
      netPrice {
        amount
      }
      paymentMethods {
        method
        available
        unavailableReason
      }
      ...CartSummary_cart
    }
  }
`;

const placeOrderMutation = graphql`
  mutation CheckoutPagePlaceOrderMutation($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on MutationPlaceOrderSuccess {
        order {
          id
          number
          paymentMethod
          status
          paymentStatus
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on PriceChangedError {
        message
        expectedTotal {
          amount
        }
        newTotal {
          amount
        }
      }
      ... on OutOfStockError {
        message
        productTitle
        available
        requested
      }
      ... on IdempotencyKeyReusedError {
        message
        orderNumber
      }
      ... on CouponInvalidError {
        message
      }
      ... on PaymentMethodUnavailableError {
        message
      }
      ... on AlreadyOwnedError {
        message
      }
      ... on AwaitingPaymentError {
        message
        orderNumber
      }
    }
  }
`;

// After an order the server's cart is empty: refresh every cart view (badge, summary) from it.
const cartRefreshQuery = graphql`
  query CheckoutPageCartRefreshQuery {
    cart {
      ...cartRefresh_cart
    }
  }
`;

export const loader = queryLoader<CheckoutPageQuery>(query, undefined, 'network-only');

/** A failure the page explains above the button, with what to do about it. */
interface Problem {
  message: ReactNode;
}

/**
 * /cart/checkout: who and where (validated on blur and change; a saved address can fill it, what is
 * typed is kept while the customer looks elsewhere, and the address can be saved to the profile),
 * how to pay, and the order summary.
 * Placing sends the total the shopper saw and one idempotency key per visit, so a double click or a
 * retry returns the same order. Cash on delivery goes to /orders; online methods go to the gateway.
 */
export function Component() {
  const { viewer, cart, checkoutPaymentMethods } = useRouteQuery<CheckoutPageQuery>(query);
  const t = useT();
  const locale = useLocale();
  usePageHead({ title: t('checkout.page.title') });
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  // One key for the life of this page: a repeat of the same request returns the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const needsDelivery = cart?.needsDelivery ?? true;
  const { form, addresses, choose, keep, setKeep, afterOrder } = useCheckoutAddress(viewer, needsDelivery);
  const methods = useMemo(
    () => checkoutPaymentMethods.filter((method) => method !== 'COD' || needsDelivery),
    [checkoutPaymentMethods, needsDelivery],
  );
  // Methods that cannot take this total (SSLCommerz under ৳10): listed, but disabled with the server's reason.
  const cartMethods = cart?.paymentMethods;
  const unavailable = useMemo(
    () => new Map((cartMethods ?? []).filter((option) => !option.available).map((option) => [option.method, option.unavailableReason ?? t('checkout.methodUnavailable')])),
    [cartMethods, t],
  );
  const payable = useMemo(() => methods.filter((option) => !unavailable.has(option)), [methods, unavailable]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen && payable.includes(chosen) ? chosen : (payable[0] ?? null);
  const [methodError, setMethodError] = useState<string | null>(null);
  // Set when the server says the total changed: the shopper confirms the new one by placing again.
  const [confirmed, setConfirmed] = useState<{ amount: number } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placeOrder] = useMutationPromise<CheckoutPagePlaceOrderMutation>(placeOrderMutation);
  const [startPayment] = useStartPayment();
  // The delivery place follows from the district; the cart is re-priced for it as soon as it changes.
  const district = findDistrict(form.values.district);
  const place = needsDelivery && district ? deliveryPlaceOf(district) : null;
  // While the cart is being re-priced the total on the button is not the one the order will have: placing waits.
  const { choose: chooseDeliveryPlace, pending: repricing } = useChooseDeliveryPlace();
  const cartPlace = cart?.deliveryPlace ?? null;
  // Asked once per place, so a refusal (shown as a toast) is not retried on every render.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!place || place === cartPlace || asked.current === place) return;
    asked.current = place;
    void chooseDeliveryPlace(place);
  });

  const { submitting, failure, onSubmit } = useFormSubmit(async () => {
    setProblem(null);
    setMethodError(null);
    const details = form.validate();
    if (!details || !cart) return;
    if (!method) {
      setMethodError(t('checkout.chooseMethod'));
      return;
    }
    const expectedNetPoisha = confirmed?.amount ?? cart.netPrice.amount;
    const where = details as Partial<DeliveryDetails>;
    const chosenDistrict = needsDelivery ? findDistrict(where.district) : null;
    const { placeOrder: result } = await placeOrder({
      input: {
        idempotencyKey,
        paymentMethod: method,
        deliveryPlace: chosenDistrict ? deliveryPlaceOf(chosenDistrict) : null,
        name: details.name,
        phone: details.phone,
        address: needsDelivery ? (where.address ?? null) : null,
        district: chosenDistrict?.name ?? null,
        expectedNetPoisha,
      },
    });
    switch (result.__typename) {
      case 'MutationPlaceOrderSuccess': {
        const { order } = result;
        void fetchQuery(environment, cartRefreshQuery, {}).toPromise().catch(() => undefined);
        const addressNote = await afterOrder({ ...where, name: details.name, phone: details.phone });
        const placedToast = (placed: string) => ({
          title: t('checkout.placed.title'),
          description: addressNote ? t('checkout.placed.withNote', { placed, note: addressNote }) : placed,
        });
        if (order.paymentStatus === 'PAID') {
          toast(placedToast(t('checkout.placed.free', { number: order.number })));
          navigate('/orders');
          return;
        }
        if (order.paymentMethod === 'COD') {
          toast(placedToast(t('checkout.placed.cod', { number: order.number })));
          // Its confirmation page: the number, what happens next, when it should arrive, the call that confirms it.
          navigate(`/orders/${encodeURIComponent(order.number)}/placed`);
          return;
        }
        let unpaid: string | null;
        try {
          unpaid = await startPayment(order.id);
        } catch (error) {
          unpaid = t('checkout.paymentNotStarted', { number: order.number, reason: errorMessage(error) });
        }
        if (unpaid) setProblem({ message: <OrderLink text={unpaid} /> });
        return;
      }
      case 'ValidationError': {
        const fields = Object.fromEntries(result.fields.map((f) => [f.field, f.message]));
        if (fields.paymentMethod) setMethodError(fields.paymentMethod);
        form.setErrors(fields);
        const elsewhere = result.fields.filter((f) => !['name', 'phone', 'address', 'district', 'paymentMethod'].includes(f.field));
        setProblem({ message: elsewhere.length ? elsewhere.map((f) => f.message).join(' ') : t('checkout.correctFields') });
        return;
      }
      case 'PriceChangedError':
        setConfirmed(result.newTotal);
        setProblem({
          message: t('checkout.priceChanged', {
            before: formatMoney(result.expectedTotal.amount, locale),
            after: formatMoney(result.newTotal.amount, locale),
          }),
        });
        return;
      case 'PaymentMethodUnavailableError':
        // The shop stopped offering the method since the page opened: nothing was held, choose again.
        setChosen(null);
        setMethodError(result.message);
        setProblem({ message: result.message });
        return;
      default:
        setProblem({ message: <PlaceOrderRefusal result={result} /> });
    }
  });

  if (!viewer || !cart) {
    return (
      <div className="checkout-page">
        <h1>{t('checkout.page.heading')}</h1>
        <SignInPrompt />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="checkout-page checkout-page--empty">
        <h1 className="visually-hidden">{t('checkout.page.heading')}</h1>
        <EmptyState
          title={t('cart.page.empty.title')}
          description={t('checkout.empty.body')}
          action={
            <LinkButton to="/" variant="primary">
              {t('cart.page.browse')}
            </LinkButton>
          }
        />
      </div>
    );
  }
  const blocker = checkoutBlocker(cart);
  const total = formatMoney(confirmed?.amount ?? cart.netPrice.amount, locale);
  const field = (name: Parameters<typeof form.field>[0]) => translatedField(t, form.field(name));

  return (
    <div className="checkout-page">
      <h1>{t('checkout.page.heading')}</h1>
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="delivery-details-heading">
        <h2 id="delivery-details-heading">{cart.needsDelivery ? t('checkout.details.delivery') : t('checkout.details.yours')}</h2>
        {cart.needsDelivery && <SavedAddressPicker addresses={addresses} values={form.values} onChoose={choose} />}
        <TextField label={t('checkout.field.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('checkout.field.phone')} inputMode="tel" autoComplete="tel" {...field('phone')} />
        {cart.needsDelivery && (
          <>
            <TextField label={t('checkout.field.address')} autoComplete="street-address" {...field('address')} />
            <DistrictField field={field('district')} onPick={(name) => form.commitValue('district', name)} hint={t('checkout.field.districtHint')} />
            <DeliveryPlaceFromDistrict district={district?.name ?? null} place={place} />
            <CheckboxField label={t('checkout.keep')} checked={keep} onChange={setKeep} />
          </>
        )}
        <PaymentMethodChoice
          methods={methods}
          unavailable={unavailable}
          chosen={method}
          onChoose={setChosen}
          codLeftOut={!cart.needsDelivery && checkoutPaymentMethods.includes('COD')}
          error={methodError}
          mixed={cart.needsDelivery && cart.lines.some((line) => line.product.kind === 'EBOOK' || line.product.kind === 'CONTENT')}
          nothingToPay={cart.netPrice.amount === 0 && !confirmed}
        />
        {blocker && <p className="cart-side__blocker">{t(blocker)}</p>}
        {problem && (
          <div className="form-error" role="alert">
            {problem.message}
          </div>
        )}
        <FormError message={failure} />
        <Button type="submit" variant="primary" size="lg" block disabled={blocker !== null || submitting || repricing || !method}>
          {submitting ? t('checkout.placing') : repricing ? t('checkout.repricing') : t(placeLabel(method, confirmed !== null), { total })}
        </Button>
      </form>
      <aside className="cart-side" aria-label={t('cart.summary.heading')}>
        <ul className="checkout-lines">
          {cart.lines.map((line) => (
            <li key={line.id}>
              {t(line.variantLabel ? 'checkout.lineWithVariant' : 'checkout.line', {
                quantity: formatNumber(line.quantity, locale),
                title: line.product.title,
                variant: line.variantLabel ?? '',
                total: formatMoney(line.lineTotal.amount, locale),
              })}
            </li>
          ))}
        </ul>
        <CartSummary cart={cart} />
        <Link to="/cart">{t('checkout.backToCart')}</Link>
      </aside>
    </div>
  );
}

/** The delivery place, read from the district (it cannot be chosen against it). */
function DeliveryPlaceFromDistrict({ district, place }: { district: string | null; place: DeliveryPlaceValue | null }) {
  const t = useT();
  const locale = useLocale();
  const found = district ? findDistrict(district) : null;
  // The district as the customer reads it: its Bangla name in Bangla.
  const districtName = found && locale === 'bn' ? found.bn : district;
  return (
    <div className="delivery-place" aria-live="polite">
      <p className="delivery-place__title">{t('cart.place.title')}</p>
      <p>
        {place && districtName
          ? t('checkout.place.fromDistrict', { place: t(DELIVERY_PLACE_NAMES[place]), district: districtName })
          : t('checkout.place.follows')}
      </p>
    </div>
  );
}

/** The place-order button's words (with `{total}`): paying now or on delivery, first time or after a changed total. */
function placeLabel(method: PaymentMethod | null, reconfirm: boolean): MessageId {
  const later = method === 'COD' || method === null;
  if (reconfirm) return later ? 'checkout.submit.reconfirmCod' : 'checkout.submit.reconfirmPay';
  return later ? 'checkout.submit.cod' : 'checkout.submit.pay';
}

/** A message about a saved order that could not be paid now, with the way to pay it later. */
function OrderLink({ text }: { text: string }) {
  const t = useT();
  const rich = useRichT();
  return <>{rich('checkout.textWithLink', { text }, { link: <Link to="/orders">{t('checkout.goToOrders')}</Link> })}</>;
}
