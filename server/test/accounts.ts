import { DEMO_ACCOUNTS } from '../src/db/seed.ts';
import { sessionTokenFrom, type TestApp } from './test-app.ts';

export type DemoRole = 'admin' | 'agent' | 'customer' | 'fresh';

/** The demo account behind a role name used by the tests ('fresh' is a second customer, without an HSC batch). */
export function demoAccount(role: DemoRole) {
  const account = role === 'fresh' ? DEMO_ACCOUNTS[3] : DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
}

/** Signs a demo account in through the REST shim and returns its session token. */
export async function signInAs(t: TestApp, role: DemoRole, ip = '198.51.100.1'): Promise<string> {
  const account = demoAccount(role);
  const response = await t.rest('POST', '/api/auth/login', { cred: account.phone, password: account.password }, { ip });
  const token = sessionTokenFrom(response);
  if (response.status !== 200 || !token) throw new Error(`Sign-in as ${role} failed: ${response.status} ${await response.text()}`);
  return token;
}
