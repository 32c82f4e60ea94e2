import { clsx } from 'clsx';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import './Dialog.css';

interface OverlayPanelProps {
  /** Controlled: whether it shows. Leave out (with `trigger`) to let the trigger open it. */
  open?: boolean;
  /** Called with the new state whenever it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the user asks to close (Escape, a click outside, the close button). */
  onClose?: () => void;
  /** A button that opens it (rendered as is, e.g. <Button>Menu</Button>); focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Hides the title visually (it still names the panel for screen readers). */
  hideTitle?: boolean;
  /** False while it must stay open: Escape and outside clicks are ignored and the close button is disabled. */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

export type DialogProps = OverlayPanelProps & {
  /** md (default): at most 425 px wide (seed §9); lg: 40 rem for forms with two columns. */
  size?: 'md' | 'lg';
};

export type SheetProps = OverlayPanelProps & {
  /** The edge it slides in from: left (default, the menu), right, or bottom (a phone's action sheet). */
  side?: 'left' | 'right' | 'bottom';
};

/**
 * Stops the page behind a modal from scrolling, and keeps its width where a scroll bar disappears.
 * (Radix's Dialog.Overlay would do this by inserting a <style> element, which the shop's
 * Content-Security-Policy, style-src 'self', refuses; styles set from script are allowed.)
 */
function ScrollLock() {
  useEffect(() => {
    const { documentElement: html, body } = document;
    const gap = window.innerWidth - html.clientWidth;
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    html.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    return () => {
      html.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, []);
  return null;
}

function OverlayPanel({
  open,
  onOpenChange,
  onClose,
  trigger,
  title,
  description,
  hideTitle,
  dismissible = true,
  className,
  children,
  panelClassName,
}: OverlayPanelProps & { panelClassName: string }) {
  const t = useT();
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix gives the focus back to its trigger; a dialog opened another way gives it back to what had it.
  const focusedBeforeOpening = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) onClose?.();
      }}
    >
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        {/* The panel inside its overlay: a click on the overlay is a click outside, and a tall panel scrolls within it. */}
        {/* Radix sets pointer-events: none on <body> while a modal is open; the overlay takes the clicks outside. */}
        <div className="ui-overlay" style={{ pointerEvents: 'auto' }}>
          <ScrollLock />
          <DialogPrimitive.Content
            className={clsx('ui-panel', panelClassName, className)}
            // Without a description, no aria-describedby (Radix would otherwise point at a missing element).
            {...(description ? {} : { 'aria-describedby': undefined })}
            aria-modal="true"
            onOpenAutoFocus={() => {
              focusedBeforeOpening.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (trigger) return;
              event.preventDefault();
              if (focusedBeforeOpening.current?.isConnected) focusedBeforeOpening.current.focus();
            }}
            onEscapeKeyDown={keepOpen}
            onPointerDownOutside={keepOpen}
            onInteractOutside={keepOpen}
          >
            <DialogPrimitive.Title className={clsx('ui-panel__title', hideTitle && 'ui-visually-hidden')}>{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="ui-panel__description">{description}</DialogPrimitive.Description>}
            {children}
            <DialogPrimitive.Close className="ui-panel__close" aria-label={t('shell.close')} disabled={!dismissible}>
              <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * A modal dialog (Radix Dialog): role="dialog" with aria-modal, named by its title and described by its
 * description; the focus moves in and stays inside, Escape or a click outside closes it (unless it is
 * not dismissible), and the focus returns where it was. At most 425 px wide from small screens up.
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return <OverlayPanel {...props} panelClassName={clsx('ui-dialog', size === 'lg' && 'ui-dialog--lg')} />;
}

/** A panel that slides in from an edge (the phone menu, filters): a modal dialog like <Dialog>. */
export function Sheet({ side = 'left', ...props }: SheetProps) {
  return <OverlayPanel {...props} panelClassName={clsx('ui-sheet', `ui-sheet--${side}`)} />;
}

/** Wraps a button inside a Dialog or Sheet so that pressing it also closes the panel (e.g. Cancel). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

/** The buttons at the bottom of a dialog, the main one last (first on phones, where they stack). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-panel__actions">{children}</div>;
}
