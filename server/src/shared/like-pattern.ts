/**
 * Text typed into a search box, made literal for Prisma's `contains` / `startsWith` / `endsWith`
 * (SQL LIKE and ILIKE): `%`, `_` and the escape character itself lose their wildcard meaning, so a
 * search for "a%" finds names containing "a%", not every name containing an "a".
 */
export function likeLiteral(text: string): string {
  // PostgreSQL's LIKE escapes with a backslash unless told otherwise.
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
