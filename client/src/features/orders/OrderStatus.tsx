import { Badge, type BadgeTone } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { orderStatusText, statusTone } from './order-text.ts';

const TONES: Record<ReturnType<typeof statusTone>, BadgeTone> = { good: 'success', waiting: 'warning', over: 'neutral' };

/** An order's status as a badge, e.g. "On the way". */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={TONES[statusTone(status)]}>{orderStatusText(t, status)}</Badge>;
}
