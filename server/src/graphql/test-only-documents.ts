import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * relay-compiler persists every operation under client/src, those that only tests define (components
 * rendered with a test query, e.g. CartBadgeTestQuery) included. The production list of trusted
 * documents leaves those out: an operation is test-only when test files define it and no other file
 * does. Names are read from the sources, so a new test query needs no list kept by hand.
 */

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['__generated__', 'node_modules']);

/** The operations (query, mutation, subscription) that the graphql`…` templates of a source define. */
export function operationNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const template of source.matchAll(/graphql`([^`]*)`/g)) {
    for (const operation of template[1]!.matchAll(/\b(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/g)) names.push(operation[1]!);
  }
  return names;
}

/** The name of the first operation a document defines, or null. */
export function operationNameOf(document: string): string | null {
  return /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/m.exec(document)?.[1] ?? null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path.join(dir, entry.name));
    return SOURCE_FILE.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/** The operations defined only in test files (*.test.ts, *.test.tsx …) under `sourceDir`. */
export function testOnlyOperationNames(sourceDir: string): Set<string> {
  const inTests = new Set<string>();
  const elsewhere = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('graphql`')) continue;
    const into = TEST_FILE.test(path.basename(file)) ? inTests : elsewhere;
    for (const name of operationNamesIn(source)) into.add(name);
  }
  return new Set([...inTests].filter((name) => !elsewhere.has(name)));
}

/** The documents without those whose operation is test-only. */
export function withoutTestOnlyDocuments(documents: ReadonlyMap<string, string>, testOnly: ReadonlySet<string>): Map<string, string> {
  return new Map([...documents].filter(([, text]) => !testOnly.has(operationNameOf(text) ?? '')));
}
