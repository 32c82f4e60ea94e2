/**
 * The server's import graph (tools/import-graph.ts): no file imports itself back through others.
 * A cycle hides which module sits below which; a helper two modules share belongs below both.
 */
import { databaseTestFiles } from '../../tools/database-tests.ts';
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

describe("the PostgreSQL pass's test files (tools/database-tests.ts)", () => {
  const files = databaseTestFiles();

  it('holds the tests whose imports reach a database, and those that read DATABASE_URL themselves', () => {
    expect(files).toContain('server/src/authorization-matrix.test.ts');
    expect(files).toContain('server/src/modules/cart/cart.concurrency.test.ts');
    // Starts servers on the PostgreSQL server it is given; reads DATABASE_URL.
    expect(files).toContain('server/src/modules/orders/orders.two-processes.test.ts');
  });

  it('leaves out what no database can change: formats, parsers, rules', () => {
    for (const file of ['server/src/modules/reports/csv.test.ts', 'server/src/shared/phone.test.ts', 'server/src/modules/catalog/demo/generate.test.ts']) {
      expect(files).not.toContain(file);
    }
  });
});
