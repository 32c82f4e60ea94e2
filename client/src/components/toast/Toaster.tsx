import { ToastView, ToastViewport } from '../ui/Toast.tsx';
import { useToast } from './toast-store.ts';

/** Renders the open toasts (one at a time: toast-store.ts); place it once in every layout. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastViewport>
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastView key={t.id} title={t.title} description={t.description} variant={t.variant} onClose={() => dismiss(t.id)} />
        ))}
    </ToastViewport>
  );
}
