import type { FieldComplexityFunction } from '@pothos/plugin-complexity';
import { getNullableType, isListType } from 'graphql';
import type { Context } from '../context.ts';

/** A page size when a connection field is asked without `first`/`last` (Pothos's defaultConnectionSize). */
const DEFAULT_PAGE_SIZE = 20;
/** What a plain list field (a product's authors, the info pages) is assumed to hold. */
const LIST_MULTIPLIER = 10;

function requestedCount(args: Record<string, unknown>): number | undefined {
  for (const key of ['first', 'last'] as const) {
    if (typeof args[key] === 'number') return Math.max(1, args[key]);
  }
  if (Array.isArray(args.ids)) return Math.max(1, args.ids.length);
  return undefined;
}

/**
 * The cost model of every field (@pothos/plugin-complexity): each field costs 1, and what it selects
 * costs once per item it can return — `first`/`last` items for a connection or paged list (the default
 * page size when neither is given), one per id for `nodes(ids:)`, ten for other lists. A connection's
 * `edges` list is already paid for by its `first`.
 */
export const fieldCost: FieldComplexityFunction<Context, Record<string, unknown>> = (args, _ctx, field) => {
  const count = requestedCount(args);
  if (count !== undefined) return { field: 1, multiplier: count };
  if (field.args.some((arg) => arg.name === 'first' || arg.name === 'last')) return { field: 1, multiplier: DEFAULT_PAGE_SIZE };
  if (field.name === 'edges') return { field: 1, multiplier: 1 };
  return isListType(getNullableType(field.type)) ? { field: 1, multiplier: LIST_MULTIPLIER } : 1;
};
