import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ToastView, ToastViewport } from '../ui/Toast.tsx';
import { useToast } from './toast-store.ts';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Renders the open toasts (one at a time: toast-store.ts); place it once in every layout. A toast
 * that would cover the element it is about (the button that added to the cart, low on a phone's
 * screen) shows at the top instead. F8 takes the keyboard to the toast's action (or its Close), as in
 * the usual toast libraries; the toast is announced politely and never takes the focus by itself.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const open = toasts.filter((t) => t.open);
  const viewport = useRef<HTMLElement>(null);
  const [topId, setTopId] = useState<string | null>(null);
  const current = open[0] ?? null;

  // Measured before the paint: the toast first laid out at the bottom moves to the top when it would cover its element there.
  useLayoutEffect(() => {
    if (!current?.avoid || !viewport.current || topId === current.id) return;
    const shown = viewport.current.querySelector('.ui-toast');
    if (shown && current.avoid.isConnected && overlaps(shown.getBoundingClientRect(), current.avoid.getBoundingClientRect())) setTopId(current.id);
  }, [current, topId]);

  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = viewport.current?.querySelector<HTMLElement>('.ui-toast__action a, .ui-toast__action button, .ui-toast__close');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current]);

  return (
    <ToastViewport ref={viewport} place={current && topId === current.id ? 'top' : 'bottom'}>
      {open.map((t) => (
        <ToastView
          key={t.id}
          title={t.title}
          description={t.description}
          variant={t.variant}
          action={
            t.action && (
              <Link to={t.action.to} onClick={() => dismiss(t.id)}>
                {t.action.label}
              </Link>
            )
          }
          onClose={() => dismiss(t.id)}
        />
      ))}
    </ToastViewport>
  );
}
