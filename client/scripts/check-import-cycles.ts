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
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO_ROOT = path.resolve(__dirname, '../..');
const CLIENT_SRC = 'client/src/';
/** Test helpers the client's tests (and their support files in src) import; never bundled. */
const CLIENT_TEST = 'client/test/';
/** The one folder of rules the server and the client share (the `#shared/*` alias). */
const SHARED = 'server/src/shared/';
/** The packages a shared rule may import: the client bundles them too. */
const SHARED_PACKAGES = new Set(['zod']);

export interface ImportGraph {
  /** Repository-relative file → the repository-relative files it imports (packages left out). */
  edges: Map<string, string[]>;
  /** Repository-relative file → the packages it imports. */
  packages: Map<string, string[]>;
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(REPO_ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.convertCompilerOptionsFromJson(config.compilerOptions, REPO_ROOT).options;
}

function sourceFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') files.push(...sourceFilesUnder(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The module specifiers a file imports: static imports and re-exports, and `import('…')` calls. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Walks from every file under client/src (tests and generated Relay artifacts left out) through the files they import. */
export function clientImportGraph(): ImportGraph {
  const options = compilerOptions();
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const pending = sourceFilesUnder(path.join(REPO_ROOT, CLIENT_SRC));
  while (pending.length > 0) {
    const file = pending.pop()!;
    const key = path.relative(REPO_ROOT, file);
    if (edges.has(key)) continue;
    const targets: string[] = [];
    const imported: string[] = [];
    for (const specifier of importSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
      // Packages are outside the graph; only the project's own files (relative paths and aliases) are followed.
      if (!specifier.startsWith('.') && !specifier.startsWith('#')) {
        imported.push(specifier);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/') || resolved.includes('/__generated__/')) continue;
      targets.push(path.relative(REPO_ROOT, resolved));
      pending.push(resolved);
    }
    edges.set(key, targets);
    packages.set(key, imported);
  }
  return { edges, packages };
}

/** Strongly connected components with more than one file (or a file importing itself): each is one import cycle. */
export function importCycles(edges: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of [...edges.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || targets.includes(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => b.length - a.length);
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
