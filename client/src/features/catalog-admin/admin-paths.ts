/**
 * Addresses of the staff product screens. They carry the product's database id (readable, stable when
 * the slug changes), which `product(kind, key)` accepts as its key.
 */
import type { ProductKindName } from './admin-list-params.ts';

/** The database id inside a Relay global ID (base64 of "Type:id"); the input itself when it is not one. */
export function databaseId(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 && /^[A-Za-z]+$/.test(decoded.slice(0, colon)) ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

/** The staff screen that edits a product of a kind. */
export function adminProductPath(kind: ProductKindName | string, globalId: string): string {
  const id = encodeURIComponent(databaseId(globalId));
  switch (kind) {
    case 'BOOK':
      return `/admin/books/${id}`;
    case 'EBOOK':
      return `/admin/ebook?edit=${id}`;
    case 'BUNDLE':
      return `/admin/bundles/${id}`;
    case 'CONTENT':
      return `/admin/content/${id}`;
    default:
      return `/admin/stationary/${id}`;
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route's key is a database id (the screens also accept a slug). */
export function isDatabaseId(key: string): boolean {
  return UUID_PATTERN.test(key);
}

/**
 * The Relay global ID of a row of a type (the inverse of `databaseId`), for staff queries that take a
 * product id while the screen's address carries the database id.
 */
export function globalIdOf(typename: string, id: string): string {
  try {
    return btoa(`${typename}:${id}`);
  } catch {
    // Not Latin-1, so no row's id: an id that matches nothing (never empty, which would mean "any").
    return btoa(`${typename}:-`);
  }
}
