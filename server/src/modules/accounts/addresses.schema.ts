import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { MAX_SAVED_ADDRESSES } from '../../shared/address-forms.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { AddressLimitError, deleteAddress, saveAddress } from './addresses.service.ts';

// Only the customer who keeps it: not even staff (a support agent sees orders, which carry their own address).
const isOwner = (userId: string, ctx: { viewer: { id: string } | null }) => ctx.viewer?.id === userId;

export const SavedAddressNode = builder.prismaNode('SavedAddress', {
  id: { field: 'id' },
  description: 'A delivery address a customer keeps to choose at checkout.',
  authScopes: (address, ctx) => isOwner(address.userId, ctx),
  fields: (t) => ({
    label: t.exposeString('label', { description: 'What the customer calls it ("Home", "Hostel"); may be empty.' }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    address: t.exposeString('address'),
    district: t.exposeString('district'),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('User', 'addresses', (t) =>
  t.relation('savedAddresses', {
    description: `The delivery addresses this user keeps for checkout (at most ${MAX_SAVED_ADDRESSES}), last used first. Only the user may read them.`,
    authScopes: (user, _args, ctx) => isOwner(user.id, ctx),
    query: { orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }], take: MAX_SAVED_ADDRESSES },
  }),
);

builder.objectType(AddressLimitError, {
  name: 'AddressLimitError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AddressLimitError,
  fields: (t) => ({ limit: t.exposeInt('limit', { description: 'How many addresses one customer may keep.' }) }),
});

const SaveAddressInput = builder.inputType('SaveAddressInput', {
  fields: (t) => ({
    id: t.id({ description: 'A saved address to change; leave out to keep a new one.' }),
    label: t.string({ description: 'What the customer calls it; at most 40 characters.' }),
    name: t.string({ required: true }),
    phone: t.string({ required: true, description: 'A Bangladeshi mobile number.' }),
    address: t.string({ required: true, description: 'House, road and area.' }),
    district: t.string({ required: true }),
  }),
});

const DeleteAddressInput = builder.inputType('DeleteAddressInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const DeleteAddressPayload = builder.objectRef<{ deletedId: string }>('DeleteAddressPayload').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'The global id of the deleted address.', resolve: (p) => p.deletedId }) }),
});

builder.mutationFields((t) => ({
  saveAddress: t.field({
    type: SavedAddressNode,
    description: `Keeps a delivery address for checkout, or changes a kept one (id). Saving one already kept marks it used. At most ${MAX_SAVED_ADDRESSES} per customer.`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, AddressLimitError] },
    args: { input: t.arg({ type: SaveAddressInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveAddress(ctx, { ...input, id: input.id == null ? null : String(input.id) }),
  }),
  deleteAddress: t.field({
    type: DeleteAddressPayload,
    description: 'Deletes a saved address of the signed-in customer.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: DeleteAddressInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ deletedId: encodeGlobalID('SavedAddress', await deleteAddress(ctx, String(input.id))) }),
  }),
}));
