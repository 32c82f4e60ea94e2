import { randomInt } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../src/db/seed.ts';
import { latestSmsTo } from '../src/modules/accounts/integrations/sms.ts';
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

export interface RegisterDetails {
  name: string;
  phone: string;
  email?: string;
  password: string;
  hsc_batch?: string;
}

/**
 * Creates a customer through the REST shim's two steps (details → code by SMS → details and code),
 * reading the code from the SMS outbox; returns the session token and the user's id. By default each
 * registration comes from its own address, out of the way of the code-sending limit (5 per address).
 */
export async function registerCustomer(t: TestApp, details: RegisterDetails, ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`): Promise<{ token: string; userId: string }> {
  const sent = await t.rest('POST', '/api/auth/register', details, { ip });
  if (sent.status !== 202) throw new Error(`register (send code) failed: ${sent.status} ${await sent.text()}`);
  const code = await lastCodeTo(t, details.phone);
  const created = await t.rest('POST', '/api/auth/register', { ...details, code }, { ip });
  const token = sessionTokenFrom(created);
  if (created.status !== 201 || !token) throw new Error(`register failed: ${created.status} ${await created.text()}`);
  const user = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: details.phone } });
  return { token, userId: user.id };
}

/** The 6-digit code in the newest SMS to a phone (the SMS outbox). */
export async function lastCodeTo(t: TestApp, phone: string): Promise<string> {
  const sms = await latestSmsTo(t.db.prisma, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}: ${sms?.body ?? 'no SMS'}`);
  return code;
}

/** A Bangladeshi mobile number no demo or fixture account uses. */
export function unusedPhone(): string {
  return `013${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
