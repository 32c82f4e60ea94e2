import { orderStatusText, statusTone } from './order-text.ts';
import './orders.css';

/** An order's status as a labelled pill, e.g. "On the way". */
export function OrderStatus({ status }: { status: string }) {
  return <span className={`order-status order-status--${statusTone(status)}`}>{orderStatusText(status)}</span>;
}
