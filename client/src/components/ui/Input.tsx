import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import './Input.css';

interface ControlStyle {
  /** Shown with the danger colour; also sets aria-invalid. */
  invalid?: boolean;
}

export type InputProps = ComponentPropsWithRef<'input'> & ControlStyle;

/**
 * A text-like input. Pick the keyboard with `type`/`inputMode`: `type="tel"` (or `inputMode="tel"`) for
 * phone numbers, `inputMode="numeric"` for codes, `inputMode="decimal"` for amounts.
 */
export function Input({ invalid, className, ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={clsx('ui-input', className)} {...props} />;
}

export type TextareaProps = ComponentPropsWithRef<'textarea'> & ControlStyle;

/** A multi-line text box (grows only vertically). */
export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} aria-invalid={invalid || undefined} className={clsx('ui-input', 'ui-textarea', className)} {...props} />;
}

export type SelectProps = ComponentPropsWithRef<'select'> & ControlStyle;

/**
 * A native <select>, styled: on phones it opens the system's own picker, which is what students
 * know and what screen readers handle best (see client/README.md, "Design system").
 */
export function Select({ invalid, className, ...props }: SelectProps) {
  return <select aria-invalid={invalid || undefined} className={clsx('ui-input', 'ui-select', className)} {...props} />;
}
