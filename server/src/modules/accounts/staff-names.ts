/** Names of staff members who did something (order history, support timeline), read in one query per request tick. */
import type { Context } from '../../context.ts';

/** Names of the given users in one query (a user without a name reads "Staff member"). */
export async function staffNames(db: Context['prisma'], ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: unique } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name || 'Staff member']));
}

// Every name asked for in one tick of one request is read by a single query.
const pending = new WeakMap<object, { ids: Set<string>; names: Promise<Map<string, string>> }>();

/** The staff member's name, batched with every other name the same request asks for in the same tick. */
export function loadStaffName(ctx: Pick<Context, 'prisma'>, id: string): Promise<string | null> {
  let batch = pending.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const names = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      pending.delete(ctx);
      return staffNames(ctx.prisma, [...ids]);
    });
    batch = { ids, names };
    pending.set(ctx, batch);
  }
  batch.ids.add(id);
  return batch.names.then((names) => names.get(id) ?? null);
}
