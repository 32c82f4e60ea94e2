/**
 * The joining id an order placed now may carry. Imports nothing of the orders module, which calls it
 * while placing an order (referrals.service imports orders.service).
 */
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * `code` when a representative holds it and is active, else null: an order placed after the
 * representative was deactivated does not carry their code (and so never counts in their reports),
 * even from a cart that still held it. Read in the placing transaction, after the cart is locked.
 */
export async function activeJoiningId(tx: Prisma.TransactionClient, code: string | null): Promise<string | null> {
  if (!code) return null;
  const rep = await tx.representative.findUnique({ where: { joiningId: code }, select: { active: true } });
  return rep?.active ? code : null;
}
