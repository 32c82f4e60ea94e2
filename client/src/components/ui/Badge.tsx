import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import './Badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  /** neutral (default): a plain label; primary: the shop's colour; success/warning/danger: a state. */
  tone?: BadgeTone;
  /** solid: filled with the tone (for a label over a cover image); soft (default): a tint. */
  appearance?: 'soft' | 'solid';
};

/** A short label: a product's kind, "In stock", "−20%", an order's status. */
export function Badge({ tone = 'neutral', appearance = 'soft', className, ...props }: BadgeProps) {
  return <span className={clsx('ui-badge', `ui-badge--${tone}`, appearance === 'solid' && 'ui-badge--solid', className)} {...props} />;
}
