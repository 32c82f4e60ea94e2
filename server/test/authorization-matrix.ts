/**
 * The authorization matrix: every mutation and every staff query, run as anonymous, customer,
 * another customer, agent and admin. Each module declares its rows in `<module>.authorization.ts`
 * (an AuthorizationSpec) and runs them, with its own extra checks, from `<module>.authorization.suite.ts`;
 * `server/src/authorization-matrix.test.ts` runs every suite, and `authorization-coverage.test.ts` fails
 * when a mutation or query of the schema appears in no spec.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { signInAs, type DemoRole } from './accounts.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export type Role = 'anonymous' | 'customer' | 'another' | 'agent' | 'admin';
export const ROLES: Role[] = ['anonymous', 'customer', 'another', 'agent', 'admin'];
const DEMO: Record<Exclude<Role, 'anonymous'>, DemoRole> = { customer: 'customer', another: 'fresh', agent: 'agent', admin: 'admin' };

/** The demo phone of each role (anonymous gets an unused one). */
export const PHONES: Record<Role, string> = {
  anonymous: '01955000000',
  customer: '01700000003',
  another: '01700000004',
  agent: '01700000002',
  admin: '01700000001',
};

/** What a role gets: 'UNAUTHENTICATED' / 'FORBIDDEN', the __typename of the answer, or 'ok' for scalars and lists. */
export type Outcome = string;
export const all = (outcome: Outcome): Record<Role, Outcome> => ({
  anonymous: outcome,
  customer: outcome,
  another: outcome,
  agent: outcome,
  admin: outcome,
});
export const signedIn = (outcome: Outcome): Record<Role, Outcome> => ({ ...all(outcome), anonymous: 'UNAUTHENTICATED' });
export const staff = (agent: Outcome, admin: Outcome): Record<Role, Outcome> => ({
  anonymous: 'UNAUTHENTICATED',
  customer: 'FORBIDDEN',
  another: 'FORBIDDEN',
  agent,
  admin,
});
/** The selection every row asks of a result union. */
export const typename = '__typename ... on Error { code }';

export interface Case<F = Record<string, string>> {
  field: string;
  /** The operation for one role; `fixtures` is what the spec's `setup` returned. */
  document: (role: Role, fixtures: F) => string;
  expected: Record<Role, Outcome>;
}

export interface AuthorizationSpec<F = Record<string, string>> {
  mutations: Case<F>[];
  staffQueries: Case<F>[];
  /** Query fields anyone may use, listed so the coverage check knows they were considered. */
  publicQueries: string[];
  /** Creates the rows the documents point at (runs once, before the matrix). */
  setup?: (t: TestApp) => Promise<F>;
}

const sessions = new WeakMap<TestApp, Map<Role, string>>();

/**
 * A session of `role` on `t`: the one signed in for an earlier row while it still names someone (a row may
 * sign out, change a password or disable an account), else a new sign-in. Signing in checks an argon2id
 * hash (about 50 ms of CPU), and the matrices ask for a session some 6,000 times a run.
 */
async function sessionOf(t: TestApp, role: Exclude<Role, 'anonymous'>, ip: string): Promise<string> {
  const byRole = sessions.get(t) ?? new Map<Role, string>();
  sessions.set(t, byRole);
  const kept = byRole.get(role);
  if (kept && (await t.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, { cookie: kept, ip })).data?.viewer) return kept;
  const token = await signInAs(t, DEMO[role], ip);
  byRole.set(role, token);
  return token;
}

/** The answer one role gets for one operation. */
export async function outcome(t: TestApp, role: Role, field: string, document: string): Promise<Outcome> {
  const ip = `10.0.${ROLES.indexOf(role)}.1`;
  const cookie = role === 'anonymous' ? undefined : await sessionOf(t, role, ip);
  const { data, errors } = await t.graphql(document, {}, { cookie, ip });
  const code = errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return String(code);
  if (errors) return `error: ${errors[0]!.message}`;
  const value = data?.[field];
  return value && typeof value === 'object' && '__typename' in value ? String(value.__typename) : 'ok';
}

/** What node(id:) answers one role: 'null' when no node (unknown, or not the viewer's to read), else as `outcome`. */
export async function nodeOutcome(t: TestApp, role: Role, document: string): Promise<Outcome> {
  const ip = `10.0.${ROLES.indexOf(role)}.1`;
  const cookie = role === 'anonymous' ? undefined : await sessionOf(t, role, ip);
  const { data, errors } = await t.graphql(document, {}, { cookie, ip });
  if (!errors && data?.node === null) return 'null';
  return outcome(t, role, 'node', document);
}

/** Registers the matrix of one spec as jest tests; returns a getter for the test app, for extra checks. */
export function describeAuthorizationMatrix<F>(spec: AuthorizationSpec<F>): () => TestApp {
  let t: TestApp;
  let fixtures: F;
  beforeAll(async () => {
    t = await startTestApp();
    fixtures = spec.setup ? await spec.setup(t) : ({} as F);
  });
  afterAll(() => t.close());

  describe.each([...spec.mutations, ...spec.staffQueries])('$field', ({ field, document, expected }) => {
    it.each(ROLES)('as %s', async (role) => {
      expect(await outcome(t, role, field, document(role, fixtures))).toBe(expected[role]);
    });
  });
  return () => t;
}

const SUITE = '.authorization.suite.ts';

/**
 * Registers every module's matrix suite under `modulesDir` (`<module>.authorization.suite.ts`), each in a
 * describe block named after its path, where its own test app, fixtures and checks live as they did in a
 * file of their own. One test file loads the app's modules once for all of them, instead of once per module
 * (about 3 s a file on a busy machine); `npx jest server/src/authorization-matrix.test.ts -t cart` runs one.
 */
export function describeAuthorizationSuites(modulesDir: string): string[] {
  const suites = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(SUITE))
    .sort();
  if (suites.length === 0) throw new Error(`No ${SUITE} files under ${modulesDir}`);
  for (const suite of suites) {
    describe(suite.slice(0, -SUITE.length), () => {
      require(path.join(modulesDir, suite));
    });
  }
  return suites;
}
