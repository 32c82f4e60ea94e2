/**
 * The client's layering, checked on its real import graph (client/scripts/check-import-cycles.ts):
 * routes → features → components → lib/relay, with the session feature below the features that use
 * it; nothing imported in a circle; nothing from the server but the shared rules.
 */
import {
  clientImportGraph,
  folderGraph,
  forbiddenImports,
  importCycles,
  importSpecifiers,
  upwardImports,
} from '../scripts/check-import-cycles.ts';

describe('the import graph checker', () => {
  it('finds a cycle through several files and a file importing itself, and not a chain', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['self.ts']]);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('reads static imports, type-only imports, re-exports and lazy imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "const page = () => import('./d.tsx');",
      "import 'react';",
    ].join('\n');
    expect(importSpecifiers('x.tsx', text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.tsx', 'react']);
  });

  it('tells feature folders apart and flags server files', () => {
    const graph = {
      edges: new Map([
        ['client/src/features/cart/Add.tsx', ['client/src/features/session/store.ts', 'server/src/modules/x/x.service.ts']],
        ['client/src/features/session/store.ts', ['client/src/features/cart/state.ts', 'server/src/shared/money.schema.ts']],
        ['client/src/features/cart/state.ts', []],
        ['server/src/modules/x/x.service.ts', []],
        ['server/src/shared/money.schema.ts', []],
      ]),
      packages: new Map([['server/src/shared/money.schema.ts', []]]),
    };
    expect(importCycles(graph.edges)).toEqual([]);
    expect(importCycles(folderGraph(graph).edges)).toEqual([['features/cart', 'features/session']]);
    expect(forbiddenImports(graph)).toEqual([
      'server/src/modules/x/x.service.ts (imported by client/src/features/cart/Add.tsx)',
      'server/src/shared/money.schema.ts (imported by client/src/features/session/store.ts)',
    ]);
  });
});

describe('the client', () => {
  const graph = clientImportGraph();

  it('has no import cycle between its files', () => {
    expect(importCycles(graph.edges)).toEqual([]);
  });

  it('has no import cycle between its feature and component folders', () => {
    const folders = folderGraph(graph);
    const cycles = importCycles(folders.edges);
    // On failure, name the imports that tie the folders together.
    const ties = cycles.flatMap((cycle) =>
      cycle.flatMap((from) => (folders.edges.get(from) ?? []).filter((to) => cycle.includes(to)).flatMap((to) => folders.because.get(`${from} -> ${to}`)!)),
    );
    expect(ties).toEqual([]);
  });

  it('has components, lib and relay import no feature or route (the layouts of the shell excepted)', () => {
    expect(upwardImports(graph)).toEqual([]);
    expect(
      upwardImports({
        edges: new Map([['client/src/components/ui/Button.tsx', ['client/src/features/cart/cart-state.ts']]]),
        packages: new Map(),
      }),
    ).toEqual(['client/src/components/ui/Button.tsx -> client/src/features/cart/cart-state.ts']);
  });

  it('imports from the server only the shared rules, which import only zod', () => {
    expect(forbiddenImports(graph)).toEqual([]);
    expect([...graph.edges.keys()].filter((file) => file.startsWith('server/'))).toEqual(
      expect.arrayContaining(['server/src/shared/account-forms.ts', 'server/src/shared/permissions.ts', 'server/src/shared/money.ts']),
    );
  });
});
