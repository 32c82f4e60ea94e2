import { HSC_BATCH_OPTIONS } from '#shared/account-forms.ts';
import { SelectField, type SelectFieldProps } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useHscBatchLabel } from './hsc-batch.ts';

/** The HSC batch choice of sign-up and the profile, its options named in the interface language. */
export function HscBatchField(props: Omit<SelectFieldProps, 'label' | 'placeholder' | 'options' | 'optionLabel'>) {
  const t = useT();
  const batchLabel = useHscBatchLabel();
  return (
    <SelectField
      label={t('account.field.hscBatch')}
      placeholder={t('account.field.hscBatch.placeholder')}
      options={HSC_BATCH_OPTIONS}
      optionLabel={batchLabel}
      {...props}
    />
  );
}
