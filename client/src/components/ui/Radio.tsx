import { clsx } from 'clsx';
import { RadioGroup as RadioPrimitive } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './Radio.css';

export type RadioGroupProps = ComponentPropsWithRef<typeof RadioPrimitive.Root>;

/** A group of radio buttons (Radix: arrow keys move between them, one tab stop); name it with aria-label or aria-labelledby. */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return <RadioPrimitive.Root className={clsx('ui-radio-group', className)} {...props} />;
}

export interface RadioProps extends Omit<ComponentPropsWithRef<typeof RadioPrimitive.Item>, 'children'> {
  /** The option's label, beside the circle. */
  label: ReactNode;
  /** A line under the label (e.g. the delivery charge). */
  description?: ReactNode;
}

/** One option of a <RadioGroup>, with its label (the whole row is the tap target). */
export function Radio({ label, description, className, ...props }: RadioProps) {
  const id = useId();
  return (
    <label className={clsx('ui-radio', className)}>
      <RadioPrimitive.Item
        className="ui-radio__control"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        {...props}
      >
        <RadioPrimitive.Indicator className="ui-radio__indicator" />
      </RadioPrimitive.Item>
      <span className="ui-radio__text">
        <span className="ui-radio__label" id={`${id}-label`}>
          {label}
        </span>
        {description && (
          <span className="ui-radio__description" id={`${id}-description`}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
