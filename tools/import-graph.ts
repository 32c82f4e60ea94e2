/**
 * A TypeScript project's import graph and its cycles: every static `import`/`export … from` counts,
 * type-only ones included (a type import is still a dependency between two modules), and dynamic
 * `import()` too. The client's layering check (client/scripts/check-import-cycles.ts) and the
 * server's (server/src/import-graph.test.ts) are built on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO_ROOT = path.resolve(__dirname, '..');

export interface ImportGraph {
  /** Repository-relative file → the repository-relative files it imports (packages left out). */
  edges: Map<string, string[]>;
  /** Repository-relative file → the packages it imports. */
  packages: Map<string, string[]>;
}

/** Folders of generated code and packages: outside the graph. */
const GENERATED_FOLDERS = new Set(['__generated__', 'generated', 'node_modules']);

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(REPO_ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.convertCompilerOptionsFromJson(config.compilerOptions, REPO_ROOT).options;
}

function sourceFilesUnder(dir: string, tests: boolean): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!GENERATED_FOLDERS.has(entry.name)) files.push(...sourceFilesUnder(full, tests));
    } else if (/\.tsx?$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name))) {
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

/**
 * Walks from every file under `folder` (repository-relative; generated code left out, and test files
 * unless `tests`) through the project files they import.
 */
export function importGraphFrom(folder: string, { tests = false }: { tests?: boolean } = {}): ImportGraph {
  const options = compilerOptions();
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const pending = sourceFilesUnder(path.join(REPO_ROOT, folder), tests);
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
      if (!resolved || resolved.split('/').some((part) => GENERATED_FOLDERS.has(part))) continue;
      targets.push(path.relative(REPO_ROOT, resolved));
      pending.push(resolved);
    }
    edges.set(key, targets);
    packages.set(key, imported);
  }
  return { edges, packages };
}

/** Strongly connected components with more than one file (or a file importing itself): each is one import cycle. */
/** Every file `start` reaches through its imports, itself included. */
export function reachableFrom(edges: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const pending = [start];
  while (pending.length > 0) {
    for (const target of edges.get(pending.pop()!) ?? []) {
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return seen;
}

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
