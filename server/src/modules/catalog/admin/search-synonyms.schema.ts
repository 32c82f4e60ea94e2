/** Search synonyms for /admin/search-synonyms (catalog.manage; issue 33). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../builder.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { deleteSearchSynonym, listSearchSynonyms, saveSearchSynonym } from './search-synonyms.service.ts';

const MANAGE = { permission: 'catalog.manage' } as const;

export const SearchSynonymNode = builder.prismaNode('SearchSynonym', {
  id: { field: 'id' },
  description: 'Terms search takes as one ("chemistry", "chem", "রসায়ন"): a query naming one finds what the others find.',
  authScopes: MANAGE,
  fields: (t) => ({
    terms: t.exposeStringList('terms'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SaveSearchSynonymInput = builder.inputType('SaveSearchSynonymInput', {
  fields: (t) => ({
    id: t.id({ description: 'The synonym to change; leave out to add one.' }),
    terms: t.stringList({ required: true, description: 'Two or more terms that mean one thing, in either script; multi-word terms allowed.' }),
  }),
});

const DeleteSearchSynonymInput = builder.inputType('DeleteSearchSynonymInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

builder.queryField('searchSynonyms', (t) =>
  t.prismaField({
    type: [SearchSynonymNode],
    description: 'Every synonym search expands, oldest first (catalog.manage).',
    authScopes: MANAGE,
    resolve: (_query, _root, _args, ctx) => listSearchSynonyms(ctx),
  }),
);

builder.mutationFields((t) => ({
  saveSearchSynonym: t.field({
    type: SearchSynonymNode,
    description: 'Adds a synonym or replaces the terms of one (catalog.manage; audited). Search uses it from the next query.',
    authScopes: MANAGE,
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'synonym' } },
    args: { input: t.arg({ type: SaveSearchSynonymInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveSearchSynonym(ctx, { id: input.id, terms: input.terms }),
  }),
  deleteSearchSynonym: t.field({
    type: 'ID',
    description: 'Removes a synonym (catalog.manage; audited); answers its id.',
    authScopes: MANAGE,
    errors: { types: [NotFoundError], dataField: { name: 'deletedId' } },
    args: { input: t.arg({ type: DeleteSearchSynonymInput, required: true }) },
    resolve: async (_root, { input }, ctx) => encodeGlobalID('SearchSynonym', await deleteSearchSynonym(ctx, input.id)),
  }),
}));
