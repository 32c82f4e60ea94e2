import type { Context } from '../../context.ts';
import { consume, consumeWithBackoff, release, reset, SIGN_IN_LIMITS, waitText, type Consumed } from './rate-limit.ts';
import type { TooManyAttemptsReason } from './errors.ts';

type LimitsCtx = Pick<Context, 'prisma' | 'remote' | 'services'>;

/** Which limit turned an attempt away. */
export type SignInLimit = 'ip' | 'device' | 'ip-account' | 'account';

const MESSAGES: Record<SignInLimit, (wait: string) => string> = {
  ip: (wait) => `Too many sign-in attempts from your network. Try again in ${wait}.`,
  device: (wait) => `Too many sign-in attempts from this browser. Try again in ${wait}.`,
  'ip-account': (wait) => `Too many attempts for this account from your network. Try again in ${wait}.`,
  account: (wait) => `Too many attempts for this account. Try again in ${wait}.`,
};

const REASONS = { ip: 'SIGN_IN_NETWORK', device: 'SIGN_IN_BROWSER', 'ip-account': 'ACCOUNT_NETWORK', account: 'ACCOUNT' } as const satisfies Record<
  SignInLimit,
  TooManyAttemptsReason
>;

export type Admission =
  | { allowed: true; succeeded: () => Promise<void> }
  | { allowed: false; by: SignInLimit; reason: TooManyAttemptsReason; retryAfterSeconds: number; message: string };

/**
 * Counts a sign-in attempt against every limit that applies, before the password is checked: the
 * address; then the known device's own limit, or for any other browser the address-and-account limit
 * and the account's slowing. An attempt turned away counts nowhere. `succeeded` takes the attempt back
 * (and clears the account's slowing when it came from an unknown browser, which had to wait it out).
 */
export async function admitSignIn(ctx: LimitsCtx, accountKey: string, deviceId: string | null): Promise<Admission> {
  type Step = [SignInLimit, (now: Date) => Promise<Consumed>];
  const byIp: Step = ['ip', (now) => consume(ctx.prisma, `sign-in:ip:${ctx.remote.ip}`, SIGN_IN_LIMITS.ip, now)];
  const byDevice: Step = ['device', (now) => consume(ctx.prisma, `sign-in:device:${deviceId}`, SIGN_IN_LIMITS.device, now)];
  const byIpAndAccount: Step = [
    'ip-account',
    (now) => consume(ctx.prisma, `sign-in:ip-account:${ctx.remote.ip}:${accountKey}`, SIGN_IN_LIMITS.ipAccount, now),
  ];
  const byAccount: Step = ['account', (now) => consumeWithBackoff(ctx.prisma, accountBucket(accountKey), SIGN_IN_LIMITS.account, now)];
  const steps = deviceId ? [byIp, byDevice] : [byIp, byIpAndAccount, byAccount];
  const now = ctx.services.clock.now();
  const hits: bigint[] = [];
  for (const [by, step] of steps) {
    const result = await step(now);
    if (!result.allowed) {
      for (const hit of hits) await release(ctx.prisma, hit);
      return { allowed: false, by, reason: REASONS[by], retryAfterSeconds: result.retryAfterSeconds, message: MESSAGES[by](waitText(result.retryAfterSeconds)) };
    }
    hits.push(result.hitId);
  }
  return {
    allowed: true,
    succeeded: async () => {
      for (const hit of hits) await release(ctx.prisma, hit);
      // The owner's own browser signing in does not give an attacker a fresh start on the account.
      if (!deviceId) await reset(ctx.prisma, accountBucket(accountKey));
    },
  };
}

const accountBucket = (accountKey: string) => `sign-in:account:${accountKey}`;
