import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_INFO_FILE, isClientBuildStale } from './client-build.ts';

/** A project with a client source, a browser test, a jsdom test and a built client, all written at `built`. */
function project(): { root: string; dist: string; touch: (file: string) => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pathagar-client-build-'));
  const dist = path.join(root, 'client/dist');
  const files = ['client/src/main.tsx', 'client/src/main.test.tsx', 'client/e2e/shop.e2e.ts', 'client/test/setup.ts', 'schema.graphql', `client/dist/${BUILD_INFO_FILE}`];
  const built = new Date(Date.now() - 60_000);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
    utimesSync(path.join(root, file), built, built);
  }
  return { root, dist, touch: (file) => utimesSync(path.join(root, file), new Date(), new Date()) };
}

describe('whether the client build is stale', () => {
  it('is not while no source changed since the build, and is once a source or the schema changes', () => {
    const first = project();
    expect(isClientBuildStale(first.dist, first.root)).toBe(false);
    first.touch('client/src/main.tsx');
    expect(isClientBuildStale(first.dist, first.root)).toBe(true);
    const second = project();
    second.touch('schema.graphql');
    expect(isClientBuildStale(second.dist, second.root)).toBe(true);
  });

  it('is not when only tests changed: browser tests, jsdom helpers, test files', () => {
    const { root, dist, touch } = project();
    for (const file of ['client/e2e/shop.e2e.ts', 'client/test/setup.ts', 'client/src/main.test.tsx']) touch(file);
    expect(isClientBuildStale(dist, root)).toBe(false);
  });

  it('is when there is no build', () => {
    expect(isClientBuildStale(path.join(os.tmpdir(), 'pathagar-no-such-build'), os.tmpdir())).toBe(true);
  });
});
