/**
 * The addresses a customer keeps for checkout (SavedAddress): only their owner reads, saves or
 * deletes them, at most MAX_SAVED_ADDRESSES each; saving one that is already kept marks it used.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Context } from '../../context.ts';
import { MAX_SAVED_ADDRESSES, savedAddressSchema } from '../../shared/address-forms.ts';
import { AppError, NotFoundError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { requireViewerId } from './auth.service.ts';
import { normalizePhone } from './identifiers.ts';

export type AddressesCtx = Pick<Context, 'prisma' | 'viewer'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AddressLimitError extends AppError {
  readonly code = 'ADDRESS_LIMIT';
  readonly status = 400;
  constructor(readonly limit: number) {
    super(`You can keep up to ${limit} addresses. Delete one on your profile to save another.`);
  }
}

// Unknown and someone else's answer alike: a customer learns nothing about other customers' addresses.
const addressNotFound = () => new NotFoundError('Address', 'No such saved address.');

/** The database id in a SavedAddress global id; NotFoundError for anything else. */
export function addressLocalId(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === 'SavedAddress' && UUID.test(id)) return id.toLowerCase();
  } catch {
    // not a global id at all
  }
  throw addressNotFound();
}

export interface SaveAddressInput {
  /** A saved address to change; absent to keep a new one. */
  id?: string | null;
  label?: string | null;
  name: string;
  phone: string;
  address: string;
  district: string;
}

/**
 * Saves an address of the signed-in customer: changes the one `id` names, or keeps a new one. A new
 * one identical to a kept one (same name, phone, address and district) only marks that one used.
 */
export async function saveAddress(ctx: AddressesCtx, input: SaveAddressInput) {
  const userId = requireViewerId(ctx);
  const details = parseInput(savedAddressSchema, { ...input, label: input.label ?? undefined });
  const id = input.id == null ? null : addressLocalId(input.id);
  const fields = {
    name: details.name,
    // The schema accepted it, so it is a Bangladeshi mobile number: stored as 01XXXXXXXXX.
    phone: normalizePhone(details.phone) ?? details.phone,
    address: details.address,
    district: details.district,
  };
  const label = details.label ?? '';
  return ctx.prisma.$transaction(async (tx) => {
    // One customer's saves take turns, so two at once cannot both pass the limit or both add the same address.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    const now = new Date();
    if (id) {
      const { count } = await tx.savedAddress.updateMany({ where: { id, userId }, data: { ...fields, label, lastUsedAt: now } });
      if (count === 0) throw addressNotFound();
      return tx.savedAddress.findUniqueOrThrow({ where: { id } });
    }
    const same = await tx.savedAddress.findFirst({ where: { userId, ...fields } });
    if (same) {
      return tx.savedAddress.update({ where: { id: same.id }, data: { lastUsedAt: now, ...(label ? { label } : {}) } });
    }
    if ((await tx.savedAddress.count({ where: { userId } })) >= MAX_SAVED_ADDRESSES) throw new AddressLimitError(MAX_SAVED_ADDRESSES);
    return tx.savedAddress.create({ data: { ...fields, label, userId, lastUsedAt: now } });
  });
}

/** Deletes one of the signed-in customer's saved addresses; returns its database id. */
export async function deleteAddress(ctx: AddressesCtx, globalId: string): Promise<string> {
  const userId = requireViewerId(ctx);
  const id = addressLocalId(globalId);
  const { count } = await ctx.prisma.savedAddress.deleteMany({ where: { id, userId } });
  if (count === 0) throw addressNotFound();
  return id;
}
