import { useState } from 'react';
import { Button, FormError } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useStartPayment } from './use-start-payment.ts';

/** "Pay now" for an unpaid online order: opens a payment and sends the browser to the gateway; says why when it cannot. */
export function PayOrderButton({ orderId, label }: { orderId: string; label?: string }) {
  const t = useT();
  const [start, inFlight] = useStartPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setFailure(null);
    try {
      setFailure(await start(orderId));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <div className="pay-order">
      <Button variant="primary" onClick={pay} disabled={inFlight}>
        {inFlight ? t('orders.pay.opening') : (label ?? t('orders.pay.now'))}
      </Button>
      <FormError message={failure} />
    </div>
  );
}
