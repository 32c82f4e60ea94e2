import { useState, type FormEvent } from 'react';
import { HSC_BATCH_OPTIONS, profileCompletionSchema } from '#shared/account-forms.ts';
import { Button, DialogActions, SelectField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFieldMessage, useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { HttpError, requestJson } from '../../lib/http.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useHscBatchLabel } from '../auth/hsc-batch.ts';
import type { SessionUser } from '../session/session-user.ts';

/**
 * The failure toast of seed §8: the status code as title, the server's status message as description
 * (the REST shim's words, shown in the interface language where they are one of the shared field
 * messages).
 */
function useUpdateFailure(): (error: unknown) => void {
  const t = useT();
  const words = useFieldMessage();
  return (error) => {
    if (error instanceof HttpError) {
      toast({ title: String(error.status), description: words(error.statusMessage), variant: 'destructive' });
    } else {
      toast({ title: t('account.dialog.error'), description: t('errors.network'), variant: 'destructive' });
    }
  };
}

interface ProfileCompletionFormProps {
  user: SessionUser;
  /** Called after the server took the values (the dialog fetches the user again). */
  onUpdated: () => Promise<unknown>;
}

/** Phone Number and HSC Batch with the seed's rules, sent with POST /api/auth/update. */
export default function ProfileCompletionForm({ user, onUpdated }: ProfileCompletionFormProps) {
  const form = useZodForm(profileCompletionSchema, { phone: user.phone ?? '', hsc_batch: user.hsc_batch ?? '' });
  const [updating, setUpdating] = useState(false);
  const t = useT();
  const field = useTranslatedFields(form);
  const batchLabel = useHscBatchLabel();
  const showUpdateFailure = useUpdateFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setUpdating(true);
    try {
      await requestJson('/api/auth/update', { method: 'POST', json: { phone: values.phone, hsc_batch: values.hsc_batch } });
      await onUpdated();
    } catch (error) {
      showUpdateFailure(error);
    } finally {
      setUpdating(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {/* The dialog opens before this form has loaded, so the first field takes the focus itself. */}
      <TextField label={t('account.field.phone')} inputMode="tel" autoComplete="tel" autoFocus {...field('phone')} />
      <SelectField
        label={t('account.field.hscBatch')}
        placeholder={t('account.field.hscBatch.placeholder')}
        options={HSC_BATCH_OPTIONS}
        optionLabel={batchLabel}
        {...field('hsc_batch')}
      />
      <DialogActions>
        <Button type="submit" variant="primary" disabled={updating}>
          {updating ? t('account.dialog.busy') : t('account.dialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
