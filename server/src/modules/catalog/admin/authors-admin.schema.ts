import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../builder.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { AuthorNodeRef } from '../product.schema.ts';
import { decodeIdOf } from './admin-inputs.ts';
import { createAuthor, deleteAuthor, updateAuthor } from './authors-admin.service.ts';

/** Staff editing of authors (catalog.manage). */

const manage = { permission: 'catalog.manage' } as const;
const authorId = (id: string | number) => decodeIdOf(String(id), 'Author');

const AuthorPayload = builder.objectRef<{ authorId: string }>('AuthorPayload').implement({
  description: 'The author as saved.',
  fields: (t) => ({
    author: t.prismaField({
      type: AuthorNodeRef,
      resolve: (query, p, _args, ctx) => ctx.prisma.author.findUniqueOrThrow({ ...query, where: { id: p.authorId } }),
    }),
  }),
});

const DeleteAuthorPayload = builder.objectRef<{ deletedId: string }>('DeleteAuthorPayload').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'The global id of the deleted author.', resolve: (p) => p.deletedId }) }),
});

const CreateAuthorInput = builder.inputType('CreateAuthorInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Up to 120 characters.' }),
    slug: t.string({ description: 'The page address /author/{slug}; made from the name when left out.' }),
    bio: t.string({ description: 'Up to 5,000 characters.' }),
    photoKey: t.string({ description: 'The key of an uploaded photo (POST /api/uploads, purpose author-photo).' }),
  }),
});

const UpdateAuthorInput = builder.inputType('UpdateAuthorInput', {
  description: 'Fields left out stay as they are; photoKey null removes the photo. The slug stays when the name changes.',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    slug: t.string(),
    bio: t.string(),
    photoKey: t.string(),
  }),
});

const DeleteAuthorInput = builder.inputType('DeleteAuthorInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  createAuthor: t.field({
    type: AuthorPayload,
    authScopes: manage,
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: CreateAuthorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ authorId: (await createAuthor(ctx, input)).id }),
  }),
  updateAuthor: t.field({
    type: AuthorPayload,
    description: "Changes an author; a new name is searchable on all the author's products at once.",
    authScopes: manage,
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: UpdateAuthorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ authorId: (await updateAuthor(ctx, { ...input, id: authorId(input.id) })).id }),
  }),
  deleteAuthor: t.field({
    type: DeleteAuthorPayload,
    description: 'Deletes an author who is on no product (remove them from their products first).',
    authScopes: manage,
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: DeleteAuthorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { deletedId } = await deleteAuthor(ctx, { id: authorId(input.id) });
      return { deletedId: encodeGlobalID('Author', deletedId) };
    },
  }),
}));
