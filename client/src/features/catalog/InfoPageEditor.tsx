import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { InfoPageEditor_page$key } from '../../__generated__/InfoPageEditor_page.graphql.ts';
import type { InfoPageEditorUpdateInfoPageMutation } from '../../__generated__/InfoPageEditorUpdateInfoPageMutation.graphql.ts';
import { Button, DialogActions, FormError, Tabs, TextAreaField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm, type FieldProps } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { MarkdownView } from '../../components/MarkdownView.tsx';
import './info-page-editor.css';

/** The info page rules of the server (info-pages.service.ts). */
export const infoPageFormSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Maximum 120 characters'),
  body: z.string({ error: 'The page needs some text' }).trim().min(1, 'The page needs some text').max(50_000, 'Maximum 50,000 characters'),
});

const mutation = graphql`
  mutation InfoPageEditorUpdateInfoPageMutation($input: UpdateInfoPageInput!) {
    updateInfoPage(input: $input) {
      __typename
      ... on MutationUpdateInfoPageSuccess {
        data {
          id
          title
          body
          updatedAt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

/** Staff (catalog.manage) edit an info page's title and Markdown text, with a preview of what shoppers will see. */
export function InfoPageEditor({ page, onDone }: { page: InfoPageEditor_page$key; onDone: () => void }) {
  const data = useFragment(
    graphql`
      fragment InfoPageEditor_page on InfoPage {
        slug
        title
        body
      }
    `,
    page,
  );
  const form = useZodForm(infoPageFormSchema, { title: data.title, body: data.body });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [updateInfoPage] = useMutationPromise<InfoPageEditorUpdateInfoPageMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) {
      setTab('write');
      return;
    }
    const { updateInfoPage: result } = await updateInfoPage({ input: { slug: data.slug, ...values } });
    const failed = formFailure(result, 'MutationUpdateInfoPageSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      setTab('write');
      return;
    }
    toast({ title: 'Page saved', description: `“${values.title}” is updated in the shop.` });
    onDone();
  });
  return (
    <form className="form info-page-editor" noValidate onSubmit={onSubmit} aria-label="Edit page">
      <FormError message={failure} />
      <TextField label="Title" {...form.field('title')} />
      <Tabs
        label="Text"
        value={tab}
        onValueChange={(next) => setTab(next as 'write' | 'preview')}
        tabs={[
          { value: 'write', label: 'Write', content: <MarkdownField field={form.field('body')} /> },
          {
            value: 'preview',
            label: 'Preview',
            content: (
              <div className="info-page-editor__preview">
                {form.values.body.trim() ? <MarkdownView source={form.values.body} /> : <p className="info-page-editor__empty">Nothing to preview yet.</p>}
              </div>
            ),
          },
        ]}
      />
      <DialogActions>
        <Button onClick={onDone} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save page'}
        </Button>
      </DialogActions>
    </form>
  );
}

function MarkdownField({ field }: { field: FieldProps }) {
  return (
    <div className="info-page-editor__body">
      <TextAreaField
        {...field}
        label="Text (Markdown)"
        rows={16}
        hint="## for a heading, **bold**, - for a list item, [words](/info/contact) for a link. HTML is not shown."
      />
    </div>
  );
}
