/**
 * The server's import graph (tools/import-graph.ts): no file imports itself back through others.
 * A cycle hides which module sits below which; a helper two modules share belongs below both.
 */
import { importCycles, importGraphFrom } from '../../tools/import-graph.ts';

describe('the server', () => {
  const graph = importGraphFrom('server/src');

  it('is walked from its files', () => {
    expect(graph.edges.size).toBeGreaterThan(200);
    expect(graph.edges.get('server/src/modules/accounts/auth.service.ts')).toContain('server/src/modules/accounts/identifiers.ts');
  });

  it('has no import cycle between its files', () => {
    expect(importCycles(graph.edges)).toEqual([]);
  });

  it('keeps the layers every module uses (shared rules, GraphQL plumbing such as global ids) below the modules', () => {
    const upward = [...graph.edges].flatMap(([file, targets]) =>
      /^server\/src\/(shared|graphql)\//.test(file) ? targets.filter((t) => t.startsWith('server/src/modules/')).map((t) => `${file} -> ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });
});
