/** One screen of the route tables (route-table.ts, back-office-routes.ts) and how a table's rows become entries. */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { Guard } from '../features/session/session-user.ts';

export type LayoutName = 'default' | 'admin' | 'blank';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  guard?: Guard;
  title?: string;
  page: LazyRouteFunction<RouteObject>;
}

export type Row = [path: string, page: RouteEntry['page'], options?: { guard?: Guard; title?: string }];

export const entries = (rows: Row[], layout: LayoutName): RouteEntry[] =>
  rows.map(([path, page, options]) => ({ path, page, layout, ...options }));
