import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Called when the user asks to close (Escape, a click outside, the close button). */
  onClose?: () => void;
  /** False while the dialog must stay open: Escape and outside clicks are ignored and the close button is disabled. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: role="dialog" with aria-modal, named by its title and described by its
 * description; focus moves in, Tab cycles inside, and focus returns where it was on close.
 */
export function Dialog({ open, title, description, onClose, dismissible = true, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  }, [onClose, dismissible]);

  const requestClose = () => {
    if (latest.current.dismissible) latest.current.onClose?.();
  };

  useEffect(() => {
    if (!open || !panel.current) return;
    const container = panel.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose?.();
      } else if (event.key === 'Tab') {
        const focusable = focusableIn(container);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) {
          event.preventDefault();
          container.focus();
        } else if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="dialog-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {description && (
          <p className="dialog__description" id={descriptionId}>
            {description}
          </p>
        )}
        {children}
        <button type="button" className="dialog__close" aria-label="Close" disabled={!dismissible} onClick={requestClose}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
