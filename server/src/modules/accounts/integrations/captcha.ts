import type { Config } from '../../../config.ts';
import type { CaptchaAction } from '../../../shared/account-forms.ts';
import { postForm } from './post-form.ts';

export type { CaptchaAction };

/** Whether a token passed, and if not, why (for logs; users see CAPTCHA_FAILURE_MESSAGE). */
export type CaptchaResult =
  | { ok: true }
  | { ok: false; reason: 'missing-token' | 'invalid-token' | 'wrong-action' | 'low-score' | 'unavailable' };

/** Checks the token a browser sent with a form. */
export interface CaptchaVerifier {
  /** False when no secret is configured and every token passes. */
  readonly enabled: boolean;
  verify(token: string | null | undefined, action: CaptchaAction, remoteIp?: string): Promise<CaptchaResult>;
}

/** What a user is told when their token fails, whatever the reason. */
export const CAPTCHA_FAILURE_MESSAGE = 'We could not verify that you are human. Please try again.';

const SITEVERIFY_TIMEOUT_MS = 5_000;

// Codes that blame our request rather than the browser's token.
const SERVER_SIDE_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/** Google reCAPTCHA v3 through the siteverify API; fails closed when Google cannot be asked. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;

  constructor(private readonly options: { secret: string; verifyUrl: string; minScore: number; fetch?: typeof fetch }) {}

  async verify(token: string | null | undefined, action: CaptchaAction, remoteIp?: string): Promise<CaptchaResult> {
    if (!token?.trim()) return failed('missing-token');
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: Record<string, unknown>;
    try {
      // The secret travels in the body only: URLs end up in proxy and access logs.
      const response = await postForm(this.options.fetch ?? fetch, this.options.verifyUrl, form, SITEVERIFY_TIMEOUT_MS);
      const body: unknown = response.ok ? await response.json() : null;
      if (typeof body !== 'object' || body === null) return failed('unavailable');
      answer = body as Record<string, unknown>;
    } catch {
      return failed('unavailable');
    }
    if (answer.success !== true) {
      const codes: unknown[] = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      const ours = codes.some((code) => typeof code === 'string' && SERVER_SIDE_ERRORS.has(code));
      return failed(ours ? 'unavailable' : 'invalid-token');
    }
    if (answer.action !== action) return failed('wrong-action');
    // A token without a score is not a v3 token, so it cannot vouch for anything.
    if (typeof answer.score !== 'number' || answer.score < this.options.minScore) return failed('low-score');
    return { ok: true };
  }
}

function failed(reason: Extract<CaptchaResult, { ok: false }>['reason']): CaptchaResult {
  return { ok: false, reason };
}

/** Lets every request through: for local runs and tests, where no secret is configured. */
export const captchaDisabled: CaptchaVerifier = {
  enabled: false,
  verify: async () => ({ ok: true }),
};

/** reCAPTCHA when a secret is configured, otherwise captchaDisabled. */
export function createCaptchaVerifier(config: Config['recaptcha']): CaptchaVerifier {
  return config.secret
    ? new RecaptchaVerifier({ secret: config.secret, verifyUrl: config.verifyUrl, minScore: config.minScore })
    : captchaDisabled;
}
