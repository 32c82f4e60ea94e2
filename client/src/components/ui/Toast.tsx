import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import './Toast.css';

export interface ToastViewProps {
  title?: ReactNode;
  description?: ReactNode;
  /** destructive: an error (role="alert", announced at once); default: a notice (role="status"). */
  variant?: 'default' | 'destructive';
  /** A link or button the toast offers ("View cart"), after the text. */
  action?: ReactNode;
  onClose: () => void;
}

/** One toast as shown; components/toast/Toaster.tsx renders the toast store's (one at a time, seed §4) with it. */
export function ToastView({ title, description, variant = 'default', action, onClose }: ToastViewProps) {
  const t = useT();
  const destructive = variant === 'destructive';
  return (
    <div role={destructive ? 'alert' : 'status'} aria-atomic="true" className={clsx('ui-toast', destructive && 'ui-toast--destructive')}>
      <div className="ui-toast__body">
        {title && <div className="ui-toast__title">{title}</div>}
        {description && <div className="ui-toast__description">{description}</div>}
      </div>
      {action && <div className="ui-toast__action">{action}</div>}
      <button type="button" className="ui-toast__close" aria-label={t('shell.close')} onClick={onClose}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where toasts show: bottom-right on wide screens, the full width at the bottom on phones (above a
 * product page's bottom bar); `place="top"` puts them at the top, when the bottom would cover what the
 * toast is about.
 */
export const ToastViewport = forwardRef<HTMLElement, { children: ReactNode; place?: 'top' | 'bottom' }>(function ToastViewport({ children, place = 'bottom' }, ref) {
  const t = useT();
  return (
    // aria-live keeps the region readable while a modal dialog hides the rest of the page (Radix
    // leaves live regions out of its aria-hidden), so a toast about the dialog's form is heard.
    // tabIndex -1: F8 brings the keyboard here (components/toast/Toaster.tsx).
    <section ref={ref} className={clsx('ui-toast-viewport', place === 'top' && 'ui-toast-viewport--top')} aria-label={t('shell.notifications')} aria-live="polite" tabIndex={-1}>
      {children}
    </section>
  );
});
