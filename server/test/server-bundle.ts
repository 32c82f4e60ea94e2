import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = 'server/src/main.ts';
/** The run's bundle of the server (set by the global set-ups, read by server-process.ts). */
export const SERVER_BUNDLE_ENV = 'PATHAGAR_TEST_SERVER_BUNDLE';

/**
 * Each module keeps its own `__dirname`, `__filename` and `import.meta.url`: the server finds its
 * migrations, message catalogues and scripts next to its sources, wherever the bundle is.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(bundle) {
    bundle.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let contents = readFileSync(args.path, 'utf8');
      if (/\b__dirname\b|\b__filename\b|import\.meta\.url/.test(contents)) {
        contents =
          `const __dirname = ${JSON.stringify(path.dirname(args.path))}; const __filename = ${JSON.stringify(args.path)};\n` +
          contents.replace(/import\.meta\.url/g, JSON.stringify(pathToFileURL(args.path).href));
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * The server's own modules in one CommonJS file (packages stay in node_modules), for the server processes
 * tests start: dozens a run, each of which would otherwise have tsx resolve and transform some 400 files
 * (with Node's compile cache, about a second of CPU a start). Written inside the repository so that the
 * packages resolve as they do for `npm start`. Tests of the start command itself still run it through tsx.
 */
export async function writeServerBundle(runId: string): Promise<string> {
  const outfile = path.join(ROOT, `.tmp/test-server-${runId}.cjs`);
  await build({
    entryPoints: [path.join(ROOT, ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    plugins: [ownLocation],
    logLevel: 'error',
  });
  return outfile;
}

/** The run's server bundle, written by the first global set-up that asks (both projects start servers). */
export async function provideServerBundle(runId: string): Promise<void> {
  const existing = process.env[SERVER_BUNDLE_ENV];
  if (existing && existsSync(existing)) return;
  process.env[SERVER_BUNDLE_ENV] = await writeServerBundle(runId);
}

export function removeServerBundle(): void {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle) rmSync(bundle, { force: true });
}

/** The arguments that start the server: the run's bundle when there is one and `source` is not asked for, else `npm start`'s. */
export function serverEntryArgs({ source = false }: { source?: boolean } = {}): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  return !source && bundle && existsSync(bundle) ? [bundle] : ['--import', 'tsx', ENTRY];
}
