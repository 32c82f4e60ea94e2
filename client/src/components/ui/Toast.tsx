import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './Toast.css';

export interface ToastViewProps {
  title?: ReactNode;
  description?: ReactNode;
  /** destructive: an error (role="alert", announced at once); default: a notice (role="status"). */
  variant?: 'default' | 'destructive';
  onClose: () => void;
}

/** One toast as shown; components/toast/Toaster.tsx renders the toast store's (one at a time, seed §4) with it. */
export function ToastView({ title, description, variant = 'default', onClose }: ToastViewProps) {
  const destructive = variant === 'destructive';
  return (
    <div role={destructive ? 'alert' : 'status'} aria-atomic="true" className={clsx('ui-toast', destructive && 'ui-toast--destructive')}>
      <div className="ui-toast__body">
        {title && <div className="ui-toast__title">{title}</div>}
        {description && <div className="ui-toast__description">{description}</div>}
      </div>
      <button type="button" className="ui-toast__close" aria-label="Close" onClick={onClose}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Where toasts show: bottom-right on wide screens, the full width at the bottom on phones. */
export function ToastViewport({ children }: { children: ReactNode }) {
  return (
    // aria-live keeps the region readable while a modal dialog hides the rest of the page (Radix
    // leaves live regions out of its aria-hidden), so a toast about the dialog's form is heard.
    <section className="ui-toast-viewport" aria-label="Notifications" aria-live="polite">
      {children}
    </section>
  );
}
