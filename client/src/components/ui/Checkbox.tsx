import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';
import './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  /** Controlled state; 'indeterminate' shows the dash (the input's `indeterminate` property, so aria-checked="mixed"). */
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** The new state after a click or Space: always a boolean (an indeterminate box becomes checked). */
  onCheckedChange?: (checked: boolean) => void;
  /** Shown with the danger border; also sets aria-invalid. */
  invalid?: boolean;
};

/**
 * A checkbox: a native <input type="checkbox"> (Space toggles it, a `name` takes part in a <form>), drawn
 * by CSS with the mark on top. Name it with a <label htmlFor> or aria-label; `onCheckedChange` gets the new
 * state. `ref` is the input's; `className` goes on the box around it.
 */
export function Checkbox({ invalid, className, checked, defaultChecked, onCheckedChange, ref, ...props }: CheckboxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const controlled = checked !== undefined;
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      const cleanup = typeof ref === 'function' ? ref(element) : ref ? void (ref.current = element) : undefined;
      return () => {
        input.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  // `indeterminate` is a property, not an attribute: set it on every render of a controlled box (a click clears it).
  useLayoutEffect(() => {
    if (controlled && input.current) input.current.indeterminate = checked === 'indeterminate';
  });
  const initiallyIndeterminate = useRef(!controlled && defaultChecked === 'indeterminate');
  useLayoutEffect(() => {
    if (initiallyIndeterminate.current && input.current) input.current.indeterminate = true;
  }, []);
  return (
    <span className={clsx('ui-checkbox', className)}>
      <input
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={invalid || undefined}
        checked={controlled ? checked === true : undefined}
        defaultChecked={controlled ? undefined : defaultChecked === true}
        onChange={(event) => {
          onCheckedChange?.(event.currentTarget.checked);
          // An owner that keeps the state as it was does not render again: put the dash back.
          if (controlled) event.currentTarget.indeterminate = checked === 'indeterminate';
        }}
        ref={setRef}
        {...props}
      />
      <svg className="ui-checkbox__mark" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path className="ui-checkbox__check" d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <path className="ui-checkbox__dash" d="M3.5 8h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  );
}
