/**
 * The suite's order (tools/jest/test-sequencer.cjs): on a fresh clone, with no timings, the authorization
 * matrix (a few lines that run every module's suite, about a minute of work) starts first instead of last; once jest has timings, they decide.
 */
import path from 'node:path';

const Sequencer = require('../../tools/jest/test-sequencer.cjs');

const ROOT = path.resolve(__dirname, '../..');
const MATRIX = path.join(ROOT, 'server/src/authorization-matrix.test.ts');
const LARGE = path.join(ROOT, 'server/src/modules/catalog/search.test.ts');
const SMALL = path.join(ROOT, 'server/src/schema.test.ts');

const context = { config: { cache: false }, hasteFS: { getSize: (file: string) => require('node:fs').statSync(file).size } };
const tests = () => [SMALL, MATRIX, LARGE].map((file) => ({ path: file, context }));
const order = (sequencer: { sort(tests: unknown[]): { path: string }[] }) => sequencer.sort(tests()).map((test) => path.relative(ROOT, test.path));

it('puts the authorization matrix first on a fresh clone, then the other files largest first', () => {
  expect(require('node:fs').statSync(MATRIX).size).toBeLessThan(require('node:fs').statSync(LARGE).size);
  expect(order(new Sequencer({}))).toEqual(['server/src/authorization-matrix.test.ts', 'server/src/modules/catalog/search.test.ts', 'server/src/schema.test.ts']);
});

it("follows this machine's timings once jest has them, longest first", () => {
  const sequencer = new Sequencer({});
  const seconds: Record<string, number> = { [MATRIX]: 40, [LARGE]: 3, [SMALL]: 9 };
  sequencer.time = (test: { path: string }) => seconds[test.path];
  expect(order(sequencer)).toEqual(['server/src/authorization-matrix.test.ts', 'server/src/schema.test.ts', 'server/src/modules/catalog/search.test.ts']);
});
