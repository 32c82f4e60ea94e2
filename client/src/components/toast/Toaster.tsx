import { useToast, type Toast } from './toast-store.ts';

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      className={destructive ? 'toast toast--destructive' : 'toast'}
    >
      <div className="toast__body">
        {toast.title && <div className="toast__title">{toast.title}</div>}
        {toast.description && <div className="toast__description">{toast.description}</div>}
      </div>
      <button type="button" className="toast__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** Renders the open toasts; place it once in every layout. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    // aria-live keeps the region readable while a modal dialog hides the rest of the page (Radix
    // leaves live regions out of its aria-hidden), so a toast about the dialog's form is heard.
    <section className="toaster" aria-label="Notifications" aria-live="polite">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => dismiss(t.id)} />
        ))}
    </section>
  );
}
