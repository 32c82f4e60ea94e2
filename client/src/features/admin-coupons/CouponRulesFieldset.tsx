/**
 * The rules part of the coupon form and of the bulk batch form (one component for both): discount
 * type and amount, maximum discount, minimum order, first and last day, usage limits, and the kinds
 * and sections it applies to. `useCouponRulesForm` holds its state next to the form's own fields.
 */
import { useCallback, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { z } from 'zod';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { CheckboxField, FieldFrame, Input, Radio, RadioGroup, TextAreaField, TextField } from '../../components/ui/index.ts';
import type { FormFailure } from '../../relay/mutation-result.ts';
import { useZodForm, type FieldProps } from '../../lib/use-zod-form.ts';
import { ALL_KINDS, KIND_PLURALS, type ProductKind } from '../catalog/list-filters.ts';
import { FieldGroup } from '../catalog-admin/FieldGroup.tsx';
import { MoneyInput } from '../catalog-admin/MoneyInput.tsx';
import { splitFieldMessages } from '../catalog-admin/product-form.ts';
import { FormSection } from '../catalog-admin/ProductFormSections.tsx';
import { SectionSelect } from '../catalog-admin/SectionSelect.tsx';
import { ruleFieldSchemas, rulesInput, withDayOrder, type DiscountType, type ParsedRules, type RuleFieldName } from './coupon-rules.ts';
import './CouponRulesFieldset.css';

/** Rule inputs that are not text boxes; the server may name them in a ValidationError. */
const CHOICE_FIELDS = ['discountType', 'kinds', 'sectionIds'] as const;
type ChoiceField = (typeof CHOICE_FIELDS)[number];

export interface CouponRulesStart<K extends string> {
  values: Record<K | RuleFieldName, string>;
  discountType: DiscountType;
  kinds: readonly ProductKind[];
  sectionIds: readonly string[];
}

/**
 * The state of a form made of its own text fields (`own`, a constant: e.g. the code, or the batch's
 * prefix and count) and the coupon rules. `validate()` gives the own values and the rules' API input.
 */
export function useCouponRulesForm<K extends string>(own: { [P in K]: z.ZodType }, start: CouponRulesStart<NoInfer<K>>) {
  const [discountType, setDiscountType] = useState(start.discountType);
  const [kinds, setKinds] = useState<readonly ProductKind[]>(start.kinds);
  const [sectionIds, setSectionIds] = useState<readonly string[]>(start.sectionIds);
  const [choiceErrors, setChoiceErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const schema = useMemo(
    () => withDayOrder(z.object({ ...own, ...ruleFieldSchemas(discountType) }) as unknown as z.ZodType<ParsedRules>),
    [own, discountType],
  );
  const form = useZodForm(schema, start.values);

  const validate = () => {
    setChoiceErrors({});
    const values = form.validate() as (ParsedRules & Record<K, unknown>) | null;
    return values ? { values, input: rulesInput(values, { discountType, kinds, sectionIds }) } : null;
  };

  /** Shows a server ValidationError by its fields; returns the message for the whole form when no field shows it. */
  const showFailure = (failure: FormFailure): string | null => {
    const { own: textMessages, other } = splitFieldMessages(failure.fields, Object.keys(form.values));
    form.setErrors(textMessages);
    const choices = Object.fromEntries(Object.entries(other).filter(([field]) => (CHOICE_FIELDS as readonly string[]).includes(field)));
    setChoiceErrors(choices);
    return Object.keys(textMessages).length + Object.keys(choices).length > 0 ? null : failure.message;
  };

  const { reset: resetText } = form;
  const reset = useCallback(() => {
    resetText(start.values);
    setDiscountType(start.discountType);
    setKinds(start.kinds);
    setSectionIds(start.sectionIds);
    setChoiceErrors({});
  }, [resetText, start]);

  return {
    field: form.field as (name: K | RuleFieldName) => FieldProps,
    discountType,
    setDiscountType,
    kinds,
    setKinds,
    sectionIds,
    setSectionIds,
    choiceErrors,
    validate,
    showFailure,
    reset,
  };
}

/** What the rules fieldset needs of the form state. */
export interface CouponRulesForm {
  field: (name: RuleFieldName) => FieldProps;
  discountType: DiscountType;
  setDiscountType: (type: DiscountType) => void;
  kinds: readonly ProductKind[];
  setKinds: Dispatch<SetStateAction<readonly ProductKind[]>>;
  sectionIds: readonly string[];
  setSectionIds: (ids: readonly string[]) => void;
  choiceErrors: Partial<Record<ChoiceField, string>>;
}

interface CouponRulesFieldsetProps {
  rules: CouponRulesForm;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
  /** The hint of the total uses box (a batch's limit is per code). */
  usageHint?: ReactNode;
  /** The label of the total uses box. */
  usageLabel?: string;
}

/** Discount, validity and limits, and what the coupon applies to. */
export function CouponRulesFieldset({ rules, sections, usageLabel = 'Total uses', usageHint }: CouponRulesFieldsetProps) {
  const { field, discountType, kinds, choiceErrors } = rules;
  return (
    <>
      <FormSection title="Discount">
        <DiscountTypeChoice value={discountType} onChange={rules.setDiscountType} error={choiceErrors.discountType} />
        {discountType === 'PERCENT' ? (
          <TextField label="Percent off" inputMode="numeric" {...field('value')} hint="A whole percent, 1 to 100." />
        ) : (
          <MoneyInput label="Amount off" {...field('value')} hint="In Taka, e.g. 50 or 49.50." />
        )}
        {discountType === 'PERCENT' && (
          <MoneyInput label="Maximum discount" {...field('maxDiscount')} hint="In Taka; leave empty for no cap." />
        )}
        <MoneyInput label="Minimum order" {...field('minOrder')} hint="The cart's goods total it needs, in Taka; empty: none." />
      </FormSection>
      <FormSection title="Validity and limits">
        <DayField label="First day" {...field('startsAt')} hint="Empty: from now." />
        <DayField label="Last day" {...field('endsAt')} hint="It works until the end of this day (Bangladesh time). Empty: no end." />
        <TextField label={usageLabel} inputMode="numeric" {...field('usageLimit')} hint={usageHint ?? 'Uses over all customers; empty: unlimited.'} />
        <TextField label="Uses per customer" inputMode="numeric" {...field('perUserLimit')} hint="Empty: unlimited." />
      </FormSection>
      <FormSection title="Applies to">
        <FieldGroup label="Kinds of goods" hint="None ticked: every kind." error={choiceErrors.kinds}>
          <div className="choice-group__options">
            {ALL_KINDS.map((kind) => (
              <CheckboxField
                key={kind}
                label={KIND_PLURALS[kind]}
                checked={kinds.includes(kind)}
                onChange={(checked) => rules.setKinds((current) => ALL_KINDS.filter((k) => (k === kind ? checked : current.includes(k))))}
              />
            ))}
          </div>
        </FieldGroup>
        <SectionSelect
          query={sections}
          label="Sections"
          multiple
          name="sectionIds"
          value={rules.sectionIds}
          onChange={(event) => rules.setSectionIds([...(event.currentTarget as HTMLSelectElement).selectedOptions].map((option) => option.value))}
          error={choiceErrors.sectionIds}
          hint="None chosen: every section. A section includes its sub-sections; Ctrl- or ⌘-click to choose several."
        />
      </FormSection>
      <FormSection title="Note for staff" wide>
        <TextAreaField label="Description" rows={2} {...field('description')} />
      </FormSection>
    </>
  );
}

function DiscountTypeChoice({ value, onChange, error }: { value: DiscountType; onChange: (type: DiscountType) => void; error?: string }) {
  const options: readonly { type: DiscountType; label: string }[] = [
    { type: 'PERCENT', label: 'Percentage' },
    { type: 'FIXED', label: 'Fixed amount' },
  ];
  return (
    <FieldGroup label="Discount type" error={error}>
      <RadioGroup className="choice-group__options" aria-label="Discount type" orientation="horizontal" value={value} onValueChange={(type) => onChange(type as DiscountType)}>
        {options.map((option) => (
          <Radio key={option.type} value={option.type} label={option.label} />
        ))}
      </RadioGroup>
    </FieldGroup>
  );
}

/** A calendar day (the browser's date picker), validated like the text fields. */
function DayField({ label, error, hint, ...input }: FieldProps & { label: string; hint?: ReactNode }) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Input {...input} id={id} type="date" invalid={Boolean(error)} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}
