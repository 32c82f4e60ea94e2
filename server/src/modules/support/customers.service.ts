/**
 * The support desk's customers: finding one by whatever the caller gives (a phone number in any
 * Bangladeshi format, an email, a name, an order number) and the customer's page.
 */
import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { asciiDigits } from '../../shared/phone.ts';
import { normalizeEmail, normalizePhone } from '../accounts/identifiers.ts';
import { userSearchFilter } from '../accounts/users.service.ts';
import { localId } from '../../graphql/global-ids.ts';

export type SupportCtx = Pick<Context, 'prisma' | 'viewer' | 'remote' | 'services' | 'log'>;

const ORDER_NUMBER = /^PG-\d{4}-\d{6}$/i;
const MAX_RESULTS = 20;

/**
 * Who the words name: an exact phone (typed 01…, +8801…, 8801…, with spaces or dashes, in ASCII or
 * Bangla digits, also the phone an order was placed with), email, order number, or else a
 * name/phone/email fragment (`%` and `_` taken literally).
 */
export async function customerSearchWhere(db: Context['prisma'], raw: string): Promise<Prisma.UserWhereInput | null> {
  const term = raw.trim().slice(0, 100);
  if (!term) return null;
  if (ORDER_NUMBER.test(asciiDigits(term))) {
    const order = await db.order.findUnique({ where: { number: asciiDigits(term).toUpperCase() }, select: { customerId: true } });
    return { id: order?.customerId ?? '00000000-0000-0000-0000-000000000000' };
  }
  const phone = normalizePhone(term);
  if (phone) {
    const ordered = await db.order.findMany({ where: { phone, customerId: { not: null } }, select: { customerId: true }, distinct: ['customerId'], take: MAX_RESULTS });
    return { OR: [{ phone }, { id: { in: ordered.flatMap((o) => (o.customerId ? [o.customerId] : [])) } }] };
  }
  const email = term.includes('@') ? normalizeEmail(term) : null;
  if (email) return { email };
  return userSearchFilter(term);
}

/** Up to 20 accounts matching the search, by name. */
export async function findCustomers(ctx: Pick<Context, 'prisma'>, search: string, query: { include?: Prisma.UserInclude; select?: Prisma.UserSelect } = {}) {
  const where = await customerSearchWhere(ctx.prisma, search);
  if (!where) return [];
  return ctx.prisma.user.findMany({ ...query, where, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: MAX_RESULTS });
}

/** The customer's id from a global User id (or a bare uuid); NotFoundError when there is no such account. */
export async function customerIdOf(db: Context['prisma'], id: unknown): Promise<string> {
  const local = localId(id, ['User']);
  const user = local ? await db.user.findUnique({ where: { id: local.id }, select: { id: true } }) : null;
  if (!user) throw new NotFoundError('Customer', 'No such customer.');
  return user.id;
}
