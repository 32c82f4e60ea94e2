/**
 * Three projects: `server` (operations through the real Yoga app on a real database), `client`
 * (@testing-library/react in jsdom) and `browser` (Debian's Chromium against the built app).
 * `npm test` runs them all; `.ci/run` reruns `server` against PostgreSQL.
 */

const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      ...extra,
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that must be transformed to CommonJS (their dynamic imports would otherwise need vm modules).
const esmPackages = ['@electric-sql', '@lingui', '@messageformat', 'jose', '@prisma/schema-engine-wasm', 'pglite-prisma-adapter'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  testTimeout: 30_000,
  // Both cores: jest's default (cores − 1) is one worker on the 2-core machines the shop is tested on.
  // Each server test file has its own database copy and each browser file its own server, so files
  // never share state; `--maxWorkers=1` (or `-i`) runs them one at a time.
  maxWorkers: 2,
  // jest's order, with files that run suites kept elsewhere (the authorization matrix) sized by those suites.
  testSequencer: '<rootDir>/tools/jest/test-sequencer.cjs',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc() },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/client/test/jsdom-environment.js',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: {
        '^.+\\.[cm]?(t|j)sx?$': swc({
          experimental: {
            plugins: [
              [
                '@swc/plugin-relay',
                {
                  rootDir: __dirname,
                  artifactDirectory: 'client/src/__generated__',
                  language: 'typescript',
                  eagerEsModules: false,
                },
              ],
            ],
          },
        }),
      },
      // marked and Lingui ship only ES modules.
      transformIgnorePatterns: ['/node_modules/(?!(marked|@lingui|@messageformat)/)'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/client/test/style-stub.js',
        '^#shared/(.*)$': '<rootDir>/server/src/shared/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/client/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/client/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/client/e2e/global-teardown.ts',
      // [cm]? and the ESM packages: client/e2e/messages.ts formats the catalogues' words with @lingui/core.
      transform: { '^.+\\.[cm]?(t|j)sx?$': swc() },
      transformIgnorePatterns,
      // 120 s a test (a project's own testTimeout is not read by jest).
      setupFilesAfterEnv: ['<rootDir>/client/e2e/test-timeout.ts'],
    },
  ],
};
