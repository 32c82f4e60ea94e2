/**
 * Every mutation and query of the schema must appear in some module's authorization spec
 * (`server/src/modules/** /<module>.authorization.ts`), so none ships without its role matrix.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AuthorizationSpec } from '../test/authorization-matrix.ts';
import { schema } from './schema.ts';

function specs(): AuthorizationSpec<unknown>[] {
  const modules = path.join(__dirname, 'modules');
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.authorization.ts'));
  return files.flatMap((file) =>
    Object.values(require(path.join(modules, file)) as Record<string, AuthorizationSpec<unknown>>),
  );
}

it('covers every mutation and every query field', () => {
  const all = specs();
  expect(all.length).toBeGreaterThan(0);
  const mutations = all.flatMap((s) => s.mutations.map((c) => c.field)).sort();
  expect(mutations).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
  const queries = all.flatMap((s) => [...s.staffQueries.map((c) => c.field), ...s.publicQueries]).sort();
  expect(queries).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
});
