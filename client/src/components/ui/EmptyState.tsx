import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  /** What is (not) there, e.g. "Your cart is empty". */
  title: ReactNode;
  /** A sentence on why, or what to do. */
  description?: ReactNode;
  /** The next step: a <LinkButton> or <Button> (e.g. "Browse books", "Try again"). */
  action?: ReactNode;
  /** A decorative picture above the title (hidden from screen readers). */
  icon?: ReactNode;
  /** The title's element: h2 (default) under a page's h1, h3 inside a section, p where no heading fits. */
  titleAs?: 'h2' | 'h3' | 'p';
  /** error: something failed (danger-coloured title); neutral: nothing to show. */
  tone?: 'neutral' | 'error';
  className?: string;
}

/** An empty list or a failed load, always with a next step where there is one. */
export function EmptyState({ title, description, action, icon, titleAs: Title = 'h2', tone = 'neutral', className }: EmptyStateProps) {
  return (
    <div className={clsx('ui-empty-state', tone === 'error' && 'ui-empty-state--error', className)}>
      {icon && (
        <div className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="ui-empty-state__title">{title}</Title>
      {description && <p className="ui-empty-state__description">{description}</p>}
      {action && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}
