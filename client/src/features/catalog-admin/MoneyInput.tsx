import type { ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import { FieldFrame, Input } from '../../components/ui/index.ts';
import './MoneyInput.css';

type MoneyInputProps = FieldProps & {
  label: string;
  hint?: ReactNode;
  /** Names the box for screen readers only (e.g. in a table row whose headers say what it is). */
  hideLabel?: boolean;
};

/**
 * An amount in Taka (৳ shown before the box); the form's schema turns the text into poisha with
 * `parseTaka` (money.ts), so "1,250" and "249.50" both work.
 */
export function MoneyInput({ label, error, hint, hideLabel, ...input }: MoneyInputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {({ id, describedBy }) => (
        <span className="money-input">
          <span className="money-input__currency" aria-hidden="true">
            ৳
          </span>
          <Input
            {...input}
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="money-input__control"
            invalid={Boolean(error)}
            aria-describedby={describedBy}
          />
        </span>
      )}
    </FieldFrame>
  );
}
