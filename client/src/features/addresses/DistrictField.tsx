import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import { useId, useMemo, type ChangeEvent } from 'react';
import { districtLabel, findDistrict, searchDistricts, type District } from '#shared/districts.ts';
import { useT } from '../../i18n/i18n.ts';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import '../../components/ui/Input.css';
import '../../components/ui/Combobox.css';
import '../../components/ui/Field.css';

interface DistrictFieldProps {
  /** The form's `district` field (its value is what is typed, or the chosen district's English name). */
  field: FieldProps;
  /** Sets the value as a committed change (checked at once), when a district is picked from the list. */
  onPick: (name: string) => void;
  hint?: string;
}

/**
 * "District": a searchable list of Bangladesh's 64 districts (type English or Bangla, ↓/↑ and Enter
 * or a tap to choose; downshift's ARIA 1.2 combobox). The form keeps the district's English name.
 */
export function DistrictField({ field, onPick, hint }: DistrictFieldProps) {
  const id = useId();
  const t = useT();
  const chosen = findDistrict(field.value);
  // What the box shows: the chosen district with its Bangla name, or what is being typed.
  const shown = chosen ? districtLabel(chosen) : field.value;
  const items = useMemo(() => searchDistricts(chosen ? '' : field.value), [chosen, field.value]);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, openMenu } = useCombobox<District>({
    items,
    inputValue: shown,
    selectedItem: chosen,
    itemToString: (item) => (item ? districtLabel(item) : ''),
    defaultHighlightedIndex: 0,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick(selectedItem.name);
    },
    stateReducer: (state, { type, changes }) => {
      // Leaving with Tab picks the highlighted match of what was typed, never one for an empty, untouched box.
      if (type === useCombobox.stateChangeTypes.InputBlur && !field.value.trim()) {
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      }
      return changes;
    },
  });
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, field.error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const inputProps = getInputProps({
    id: `${id}-input`,
    name: field.name,
    className: 'ui-input ui-combobox__input',
    autoComplete: 'address-level2',
    'aria-describedby': describedBy,
    'aria-invalid': field.error ? true : undefined,
    // Typing goes to the form in the box's own onChange: downshift's onInputValueChange comes only in an
    // effect after the render, and until then the box (controlled by the form) would show the text
    // before the key, so a key typed meanwhile would be lost.
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event),
    onBlur: (event) => field.onBlur(event as Parameters<FieldProps['onBlur']>[0]),
    onFocus: () => {
      if (!isOpen) openMenu();
    },
  });
  return (
    <div className="ui-field district-field">
      <label className="ui-field__label" {...getLabelProps({ htmlFor: `${id}-input` })}>
        {t('checkout.field.district')}
      </label>
      <div className="ui-combobox">
        <input {...inputProps} aria-activedescendant={(isOpen && inputProps['aria-activedescendant']) || undefined} />
        <ul {...getMenuProps({ className: 'ui-combobox__list' })} hidden={!isOpen}>
          {isOpen &&
            items.map((district, index) => (
              <li
                key={district.name}
                className={clsx('ui-combobox__option', highlightedIndex === index && 'ui-combobox__option--active')}
                {...getItemProps({ item: district, index })}
              >
                <span>{district.name}</span> <span className="ui-combobox__detail" lang="bn">{district.bn}</span>
              </li>
            ))}
          {isOpen && items.length === 0 && (
            <li className="ui-combobox__note" role="presentation">
              {t('checkout.district.noMatch', { text: field.value })}
            </li>
          )}
        </ul>
      </div>
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <p className="ui-field__error" id={errorId}>
        {field.error}
      </p>
    </div>
  );
}
