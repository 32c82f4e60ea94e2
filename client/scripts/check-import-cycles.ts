/**
 * The client's import graph: import cycles among its files and among its feature and component
 * folders, and anything the client imports from outside client/src besides the shared rules.
 * Run it with `node --import tsx client/scripts/check-import-cycles.ts`; client/src/import-graph.test.ts
 * fails on the same findings.
 *
 * Every static `import`/`export … from` counts, type-only ones included (a type import is still a
 * dependency between two modules: a feature that needs another's types sits above it). Dynamic
 * `import()` (lazy routes) counts too, so a lazily loaded screen cannot import its loader back.
 */
import { importCycles, importGraphFrom, importSpecifiers, type ImportGraph } from '../../tools/import-graph.ts';

export { importCycles, importSpecifiers, type ImportGraph };
const CLIENT_SRC = 'client/src/';
/** Test helpers the client's tests (and their support files in src) import; never bundled. */
const CLIENT_TEST = 'client/test/';
/** The one folder of rules the server and the client share (the `#shared/*` alias). */
const SHARED = 'server/src/shared/';
/** The packages a shared rule may import: the client bundles them too. */
const SHARED_PACKAGES = new Set(['zod']);

/** Walks from every file under client/src (tests and generated Relay artifacts left out) through the files they import. */
export function clientImportGraph(): ImportGraph {
  return importGraphFrom(CLIENT_SRC);
}

/** A file's layer folder: `features/<name>` or `components/<name>`; other files (routes, lib, relay) have none. */
function layerFolder(file: string): string | null {
  return /^client\/src\/((?:features|components)\/[^/]+)\//.exec(file)?.[1] ?? null;
}

/**
 * The graph between feature and component folders (an edge wherever a file of one imports a file of
 * the other), and for each edge the file imports behind it.
 */
export function folderGraph({ edges }: ImportGraph): { edges: Map<string, string[]>; because: Map<string, string[]> } {
  const folderEdges = new Map<string, Set<string>>();
  const because = new Map<string, string[]>();
  for (const [file, targets] of edges) {
    const from = layerFolder(file);
    if (!from) continue;
    for (const target of targets) {
      const to = layerFolder(target);
      if (!to || to === from) continue;
      folderEdges.set(from, (folderEdges.get(from) ?? new Set()).add(to));
      const key = `${from} -> ${to}`;
      because.set(key, [...(because.get(key) ?? []), `${file} -> ${target}`]);
    }
  }
  return { edges: new Map([...folderEdges].map(([from, to]) => [from, [...to].sort()])), because };
}

/**
 * What the client may not import: a file outside client/src other than the test helpers and the
 * shared rules (and no Pothos `*.schema.ts` from the shared folder), or a package other than zod
 * imported by a shared rule (the client would bundle it).
 */
export function forbiddenImports({ edges, packages }: ImportGraph): string[] {
  const found: string[] = [];
  for (const file of [...edges.keys()].sort()) {
    if (file.startsWith(CLIENT_SRC) || file.startsWith(CLIENT_TEST)) continue;
    if (!file.startsWith(SHARED) || file.endsWith('.schema.ts')) {
      found.push(`${file} (imported by ${[...edges].filter(([, to]) => to.includes(file)).map(([from]) => from).join(', ')})`);
      continue;
    }
    for (const name of packages.get(file) ?? []) if (!SHARED_PACKAGES.has(name)) found.push(`${file} imports the package ${name}`);
  }
  return found;
}

/**
 * Imports against the layering (routes → features → components → lib/relay): a component, lib or
 * relay file importing a feature or a route. The shell's layouts (components/layouts) are the one
 * exception: they compose the header from features (cart badge, search, account menu).
 */
export function upwardImports({ edges }: ImportGraph): string[] {
  const lower = /^client\/src\/(components|lib|relay)\//;
  const upper = /^client\/src\/(features|routes)\//;
  const found: string[] = [];
  for (const [file, targets] of edges) {
    if (!lower.test(file) || file.startsWith('client/src/components/layouts/')) continue;
    for (const target of targets) if (upper.test(target)) found.push(`${file} -> ${target}`);
  }
  return found.sort();
}

if (require.main === module) {
  const graph = clientImportGraph();
  const cycles = importCycles(graph.edges);
  const folders = folderGraph(graph);
  const folderCycles = importCycles(folders.edges);
  const forbidden = [...forbiddenImports(graph), ...upwardImports(graph)];
  const count = (list: string[][]) => list.reduce((n, c) => n + c.length, 0);
  console.log(`${graph.edges.size} files; ${cycles.length} file cycle(s) tying ${count(cycles)} files; ${folderCycles.length} folder cycle(s) tying ${count(folderCycles)} folders`);
  for (const cycle of cycles) console.log(`\nFiles in one cycle (${cycle.length}):\n  ${cycle.join('\n  ')}`);
  for (const cycle of folderCycles) {
    const members = new Set(cycle);
    console.log(`\nFolders in one cycle: ${cycle.join(', ')}`);
    for (const from of cycle) {
      for (const to of folders.edges.get(from) ?? []) if (members.has(to)) console.log(`  ${folders.because.get(`${from} -> ${to}`)!.join('\n  ')}`);
    }
  }
  if (forbidden.length > 0) console.log(`\nImports the client may not have:\n  ${forbidden.join('\n  ')}`);
  process.exitCode = cycles.length > 0 || folderCycles.length > 0 || forbidden.length > 0 ? 1 : 0;
}
