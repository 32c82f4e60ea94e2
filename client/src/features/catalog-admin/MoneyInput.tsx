import type { ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import { FieldFrame } from './fields.tsx';

type MoneyInputProps = FieldProps & { label: string; hint?: ReactNode };

/**
 * An amount in Taka (৳ shown before the box); the form's schema turns the text into poisha with
 * `parseTaka` (money.ts), so "1,250" and "249.50" both work.
 */
export function MoneyInput({ label, error, hint, ...input }: MoneyInputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <span className="money-input">
          <span className="money-input__currency" aria-hidden="true">
            ৳
          </span>
          <input
            {...input}
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field__control money-input__control"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </span>
      )}
    </FieldFrame>
  );
}
