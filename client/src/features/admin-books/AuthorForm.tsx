import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { AuthorForm_author$key } from '../../__generated__/AuthorForm_author.graphql.ts';
import type { AuthorFormCreateAuthorMutation } from '../../__generated__/AuthorFormCreateAuthorMutation.graphql.ts';
import type { AuthorFormUpdateAuthorMutation } from '../../__generated__/AuthorFormUpdateAuthorMutation.graphql.ts';
import { TextAreaField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { ImageUpload, type ImageValue } from '../catalog-admin/ImageUpload.tsx';
import { optionalText, slugSchema, splitFieldMessages } from '../catalog-admin/product-form.ts';

const authorSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  slug: slugSchema,
  bio: optionalText('Bio', 5_000),
});
const AUTHOR_FIELDS = ['name', 'slug', 'bio'];

const createMutation = graphql`
  mutation AuthorFormCreateAuthorMutation($input: CreateAuthorInput!, $connections: [ID!]!) {
    createAuthor(input: $input) {
      __typename
      ... on MutationCreateAuthorSuccess {
        data {
          author @prependNode(connections: $connections, edgeTypeName: "QueryAuthorsConnectionEdge") {
            id
            name
            ...AuthorAdminRow_author
          }
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation AuthorFormUpdateAuthorMutation($input: UpdateAuthorInput!) {
    updateAuthor(input: $input) {
      __typename
      ... on MutationUpdateAuthorSuccess {
        data {
          author {
            id
            name
            ...AuthorAdminRow_author
            ...AuthorForm_author
          }
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

interface AuthorFormProps {
  /** The author to edit; null for a new one. */
  author: AuthorForm_author$key | null;
  /** The author list's connection, which a new author joins at the top. */
  connectionId: string;
  onDone: () => void;
  onCancel: () => void;
}

/** An author's name, slug, bio and photo (uploaded as soon as it is chosen). */
export function AuthorForm({ author: key, connectionId, onDone, onCancel }: AuthorFormProps) {
  const author = useFragment(
    graphql`
      fragment AuthorForm_author on Author {
        id
        name
        slug
        bio
        photo {
          url
          alt
        }
      }
    `,
    key,
  );
  const form = useZodForm(authorSchema, { name: author?.name ?? '', slug: author?.slug ?? '', bio: author?.bio ?? '' });
  const [photo, setPhoto] = useState<ImageValue | null>(author?.photo ?? null);
  const [photoKey, setPhotoKey] = useState<string | null | undefined>(undefined);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [create] = useMutationPromise<AuthorFormCreateAuthorMutation>(createMutation);
  const [update] = useMutationPromise<AuthorFormUpdateAuthorMutation>(updateMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    setPhotoError(undefined);
    const values = form.validate();
    if (!values) return;
    const fields = { name: values.name, slug: values.slug, bio: values.bio, ...(photoKey !== undefined ? { photoKey } : {}) };
    const result = author
      ? (await update({ input: { id: author.id, ...fields } })).updateAuthor
      : (await create({ input: fields, connections: [connectionId] })).createAuthor;
    const problem = formFailure(result, author ? 'MutationUpdateAuthorSuccess' : 'MutationCreateAuthorSuccess');
    if (problem) {
      const { own, other } = splitFieldMessages(problem.fields, AUTHOR_FIELDS);
      form.setErrors(own);
      setPhotoError(other.photoKey);
      if (!Object.keys(own).length && !other.photoKey) setFailure(problem.message);
      return;
    }
    toast({ title: author ? 'Author saved' : 'Author added', description: values.name });
    onDone();
  });

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-label={author ? `Edit ${author.name}` : 'New author'}>
      <TextField label="Name" {...form.field('name')} autoFocus />
      <TextField label="Slug" {...form.field('slug')} hint="The page address /author/<slug>. Leave it empty to make one from the name." />
      <TextAreaField label="Bio" rows={5} {...form.field('bio')} />
      <ImageUpload
        label="Photo"
        purpose="author-photo"
        value={photo}
        previewSize={{ width: 96, height: 96 }}
        error={photoError}
        onChange={(next) => {
          setPhoto(next);
          setPhotoKey(next ? (next.key ?? undefined) : null);
        }}
        hint="A square JPEG, PNG or WebP."
      />
      <FormActions submitLabel={author ? 'Save author' : 'Add author'} submitting={submitting} failure={failure} onCancel={onCancel} />
    </form>
  );
}
