/**
 * The filter row above a staff list: a labelled bar (role="search" or "group") holding the search box
 * (ListSearchInput), labelled selects, date boxes and checkboxes (CheckboxField), all on the design system's controls.
 * The values live in the URL; these only draw them and report changes.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, Input, Select } from '../../components/ui/index.ts';
import './ListFilters.css';

interface FilterBarProps {
  /** The bar's accessible name, e.g. "Order filters". */
  label: string;
  /** search (default): it narrows a list; group: a set of inputs that belong together (a date range). */
  role?: 'search' | 'group';
  children: ReactNode;
}

/** The row of filters: wraps on narrow screens, each control at least 10rem wide. */
export function FilterBar({ label, role = 'search', children }: FilterBarProps) {
  return (
    <div className="list-filters" role={role} aria-label={label}>
      {children}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A labelled select of a filter row. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <FieldFrame label={label}>
      {({ id }) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

type FilterDateProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the date wrong (the message is the caller's, named by aria-describedby). */
  invalid?: boolean;
};

/** A labelled date box (yyyy-mm-dd) of a filter row. */
export function FilterDate({ label, value, onChange, invalid, ...input }: FilterDateProps) {
  return (
    <FieldFrame label={label}>
      {({ id }) => <Input {...input} id={id} type="date" value={value} invalid={invalid} onChange={(event) => onChange(event.target.value)} />}
    </FieldFrame>
  );
}
