import { Badge, type BadgeTone } from '../../components/ui/index.ts';
import { orderStatusText, statusTone } from './order-text.ts';

const TONES: Record<ReturnType<typeof statusTone>, BadgeTone> = { good: 'success', waiting: 'warning', over: 'neutral' };

/** An order's status as a badge, e.g. "On the way". */
export function OrderStatus({ status }: { status: string }) {
  return <Badge tone={TONES[statusTone(status)]}>{orderStatusText(status)}</Badge>;
}
