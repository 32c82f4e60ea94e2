import { randomBytes } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { bengaliFont } from './vite/bengali-font.ts';
import { prerenderFirstViews } from './vite/prerender-plugin.ts';
import { relayCurrentFragmentHook } from './vite/relay-fragment-hook.ts';
import { precompress } from './vite/precompress-plugin.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
const serverOrigin = `http://localhost:${process.env.PORT ?? 3000}`;

/** Every build gets an id; the client compares its own with /builds/latest.json to notice deployments. */
function buildInfo(buildId: string): Plugin {
  return {
    name: 'pathagar:build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig(({ command }) => {
  const buildId = command === 'build' ? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}` : 'dev';
  return {
    root,
    plugins: [
      relay,
      relayCurrentFragmentHook(),
      react(),
      buildInfo(buildId),
      bengaliFont({ cacheDir: path.resolve(root, '../node_modules/.cache/pathagar-fonts') }),
      // The home page's first view drawn into index.html, painted before the app has loaded (LCP, issue 13);
      // a section page's (all look alike before their data) for the server to write into those pages (issue 21).
      prerenderFirstViews([
        { route: '/', module: '/routes/HomePage/HomePage.tsx' },
        { route: '/academic', module: '/routes/SectionPage/SectionPage.tsx', fragment: 'section', expect: 'data-cover-slot' },
      ]),
      // Last: .br and .gz beside the built text assets, sent as they are by the server (issue 12).
      precompress(),
    ],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    // Rules both sides use (form schemas, permissions, money) live in server/src/shared; see tsconfig.json paths.
    resolve: {
      alias: [
        { find: '#shared', replacement: path.resolve(root, '../server/src/shared') },
        // Only the hook modules of react-relay, not its legacy containers (see the file).
        { find: /^react-relay$/, replacement: path.resolve(root, 'src/relay/react-relay.slim.js') },
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the server links a lazy route's style sheets into the first view it writes (server/src/http/vite-manifest.ts).
      manifest: true,
      // Maps are written for error reports but not referenced from the code; the server does not serve them in production.
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          // Libraries change less often than the shop: separate chunks stay cached across deployments.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|@babel[\\/]runtime)[\\/]/ },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            ],
          },
        },
      },
    },
    server: {
      // The client imports the shared rules from server/src/shared (the #shared alias).
      fs: { allow: [path.dirname(root)] },
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: Object.fromEntries(['/graphql', '/api', '/healthz', '/readyz', '/builds', '/files'].map((p) => [p, serverOrigin])),
    },
  };
});
