/**
 * Every module's authorization matrix (`modules/** /<module>.authorization.suite.ts`): each mutation and
 * staff query as anonymous, customer, another customer, agent and admin, and the module's own checks,
 * each suite on its own test database (server/test/authorization-matrix.ts).
 */
import path from 'node:path';
import { describeAuthorizationSuites } from '../test/authorization-matrix.ts';

const suites = describeAuthorizationSuites(path.join(__dirname, 'modules'));

it('runs a suite for every module that declares an authorization spec', () => {
  const specs = (dir: string) =>
    require('node:fs')
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file: string) => file.endsWith('.authorization.ts'))
      .map((file: string) => file.slice(0, -'.authorization.ts'.length))
      .sort();
  expect(suites.map((suite) => suite.slice(0, -'.authorization.suite.ts'.length))).toEqual(specs(path.join(__dirname, 'modules')));
});
